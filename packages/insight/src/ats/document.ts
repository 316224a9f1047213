import type {
  AtsCompatibility,
  AtsCompatibilityRating,
  FormattingAnalysis,
  StructureAnalysis,
  StructureSectionCheck,
} from '@cvforge/contracts';
import { dateStyleOf } from '@cvforge/cv-model';
import { sectionLabel, sectionOf } from '../extract/cv-reading';
import type { CvProfile } from '../extract/cv-profile';
import type { PdfEvidence } from '../types';
import { capped, penaltyLedger, plural } from './scored';

const share = (filled: number, total: number) => Math.round((100 * filled) / total);
const filledCount = (values: readonly string[]) => values.filter((value) => value.trim()).length;

/** Present and how complete (0-100) each section an ATS expects is. */
function sectionChecks(profile: CvProfile): Record<string, StructureSectionCheck> {
  const { content } = profile;
  const info = content.personal_info;
  const summary = sectionOf(content, 'summary');
  const summaryWords = summary?.content.text.split(/\s+/).filter(Boolean).length ?? 0;
  const experience = sectionOf(content, 'experience')?.content.experiences ?? [];
  const education = sectionOf(content, 'education')?.content.education ?? [];
  const skills = sectionOf(content, 'skills')?.content;
  const skillCount = skills
    ? filledCount([...skills.technical, ...skills.professional, ...skills.tools])
    : 0;
  const experienceFields = experience.flatMap((entry) => [
    entry.title,
    entry.company,
    entry.duration,
    entry.achievements.length >= 2 ? 'ok' : '',
  ]);
  const educationFields = education.flatMap((entry) => [
    entry.degree,
    entry.institution,
    entry.year,
  ]);
  const checks: Record<string, StructureSectionCheck> = {
    contact: {
      present: Boolean(info.name.trim() || info.email.trim()),
      completeness: share(
        filledCount([
          info.name,
          info.email,
          info.phone,
          info.location,
          info.linkedin || info.website,
        ]),
        5,
      ),
    },
    summary: { present: summaryWords > 0, completeness: Math.min(100, share(summaryWords, 30)) },
    experience: {
      present: experience.length > 0,
      completeness: experienceFields.length
        ? share(filledCount(experienceFields), experienceFields.length)
        : 0,
    },
    education: {
      present: education.length > 0,
      completeness: educationFields.length
        ? share(filledCount(educationFields), educationFields.length)
        : 0,
    },
    // How many skills a list holds says nothing an ATS can trust (appending claims would fill it):
    // a skills section with any entry is complete; skills count where they are shown
    // (docs/decisions/034-shown-not-listed.md).
    skills: { present: skillCount > 0, completeness: skillCount > 0 ? 100 : 0 },
  };
  for (const type of ['certifications', 'projects', 'languages', 'achievements'] as const) {
    const section = sectionOf(content, type);
    if (section) checks[type] = { present: true, completeness: 100 };
  }
  return checks;
}

const ESSENTIAL = ['contact', 'summary', 'experience', 'education', 'skills'] as const;

export function analyzeStructure(profile: CvProfile) {
  const sections = sectionChecks(profile);
  const ledger = penaltyLedger();
  const recommendations: string[] = [];
  for (const name of ESSENTIAL) {
    const check = sections[name] as StructureSectionCheck;
    const label = name === 'contact' ? 'Contact details' : sectionLabel(name);
    if (!check.present) {
      ledger.cost(20, `${label} section is missing`, label);
      recommendations.push(
        `Add a ${label.toLowerCase()} section: ATS parsers look for it by that name.`,
      );
    } else if (check.completeness < 100) {
      ledger.cost(
        Math.round((100 - check.completeness) / 5),
        `${label} is ${check.completeness}% complete`,
        label,
      );
    } else {
      ledger.note({ kind: 'found', text: `${label} present and complete`, section: label });
    }
  }
  if ((sections.summary?.completeness ?? 0) < 100 && sections.summary?.present)
    recommendations.push(
      'Write a summary of 30 to 80 words naming your role, years and strongest skills.',
    );
  if ((sections.experience?.completeness ?? 0) < 100 && sections.experience?.present)
    recommendations.push('Give every job a title, company, dates and at least two achievements.');
  const structure: StructureAnalysis = { score: ledger.score, sections, recommendations };
  return { structure, evidence: ledger.evidence };
}

const LONG_LINE_WORDS = 35;

