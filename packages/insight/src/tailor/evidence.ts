import type { CvContent } from '@cvforge/contracts';
import { cvChunks } from '../extract/cv-reading';
import type { Knowledge } from '../knowledge';

/**
 * What the CV must say for a soft skill it does not name to count as shown: the verbs that are
 * that skill at work ("Presented …" is communication). The tailoring adds a soft skill the job
 * asks for only with such a line, and the fabrication check accepts it only with one.
 */
export const SOFT_SKILL_EVIDENCE: Readonly<Record<string, RegExp>> = {
  Communication:
    /\b(presented|educated|taught|trained|briefed|explained|communicated|lectured|advised|counsell?ed|negotiated)\b/i,
  'Written Communication': /\b(wrote|drafted|authored|published|documented)\b/i,
  Teamwork:
    /\b(collaborated|partnered|worked with|worked alongside|as part of a team|with a team of)\b/i,
  Collaboration: /\b(collaborated|partnered|worked with|worked alongside|co-led|jointly)\b/i,
  'Cross-functional Collaboration': /\bcross[- ]functional\b/i,
  'Problem Solving': /\b(resolved|solved|troubleshot|diagnosed|debugged|fixed)\b/i,
  Leadership: /\b(led|supervised|directed|headed|managed a team|line[- ]managed)\b/i,
  Mentoring: /\b(mentored|precepted|coached)\b/i,
  Coaching: /\b(coached|mentored)\b/i,
  Negotiation: /\b(re)?negotiated\b/i,
  'Attention to Detail':
    /\b(audited|reconciled|verified|proofread|inspected|quality[- ]checked)\b/i,
  'Time Management': /\b(scheduled|on time|every deadline|ahead of schedule)\b/i,
  'Organizational Skills': /\b(organi[sz]ed|coordinated|scheduled)\b/i,
  'Stakeholder Communication':
    /\b(briefed|presented to|reported to) (the )?(board|executives?|stakeholders|leadership|directors|partners|clients)\b/i,
  Ownership: /\b(owned|took ownership|end[- ]to[- ]end)\b/i,
};

/** Lines of the CV that say what the person did (achievements, projects, awards, summary). */
const doneLines = (content: CvContent) =>
  cvChunks(content)
    .filter((chunk) => chunk.kind === 'line')
    .map((chunk) => chunk.text);

/** The CV's line showing the soft skill at work, if there is one. */
export function softSkillShown(name: string, contents: readonly CvContent[]): string | undefined {
  const pattern = SOFT_SKILL_EVIDENCE[name];
  if (!pattern) return undefined;
  return contents.flatMap(doneLines).find((line) => pattern.test(line));
}

/** "moving into DevOps", "learning Go": a skill named as a wish, not as experience. */
const ASPIRATION =
  /\b(moving|move|transition(?:ing)?|switching|pivoting)\s+(in)?to\b|\b(learning|studying|interested in|keen to|hoping to|want to|aspiring|aspire to|towards|exposure to|familiar with|basic)\b/i;

/**
 * Skills (knowledge-base names) the CV shows as experience: named anywhere except only after a
 * wish ("moving into DevOps" does not make DevOps a skill to list).
 */
export function experiencedSkills(knowledge: Knowledge, content: CvContent): Set<string> {
  const shown = new Set<string>();
  for (const chunk of cvChunks(content)) {
    const tokens = knowledge.tokens(chunk.text);
    for (const hit of knowledge.findTerms(chunk.text, { listContext: chunk.kind === 'list' })) {
      // Up to four words before the skill, within its sentence.
      const words: string[] = [];
      for (let index = hit.at - 1; index >= Math.max(0, hit.at - 4); index--) {
        const token = tokens[index];
        if (!token) break;
        words.unshift(token.raw);
        if (token.sentenceStart) break;
      }
      const before = words.join(' ');
      if (chunk.kind === 'list' || !ASPIRATION.test(before)) shown.add(hit.term.name);
    }
  }
  return shown;
}
