import { readRequirements } from '../../extract/requirements';
import { resolveTarget } from '../../extract/target';
import type { Knowledge } from '../../knowledge';
import type { PostingReader } from './requirement-figures';

/** The engine's requirements list: what the reports list one by one. */
export const requirementsReader =
  (knowledge: Knowledge): PostingReader =>
  (posting) =>
    readRequirements(knowledge, posting.text);

/**
 * The catalogue-only job target (skills, soft skills, certifications, years) that the scores
 * still use: measured to show what reading the posting line by line adds.
 */
export const catalogueTargetReader =
  (knowledge: Knowledge): PostingReader =>
  (posting) => {
    const target = resolveTarget(
      knowledge,
      { job_title: posting.title, job_description: posting.text },
      { roleTitle: '', skills: new Set() },
    );
    const years = /(\d{1,2})\s*\+?\s*(?:(?:-|–|to)\s*\d{1,2}\s*)?\+?\s*years?/i.test(posting.text);
    return [
      ...target.hardSkills.map((skill) => ({
        text: skill.name,
        kind: 'skill',
        must: skill.required,
        catalogued: skill.name,
      })),
      ...target.softSkills.map((name) => ({ text: name, kind: 'soft_skill', must: true })),
      ...target.certifications.map((name) => ({ text: name, kind: 'certification', must: true })),
      ...(years ? [{ text: `${target.yearsRequired} years`, kind: 'years', must: true }] : []),
    ];
  };
