/**
 * `npm run insight:score`: the engine measured on the corpus of real job postings, tuning and
 * validation parts apart (packages/insight/corpus/manifest.json), then the cover letters of the
 * quality pairs (tuning) and the parser's third-party CVs (validation) against the reader's checks
 * of docs/decisions/035-cover-letter-quality.md. Each figure comes from a function in
 * packages/insight/src/quality, so the work that changes the engine moves it here.
 * `--verbose` lists the misses; `--letters N` prints N tuning letters (validation is only measured).
 */
import { defaultKnowledge } from '../src/knowledge';
import { measureLetters, summariseLetters } from '../src/quality/letters';
import { measureCorpus, type CorpusMeasure } from '../src/quality/postings/measure-corpus';

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const verbose = process.argv.includes('--verbose');

function print(measure: CorpusMeasure) {
  const { requirements: read, catalogueTarget: before, generated, letters, stuffing } = measure;
  const rows: [string, string | number, string | number][] = [
    ['must-have recall', percent(read.mustRecall), percent(before.mustRecall)],
    ['nice-to-have recall', percent(read.niceRecall), percent(before.niceRecall)],
    [
      'must/nice as the posting marks it',
      percent(read.mustAgreement),
      percent(before.mustAgreement),
    ],
    ['invented requirements', read.invented, before.invented],
    ['misreadings', read.misreadings, before.misreadings],
    ['found, not labelled (in the posting)', read.unlabelled, before.unlabelled],
  ];
  console.log(
    `\n== ${measure.part}: ${measure.postings} postings (${read.labelledMust} labelled must-haves), ${measure.cvs} CVs ==`,
  );
  console.log('reading postings                      requirements list   catalogue target');
  for (const [name, now, old] of rows)
    console.log(`  ${name.padEnd(36)}${String(now).padStart(10)}${String(old).padStart(19)}`);
  console.log(`generated for ${generated.pairs} posting/CV pairs`);
  console.log(`  placeholders in content, letters, suggestions  ${generated.placeholders}`);
  console.log(`  tailored headlines relabelled to the job title ${generated.relabelledTitles}`);
  console.log(`cover letters: ${letters.count}`);
  console.log(`  outside 250-400 words                          ${letters.outside250to400Words}`);
  console.log(`  outside 3-5 paragraphs                         ${letters.outside3to5Paragraphs}`);
  console.log(`  over 400 words                                 ${letters.over400Words}`);
  console.log(`  with a sentence repeated                       ${letters.withRepeatedSentence}`);
  console.log(
    `  restating more than 3 CV bullets               ${letters.overThreeRestatedBullets}`,
  );
  console.log(
    `  name not exactly once after the closing        ${letters.nameNotOnceAfterClosing}`,
  );
  console.log(
    `  words ${Math.min(...letters.words)}-${Math.max(...letters.words)}, paragraphs ${Math.min(...letters.paragraphs)}-${Math.max(...letters.paragraphs)}`,
  );
  console.log(
    `stuffing (8 unevidenced must-haves appended to the skills list), ${stuffing.pairs} pairs`,
  );
  console.log(`  ATS score rise: mean ${stuffing.meanRise.toFixed(1)}, max ${stuffing.maxRise}`);
  if (verbose) {
    console.log('  missed must-haves:', read.missedMust.join('; ') || 'none');
    console.log('  invented:', read.examples.invented.join('; ') || 'none');
    console.log('  misreadings:', read.examples.misreadings.join('; ') || 'none');
  }
}

const context = { knowledge: defaultKnowledge(), now: new Date('2026-11-01T00:00:00Z') };
for (const part of ['tuning', 'validation'] as const) print(measureCorpus(context, part));

console.log('\n== cover letters: quality pairs (tuning) and third-party CVs (validation) ==');
const letters = measureLetters();
console.table(summariseLetters(letters));
const shown = Number(process.argv[process.argv.indexOf('--letters') + 1] || 0);
for (const row of letters.filter((item) => item.part === 'tuning').slice(0, shown))
  console.log(`\n=== ${row.id} (${row.problems.join('; ') || 'passes'})\n\n${row.letter}`);
