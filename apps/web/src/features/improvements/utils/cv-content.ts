import type { CvContent, LooseCvContent } from '@cvforge/contracts';
import { normaliseCvContent } from '@cvforge/cv-model';

/** The server's cv_content (a JSON string or an object) as canonical content; null when absent. */
export function readCvContent(raw: LooseCvContent | null | undefined): CvContent | null {
  if (raw === null || raw === undefined || (typeof raw === 'string' && !raw.trim())) return null;
  return normaliseCvContent(raw);
}

export interface ExperienceTarget {
  company: string;
  /** The job title(s) held there, to tell the entries apart in the picker. */
  detail: string;
}

/** The companies of the CV's experience entries (once each): where keyword and experience lines go. */
export function experienceTargets(content: CvContent | null): ExperienceTarget[] {
  const section = content?.sections.find((s) => s.type === 'experience');
  if (section?.type !== 'experience') return [];
  const byCompany = new Map<string, string[]>();
  for (const job of section.content.experiences) {
    const company = job.company.trim();
    if (!company) continue;
    const titles = byCompany.get(company) ?? [];
    if (job.title.trim()) titles.push(job.title.trim());
    byCompany.set(company, titles);
  }
  return [...byCompany].map(([company, titles]) => ({ company, detail: titles.join(', ') }));
}
