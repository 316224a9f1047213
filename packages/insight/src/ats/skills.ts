import type { EvidenceItem, SkillsAnalysis } from '@cvforge/contracts';
import type { CvProfile } from '../extract/cv-profile';
import { skillCoverage, type TargetMatch } from '../match/match-target';
import { measuredAgainst } from '../match/measured-against';
import { clampScore } from './scored';

const MAX_LISTED = 15;

const placesText = (places: readonly string[]) => places.slice(0, 3).join(', ');

/** Hard skills: the job's skills the CV shows, weighted (required 2, nice 1, more when repeated). */
export function analyzeTechnicalSkills(profile: CvProfile, match: TargetMatch) {
  const against = measuredAgainst(match.target);
  const evidence: EvidenceItem[] = [];
  const totalWeight = match.skills.reduce((sum, { skill }) => sum + skill.weight, 0);
  for (const { skill, found, credit, related } of match.skills) {
    const share = totalWeight ? (100 * skill.weight) / totalWeight : 0;
    if (!found) {
      const relatedNote = related ? `; related: ${related} counts for a quarter` : '';
      evidence.push({
        kind: 'missing',
        text: `${skill.name} (${skill.required ? 'required' : 'nice to have'}) is not in the CV${relatedNote}`,
        points: -Math.round(share * (1 - credit) * 10) / 10,
      });
    } else if (credit < 1) {
      evidence.push({
        kind: 'found',
        text: `${skill.name}: listed, not shown in your experience (${placesText(found.places)})`,
        section: found.places[0],
        points: -Math.round(share * (1 - credit) * 10) / 10,
      });
    } else {
      evidence.push({
        kind: 'found',
        text: `${skill.name} found in ${placesText(found.places)}`,
        section: found.places[0],
      });
    }
  }
  const cvSkills = [...profile.terms.values()].filter(({ term }) => term.kind === 'skill');
  let score: number;
  if (match.skills.length > 0) score = clampScore(100 * skillCoverage(match));
  else {
    // No job skills to compare with: judge the breadth of the skills shown.
    score = clampScore(40 + 5 * cvSkills.length);
    evidence.push({
      kind: 'info',
      text: `No skills to compare with for this role; ${cvSkills.length} recognised skills in the CV`,
    });
  }
  const missing = match.skills.filter(({ found }) => !found).map(({ skill }) => skill);
  const listedOnly = match.skills.filter(({ found, credit }) => found && credit < 1);
  const detected = [
    ...match.skills.filter(({ found }) => found).map(({ skill }) => skill.name),
    ...cvSkills.map(({ term }) => term.name),
  ];
  const recommendations = [
    ...missing
      .filter((skill) => skill.required)
      .slice(0, 3)
      .map(
        (skill) =>
          `If you have used ${skill.name}, show it where you used it: ${against.asksFor(skill.name)}.`,
      ),
    ...listedOnly
      .slice(0, 2)
      .map(
        ({ skill }) =>
          `${skill.name} is listed, not shown in your experience: if you used it, show it in an achievement (what you did with it and the result), truthfully.`,
      ),
  ];
  if (missing.length === 0 && match.skills.length > 0)
    recommendations.push(
      `Every skill ${against.says('asks')} for is in your CV. Keep them in your achievements.`,
    );
  const analysis: SkillsAnalysis = {
    score,
    detected: [...new Set(detected)].slice(0, MAX_LISTED),
    missing: missing.map((skill) => skill.name).slice(0, MAX_LISTED),
    recommendations,
  };
  return { analysis, evidence };
}

/** Everyday soft skills to look for when the job names none. */
const DEFAULT_SOFT_SKILLS = ['Communication', 'Teamwork', 'Problem Solving', 'Leadership'];

/** Soft skills: named in the CV, or shown by what the achievements say (led a team → leadership). */
export function analyzeSoftSkills(
  profile: CvProfile,
  match: TargetMatch,
  knownSoft: (name: string) => boolean,
) {
  const evidence: EvidenceItem[] = [];
  const wanted = match.softSkills.length
    ? match.softSkills.map(({ name }) => name)
    : DEFAULT_SOFT_SKILLS.filter(knownSoft);
  const shownByLeadership = profile.achievements.some((signal) => signal.leadership);
  const detected: string[] = [];
  const missing: string[] = [];
  for (const name of wanted) {
    const found = profile.terms.get(name);
    if (found) {
      detected.push(name);
      evidence.push({
        kind: 'found',
        text: `${name} found in ${placesText(found.places)}`,
        section: found.places[0],
      });
    } else if (name === 'Leadership' && shownByLeadership) {
      detected.push(name);
      evidence.push({
        kind: 'found',
        text: 'Leadership shown by achievements (led, managed, mentored…)',
        section: 'Experience',
      });
    } else {
      missing.push(name);
      evidence.push({
        kind: 'missing',
        text: `${name} is not named or shown`,
        points: -Math.round(100 / Math.max(1, wanted.length)),
      });
    }
  }
  const others = [...profile.terms.values()]
    .filter(({ term }) => term.kind === 'soft' && !detected.includes(term.name))
    .map(({ term }) => term.name);
  const score = wanted.length ? clampScore((100 * detected.length) / wanted.length) : 100;
  const analysis: SkillsAnalysis = {
    score,
    detected: [...detected, ...others].slice(0, MAX_LISTED),
    missing,
    recommendations: missing
      .slice(0, 3)
      .map(
        (name) =>
          `Show ${name.toLowerCase()} through an achievement (what you did and what changed), not only as a word.`,
      ),
  };
  return { analysis, evidence };
}
