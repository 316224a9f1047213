/** Debug: how often entry fields under confidence 0.6 are wrong, against those at 0.6 or above. */
import fs from 'node:fs';
import { align, corpusDocuments, norm, similarity } from '../corpus/score';
import { truthOf } from '../corpus/truth';
import { parseCvPdf } from '../src/index';

const buckets: Record<string, { low: [number, number]; high: [number, number] }> = {};
const tally = (field: string, confidence: number | undefined, ok: boolean) => {
  if (confidence === undefined) return;
  const bucket = (buckets[field] ??= { low: [0, 0], high: [0, 0] });
  const side = confidence < 0.6 ? bucket.low : bucket.high;
  side[0] += ok ? 0 : 1;
  side[1] += 1;
};
for (const doc of corpusDocuments()) {
  const truth = truthOf(
    JSON.parse(fs.readFileSync(doc.pdf.replace(/\.pdf$/, '.resume.json'), 'utf8')),
  );
  const { content, confidence } = await parseCvPdf(new Uint8Array(fs.readFileSync(doc.pdf)));
  const jobs =
    (
      content.sections.find((s) => s.type === 'experience')?.content as
        { experiences: { title: string; company: string }[] } | undefined
    )?.experiences ?? [];
  const pairs = align(truth.jobs, jobs, (t, p) =>
    Math.max(similarity(t.company, p.company), similarity(t.title, p.title)),
  );
  for (const [i, j] of pairs) {
    const want = truth.jobs[i];
    const got = jobs[j];
    if (!want || !got) continue;
    tally(
      'job title',
      confidence[`sections.experience.${j}.title`],
      norm(got.title) === norm(want.title),
    );
    tally(
      'job company',
      confidence[`sections.experience.${j}.company`],
      norm(got.company) === norm(want.company),
    );
  }
  const schools =
    (
      content.sections.find((s) => s.type === 'education')?.content as
        { education: { institution: string; degree: string }[] } | undefined
    )?.education ?? [];
  const schoolPairs = align(truth.education, schools, (t, p) =>
    similarity(t.institution, p.institution),
  );
  for (const [i, j] of schoolPairs) {
    const want = truth.education[i];
    const got = schools[j];
    if (!want || !got) continue;
    tally(
      'edu institution',
      confidence[`sections.education.${j}.institution`],
      norm(got.institution) === norm(want.institution),
    );
    tally(
      'edu degree',
      confidence[`sections.education.${j}.degree`],
      norm(got.degree) === norm(want.degree) || norm(got.degree).startsWith(norm(want.degree)),
    );
  }
}
const pct = ([wrong, total]: [number, number]) =>
  total ? `${((100 * wrong) / total).toFixed(0)}% wrong of ${total}` : '-';
for (const [field, { low, high }] of Object.entries(buckets))
  console.log(`${field.padEnd(16)} conf<0.6: ${pct(low).padEnd(20)} conf>=0.6: ${pct(high)}`);
