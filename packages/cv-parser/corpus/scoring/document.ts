/**
 * One document scored field by field against its truth (packages/cv-parser/corpus/truth.ts): each
 * value counts when the design printed it, right or wrong, with the parser's confidence beside it
 * for the doubt tables (packages/cv-parser/corpus/doubt-table.ts).
 */
import type { CvContent } from '@cvforge/contracts';
import type { Truth } from '../truth';
import { scoreEducation, scoreJobs } from './entries';
import { emptyTally, type DocumentScore, type ScoreField } from './fields';
import { sectionOf, type Count, type Judge } from './judge';
import { compact, norm, same, similarity, urlKey, words, type PrintedText } from './printed-text';

export function scoreDocument(
  truth: Truth,
  content: CvContent,
  printed: PrintedText,
  confidence: Record<string, number> = {},
  reasons: Record<string, string> = {},
): Pick<DocumentScore, 'tally' | 'mismatches' | 'calibration'> {
  const tally = emptyTally();
  const mismatches: string[] = [];
  const calibration: DocumentScore['calibration'] = [];
  const count: Count = (field, ok, detail, path) => {
    tally[field].total++;
    if (ok) tally[field].correct++;
    else mismatches.push(`${field}: ${detail()}`);
    const score = path === undefined ? undefined : confidence[path];
    if (score !== undefined && path !== undefined)
      calibration.push({
        field,
        confidence: score,
        ok,
        path,
        ...(ok ? {} : { mismatch: mismatches.at(-1) }),
        ...(reasons[path] ? { reason: reasons[path] } : {}),
      });
  };
  const judge = { truth, content, printed, count };
  scorePersonal(judge);
  scoreJobs(judge);
  scoreEducation(judge);
  scoreLists(judge);
  return { tally, mismatches, calibration };
}

function scorePersonal({ truth, content, printed, count }: Judge) {
  const info = content.personal_info;
  if (printed.has(truth.name))
    count(
      'name',
      same(info.name, truth.name),
      () => `"${truth.name}" → "${info.name}"`,
      'personal_info.name',
    );
  if (truth.email && printed.has(truth.email))
    count(
      'email',
      same(info.email, truth.email),
      () => `"${truth.email}" → "${info.email}"`,
      'personal_info.email',
    );
  const digits = (text: string) => text.replace(/\D/g, '');
  if (truth.phone && printed.has(truth.phone))
    count(
      'phone',
      digits(info.phone) === digits(truth.phone),
      () => `"${truth.phone}" → "${info.phone}"`,
      'personal_info.phone',
    );
  if (truth.location.city && printed.hasLocation(truth.location)) {
    const allowed = new Set(truth.location.parts.flatMap(words));
    const got = words(info.location);
    const ok =
      compact(info.location).includes(compact(truth.location.city)) &&
      got.every((word) => allowed.has(word));
    count(
      'location',
      ok,
      () => `"${truth.location.parts.join(', ')}" → "${info.location}"`,
      'personal_info.location',
    );
  }
  if (
    truth.linkedin &&
    (printed.hasUrl(truth.linkedin.url) ||
      printed.outsideEmails?.hasHandle(truth.linkedin.username) === true)
  ) {
    const got = urlKey(info.linkedin);
    const ok =
      got === urlKey(truth.linkedin.url) ||
      (got !== '' && got.endsWith(norm(truth.linkedin.username)));
    count(
      'links',
      ok,
      () => `linkedin "${truth.linkedin?.url}" → "${info.linkedin}"`,
      'personal_info.linkedin',
    );
  }
  // Every printed site (a homepage, GitHub, a portfolio…) is kept: as the website or a profile.
  const kept = [info.website, ...(info.profiles ?? []).map((profile) => profile.url)];
  for (const site of truth.websites.filter((each) => printed.hasUrl(each.url))) {
    const at = kept.findIndex((url) => url && urlKey(url) === urlKey(site.url));
    count(
      'links',
      at !== -1,
      () => `website "${site.url}" → "${kept.filter(Boolean).join(', ')}"`,
      at === 0 ? 'personal_info.website' : undefined,
    );
  }
  const summary = sectionOf(content, 'summary')?.text ?? '';
  if (truth.summary && printed.has(truth.summary.slice(0, 60))) {
    count(
      'summary',
      similarity(summary, truth.summary) >= 0.9,
      () => `"${truth.summary.slice(0, 50)}…" → "${summary.slice(0, 50)}…"`,
      'sections.summary.text',
    );
  }
}

/** Skills, languages, certifications and projects: printed items found, items not printed are errors. */
function scoreLists({ truth, content, printed, count }: Judge) {
  // Skills: recall over printed keywords; precision over what the parser listed.
  const skills = sectionOf(content, 'skills');
  const gotSkills = [
    ...new Set(
      [...(skills?.technical ?? []), ...(skills?.professional ?? []), ...(skills?.tools ?? [])].map(
        norm,
      ),
    ),
  ];
  const wantSkills = new Set(truth.skills.map(norm));
  const groups = new Set(truth.skillGroups.map(norm));
  for (const skill of truth.skills.filter((value) => printed.has(value))) {
    count('skills recall', gotSkills.includes(norm(skill)), () => `missing "${skill}"`);
  }
  for (const skill of gotSkills.filter((value) => !groups.has(value))) {
    count('skills precision', wantSkills.has(skill), () => `extra "${skill}"`);
  }

  const gotLanguages = new Set(
    (sectionOf(content, 'languages')?.languages ?? []).map((entry) => norm(entry.name)),
  );
  for (const language of truth.languages.filter((value) => printed.has(value))) {
    count('languages', gotLanguages.has(norm(language)), () => `missing "${language}"`);
  }

  // Certifications and projects: printed names found; names the source does not have are errors.
  const named = (field: ScoreField, want: string[], names: string[]) => {
    const wanted = new Set(want.map(norm));
    const found = new Set(names.map(norm).filter(Boolean));
    for (const value of want.filter((item) => printed.has(item)))
      count(field, found.has(norm(value)), () => `missing "${value}"`);
    for (const value of found)
      if (!wanted.has(value)) count(field, false, () => `extra "${value}"`);
  };
  named(
    'certifications',
    truth.certifications.map((entry) => entry.name),
    (sectionOf(content, 'certifications')?.certifications ?? []).map((entry) => entry.name),
  );
  named(
    'projects',
    truth.projects,
    (sectionOf(content, 'projects')?.projects ?? []).map((entry) => entry.name),
  );
}
