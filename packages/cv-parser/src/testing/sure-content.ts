import type { CvContent } from '@cvforge/contracts';
import { normaliseCvContent } from '@cvforge/cv-model';

/**
 * A parsed CV for doubt tests (packages/cv-parser/src/doubts/): these personal details, jobs and
 * schools, every value read at a sure 0.9, so only the checks can flag it.
 */
export function sureContent(
  name: string,
  info: Partial<CvContent['personal_info']>,
  jobs: Record<string, string>[] = [],
  schools: Record<string, string>[] = [],
) {
  const content = normaliseCvContent({
    personal_info: { name, ...info },
    sections: [
      { type: 'experience', title: 'Experience', content: { experiences: jobs } },
      { type: 'education', title: 'Education', content: { education: schools } },
    ],
  });
  const confidence: Record<string, number> = {};
  for (const [key, value] of Object.entries(content.personal_info))
    if (value) confidence[`personal_info.${key}`] = 0.9;
  jobs.forEach((job, index) => {
    for (const key of Object.keys(job)) confidence[`sections.experience.${index}.${key}`] = 0.9;
  });
  schools.forEach((school, index) => {
    for (const key of Object.keys(school)) confidence[`sections.education.${index}.${key}`] = 0.9;
  });
  return { content, confidence };
}
