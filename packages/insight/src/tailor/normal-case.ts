import type { CvContent } from '@cvforge/contracts';
import type { Knowledge } from '../knowledge';

/** Capitals that stay capitals when a shouted line is written in normal case. */
const ACRONYMS = new Set(
  (
    'AI API AWS BA BI BS BSC CEO CFO CIO COO CPA CRM CTO EMEA ERP ETL FP&A GCP HR II III IT IV ' +
    'KPI LLC LLM MA MBA MD ML MSC NHS PA PhD PMP QA RN SAP SEO SQL UI UK US USA UX VP'
  )
    .split(' ')
    .map((word) => word.toUpperCase()),
);
const SMALL = new Set(['of', 'and', 'the', 'in', 'at', 'for', 'to', 'on', 'a', 'an', 'de', 'van']);

/** True when a text is written in capitals only ("JANE DOE", "DEVOPS ENGINEER"). */
export const isShouted = (text: string) =>
  /\p{Lu}.*\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text) && text.replace(/\P{L}/gu, '').length > 3;

/**
 * A text printed in capitals written in normal case: "DEVOPS ENGINEER" → "DevOps Engineer",
 * "JANE O'NEIL" → "Jane O'Neil"; acronyms (SQL, AWS, CFO) and the knowledge base's own spellings
 * stay. Texts with any lower-case letter are returned as they are.
 */
export function normalCase(text: string, knowledge?: Knowledge): string {
  if (!isShouted(text)) return text;
  return text.replace(/[\p{L}\p{N}&]+(?:['’][\p{L}]+)?/gu, (word, offset: number) => {
    if (ACRONYMS.has(word)) return word;
    const known = knowledge?.term(word) ?? knowledge?.findTerms(word)[0]?.term;
    if (known && known.name.toLowerCase() === word.toLowerCase()) return known.name;
    const lower = word.toLowerCase();
    if (offset > 0 && SMALL.has(lower)) return lower;
    return lower.replace(/(^|['’-])\p{L}/gu, (letter) => letter.toUpperCase());
  });
}

/** The name, the headline and each job's title and employer in normal case when the source shouts them. */
export function unshoutContent(content: CvContent, knowledge: Knowledge): void {
  const info = content.personal_info;
  info.name = normalCase(info.name, knowledge);
  info.title = normalCase(info.title, knowledge);
  for (const section of content.sections) {
    if (section.type === 'personal_info') {
      section.content.name = normalCase(section.content.name, knowledge);
      section.content.title = normalCase(section.content.title, knowledge);
    }
    if (section.type === 'experience')
      for (const entry of section.content.experiences) {
        entry.title = normalCase(entry.title, knowledge);
        entry.company = normalCase(entry.company, knowledge);
      }
  }
}
