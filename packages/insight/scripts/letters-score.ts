// Prints the cover-letter figures of docs/decisions/035-cover-letter-quality.md on the quality
// pairs (tuning) and the parser's third-party CVs (validation). `--letters N` prints N letters.
import { measureLetters, summariseLetters } from '../src/quality/letters';

const results = measureLetters();
console.table(summariseLetters(results));
const shown = Number(process.argv[process.argv.indexOf('--letters') + 1] || 0);
for (const row of results.filter((item) => item.part === 'validation').slice(0, shown))
  console.log(`\n=== ${row.id} (${row.problems.join('; ') || 'passes'})\n\n${row.letter}`);
