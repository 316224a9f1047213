/** Jobs and schools: truth entries aligned with parsed ones, each field of a pair judged. */
import { alignInPrintedOrder } from './align';
import { dateMatches, datesIn } from './dates';
import { sectionOf, type Judge } from './judge';
import { compact, same, similarity } from './printed-text';

export function scoreJobs({ truth, content, printed, count }: Judge) {
  const printedJobs = truth.jobs.filter(
    (job) => printed.has(job.company) || printed.has(job.title),
  );
  const got = sectionOf(content, 'experience')?.experiences ?? [];
  const jobScore = (job: (typeof printedJobs)[number], entry: (typeof got)[number]) =>
    Math.max(
      similarity(job.company, entry.company),
      similarity(job.title, entry.title),
      similarity(`${job.company} ${job.title}`, `${entry.company} ${entry.title}`),
    );
  const { entries: jobs, pairs } = alignInPrintedOrder(
    printedJobs,
    (job) => job.start,
    got,
    jobScore,
  );
  const matched = new Set(pairs.values());
  const extras = got.filter(
    (entry, index) =>
      !matched.has(index) &&
      !truth.jobLike.some(
        (other) => similarity(other, entry.company) >= 0.5 || similarity(other, entry.title) >= 0.5,
      ),
  );
  for (const [index, job] of jobs.entries()) {
    const entry = pairs.has(index) ? got[pairs.get(index) as number] : undefined;
    const at = `sections.experience.${pairs.get(index) ?? -1}`;
    count('jobs found', entry !== undefined, () => `missing "${job.title} @ ${job.company}"`);
    if (printed.has(job.company))
      count(
        'job company',
        same(entry?.company, job.company),
        () => `"${job.company}" → "${entry?.company ?? '∅'}"`,
        `${at}.company`,
      );
    if (printed.has(job.title))
      count(
        'job title',
        same(entry?.title, job.title),
        () => `"${job.title}" → "${entry?.title ?? '∅'}"`,
        `${at}.title`,
      );
    const dates = datesIn(entry?.duration ?? '');
    if (job.start && printed.hasYear(job.start.year)) {
      count(
        'job start',
        dateMatches(dates[0], job.start, printed),
        () => `${JSON.stringify(job.start)} → "${entry?.duration ?? '∅'}"`,
        `${at}.duration`,
      );
      if (job.end && (job.end === 'present' || printed.hasYear(job.end.year))) {
        const end = dates.length > 1 ? dates[dates.length - 1] : undefined;
        count(
          'job end',
          dateMatches(end, job.end, printed),
          () => `${JSON.stringify(job.end)} → "${entry?.duration ?? '∅'}"`,
        );
      }
    }
    const bullets = new Set((entry?.achievements ?? []).map(compact));
    for (const highlight of job.highlights.filter((line) => printed.has(line))) {
      count(
        'job bullets',
        bullets.has(compact(highlight)),
        () => `"${highlight.slice(0, 50)}" not among ${bullets.size} bullets`,
      );
    }
  }
  for (const entry of extras)
    count('jobs found', false, () => `extra "${entry.title} @ ${entry.company}"`);
}

export function scoreEducation({ truth, content, printed, count }: Judge) {
  const printedSchools = truth.education.filter((entry) => printed.has(entry.institution));
  const parsedSchools = sectionOf(content, 'education')?.education ?? [];
  const { entries: schools, pairs: schoolPairs } = alignInPrintedOrder(
    printedSchools,
    (school) => school.end,
    parsedSchools,
    (want, entry) =>
      Math.max(
        similarity(want.institution, entry.institution),
        similarity(
          `${want.institution} ${want.degree} ${want.field}`,
          `${entry.institution} ${entry.degree} ${entry.field}`,
        ),
      ),
  );
  for (const [index, want] of schools.entries()) {
    const entry = schoolPairs.has(index)
      ? parsedSchools[schoolPairs.get(index) as number]
      : undefined;
    const at = `sections.education.${schoolPairs.get(index) ?? -1}`;
    count(
      'edu institution',
      same(entry?.institution, want.institution),
      () => `"${want.institution}" → "${entry?.institution ?? '∅'}"`,
      `${at}.institution`,
    );
    const degreeText = compact(entry?.degree ?? '');
    const both = compact(want.degree).length + compact(want.field).length;
    const combined =
      degreeText.includes(compact(want.degree)) &&
      want.field !== '' &&
      degreeText.includes(compact(want.field)) &&
      degreeText.length - both <= 4;
    if (want.degree && printed.has(want.degree)) {
      count(
        'edu degree',
        same(entry?.degree, want.degree) || combined,
        () => `"${want.degree}" → "${entry?.degree ?? '∅'}"`,
        `${at}.degree`,
      );
    }
    if (want.field && printed.has(want.field)) {
      count(
        'edu field',
        same(entry?.field, want.field) || (combined && !entry?.field),
        () => `"${want.field}" → "${entry?.field ?? '∅'}"`,
        `${at}.field`,
      );
    }
    if (want.end && printed.hasYear(want.end.year)) {
      const years = (entry?.year ?? '').match(/\d{4}/g) ?? [];
      count(
        'edu end',
        Number(years[years.length - 1]) === want.end.year,
        () => `${want.end?.year} → "${entry?.year ?? '∅'}"`,
      );
    }
  }
}