export function analyzeFormatting(profile: CvProfile, pdf: PdfEvidence | null) {
  const ledger = penaltyLedger();
  const issues: string[] = [];
  const recommendations: string[] = [];
  const flag = (points: number, issue: string, advice: string, section?: string) => {
    if (points <= 0) return;
    ledger.cost(points, issue, section);
    issues.push(issue);
    recommendations.push(advice);
  };
  const info = profile.content.personal_info;
  if (!info.email.trim())
    flag(15, 'No e-mail address', 'Add an e-mail address in the header.', 'Header');
  if (!info.phone.trim()) flag(5, 'No phone number', 'Add a phone number in the header.', 'Header');
  if (!info.location.trim())
    flag(
      3,
      'No location',
      'Add your city and country: many searches filter by location.',
      'Header',
    );
  const undated = profile.entries.filter(({ range }) => !range).length;
  flag(
    capped(undated, 5, 15),
    `${plural(undated, 'job')} without readable dates`,
    'Write dates as "Jan 2020 – Present" or "03/2019 – 12/2021".',
    'Experience',
  );
  const long = profile.achievements.filter(
    ({ line }) => line.split(/\s+/).length > LONG_LINE_WORDS,
  ).length;
  flag(
    capped(long, 2, 10),
    `${plural(long, 'achievement')} over ${LONG_LINE_WORDS} words`,
    'Keep each achievement to one or two lines.',
    'Experience',
  );
  const styles = new Set(profile.entries.map(({ entry }) => dateStyleOf(entry.duration)));
  flag(
    styles.size > 2 ? 4 : 0,
    'Dates are written in several styles',
    'Write every date in the same style.',
    'Experience',
  );
  if (profile.content.personal_info.photo)
    flag(
      3,
      'A photo is included',
      'Leave the photo out for ATS submissions: it is ignored or confuses the parser.',
      'Header',
    );
  if (pdf) {
    if (pdf.columns === 2)
      flag(
        8,
        'Two-column layout',
        'Use one column for ATS submissions: some ATS read across columns and mix lines.',
      );
    if (pdf.pages > 2 && profile.years < 10)
      flag(
        5,
        `${pdf.pages} pages with under 10 years of experience`,
        'Keep the CV to one or two pages.',
      );
    const doubtful = Object.entries(pdf.confidence).filter(([, value]) => value < 0.6).length;
    flag(
      capped(doubtful, 3, 12),
      `${plural(doubtful, 'field')} the parser read with low confidence`,
      'Check the fields marked "Check this" in the editor: an ATS may misread them too.',
    );
  }
  if (issues.length === 0) ledger.note({ kind: 'info', text: 'No formatting rule cost points' });
  const formatting: FormattingAnalysis = { score: ledger.score, issues, recommendations };
  return { formatting, evidence: ledger.evidence };
}

/** Compatibility bands: 90 Excellent, 75 Good, 55 Fair, else Poor. */
export function compatibilityRating(score: number): AtsCompatibilityRating {
  if (score >= 90) return 'Excellent';
  if (score >= 75) return 'Good';
  if (score >= 55) return 'Fair';
  return 'Poor';
}

/** Read from the real parse of the PDF: text layer, reading order, standard headings. */
export function analyzeCompatibility(pdf: PdfEvidence | null) {
  const ledger = penaltyLedger();
  if (!pdf) {
    ledger.note({
      kind: 'info',
      text: 'No PDF was read for this CV, so compatibility was not measured',
    });
    const compatibility: AtsCompatibility = {
      overall: 'Good',
      pdfParsing: 'Not measured: no PDF was available to read.',
      structureRecognition: 'Not measured: no PDF was available to read.',
    };
    return { compatibility, score: 80, evidence: ledger.evidence };
  }
  const origin =
    pdf.source === 'uploaded' ? 'your uploaded PDF' : 'the PDF this app renders for your CV';
  if (pdf.textItems === 0) {
    ledger.cost(100, 'No text layer: an ATS reads nothing (is it a scan?)');
    return {
      compatibility: {
        overall: 'Poor' as const,
        pdfParsing: `No text layer in ${origin}: an ATS reads nothing from it. Export it from your editor as a text PDF.`,
        structureRecognition: 'No headings could be read.',
      },
      score: 0,
      evidence: ledger.evidence,
    };
  }
  if (pdf.columns === 2)
    ledger.cost(15, 'Read as two columns: some ATS read straight across and mix lines');
  const unknown = pdf.headings.filter((heading) => heading.type === null);
  const known = pdf.headings.length - unknown.length;
  for (const heading of unknown.slice(0, 4))
    ledger.cost(5, `Heading "${heading.title}" is not a standard section name`, heading.title);
  if (pdf.headings.length === 0) ledger.cost(20, 'No section headings were recognised');
  const confidences = Object.values(pdf.confidence);
  const low = confidences.filter((value) => value < 0.6).length;
  ledger.cost(capped(low, 3, 15), `${plural(low, 'field')} read with low confidence`);
  if (pdf.headings.length > 0 && unknown.length === 0)
    ledger.note({ kind: 'found', text: `All ${known} headings are standard names` });
  const compatibility: AtsCompatibility = {
    overall: compatibilityRating(ledger.score),
    pdfParsing: `Text layer found on ${plural(pdf.pages, 'page')} of ${origin}; read as ${pdf.columns === 1 ? 'one column' : 'two columns'}${low ? `; ${plural(low, 'field')} read with low confidence` : ''}.`,
    structureRecognition: pdf.headings.length
      ? `${known} of ${pdf.headings.length} headings are standard section names${
          unknown.length
            ? ` (not standard: ${unknown
                .map((heading) => `"${heading.title}"`)
                .slice(0, 4)
                .join(', ')})`
            : ''
        }.`
      : 'No section headings were recognised.',
  };
  return { compatibility, score: ledger.score, evidence: ledger.evidence };
}
