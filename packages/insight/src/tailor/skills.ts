import type { CvContent } from '@cvforge/contracts';
import { findInOtherCvs, type EngineContext } from '../ats/analyze-ats';
import type { TargetMatch } from '../match/match-target';
import type { OtherCv } from '../types';
import { sectionFor, skillItems } from './sections';

/**
 * The job's skills the CV shows anywhere (an achievement, the summary, a project) but does not
 * list, and, when allowed, those the user's other CVs show: added to the skills list, most
 * important to the job first. Skills nobody wrote are never added.
 */
export function surfaceJobSkills(
  context: EngineContext,
  content: CvContent,
  match: TargetMatch,
  otherCvs: readonly OtherCv[] | undefined,
): string[] {
  const listed = new Set(
    skillItems(content).flatMap((item) =>
      context.knowledge.findTerms(item, { listContext: true }).map((hit) => hit.term.name),
    ),
  );
  const evidenced = match.skills.filter(
    ({ skill, found }) =>
      !listed.has(skill.name) &&
      (found || (otherCvs?.length && findInOtherCvs(context, skill.name, 'skill', otherCvs))),
  );
  const names = evidenced.map(({ skill }) => skill.name);
  if (!names.length) return [];
  const skills = sectionFor(content, 'skills').content;
  skills.technical = [...names, ...skills.technical];
  return names;
}
