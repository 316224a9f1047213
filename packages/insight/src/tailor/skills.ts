import type { CvContent } from '@cvforge/contracts';
import { findInOtherCvs, type EngineContext } from '../ats/analyze-ats';
import type { CvProfile } from '../extract/cv-profile';
import type { TargetMatch } from '../match/match-target';
import type { OtherCv } from '../types';
import { softSkillShown } from './evidence';
import { sectionFor, sectionsOfType, skillItems } from './sections';

/** What the ATS structure check counts as a complete skills list. */
const MIN_LISTED_SKILLS = 8;

/**
 * The job's skills the CV shows as experience (an achievement, the summary, a project) but does
 * not list, and, when allowed, those the user's other CVs show: added to the skills list, most
 * important to the job first. A short list is completed with the CV's other shown skills.
 * Skills nobody wrote are never added.
 */
export function surfaceJobSkills(
  context: EngineContext,
  content: CvContent,
  profile: CvProfile,
  match: TargetMatch,
  experienced: ReadonlySet<string>,
  otherCvs: readonly OtherCv[] | undefined,
): string[] {
  const listed = new Set(
    skillItems(content).flatMap((item) =>
      context.knowledge.findTerms(item, { listContext: true }).map((hit) => hit.term.name),
    ),
  );
  const names = match.skills
    .filter(
      ({ skill }) =>
        !listed.has(skill.name) &&
        (experienced.has(skill.name) ||
          (otherCvs?.length && findInOtherCvs(context, skill.name, 'skill', otherCvs))),
    )
    .map(({ skill }) => skill.name);
  const room = MIN_LISTED_SKILLS - skillItems(content).length - names.length;
  const own = [...profile.terms.values()]
    .filter(
      ({ term }) =>
        term.kind === 'skill' &&
        experienced.has(term.name) &&
        !listed.has(term.name) &&
        !names.includes(term.name),
    )
    .map(({ term }) => term.name)
    .slice(0, Math.max(0, room));
  const added = [...names, ...own];
  if (!added.length) return [];
  const skills = sectionFor(content, 'skills').content;
  skills.technical = [...names, ...skills.technical, ...own];
  return added;
}

/**
 * The soft skills the job asks for that the CV does not name but shows at work (a line with
 * "presented", "collaborated" …), added to the soft skills section.
 */
export function surfaceSoftSkills(content: CvContent, match: TargetMatch): string[] {
  const named = new Set(
    sectionsOfType(content, 'soft_skills').flatMap((section) =>
      section.content.soft_skills.map((entry) => entry.name.trim().toLowerCase()),
    ),
  );
  const shown = match.softSkills
    .filter(({ name, found }) => !found && !named.has(name.toLowerCase()))
    .map(({ name }) => name)
    .filter((name) => softSkillShown(name, [content]));
  if (!shown.length) return [];
  const section = sectionFor(content, 'soft_skills');
  section.content.soft_skills.push(
    ...shown.map((name) => ({ id: crypto.randomUUID(), name, description: '' })),
  );
  return shown;
}
