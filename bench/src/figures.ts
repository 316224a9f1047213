import fs from 'node:fs';

/** One row of a bench table. */
export interface Figure {
  name: string;
  unit: string;
  median: number;
  p90?: number;
  p99?: number;
  note?: string;
}

const round = (value: number) => {
  if (!Number.isFinite(value)) return '';
  return Number.isInteger(value) ? value : Number(value.toFixed(1));
};

/**
 * Prints the figures as a table; with `--json FILE` on the command line also writes them as JSON
 * ([{name, unit, median, p90?, p99?, note?}]) so figures can be compared over time.
 */
export function reportFigures(figures: Figure[]) {
  console.table(
    figures.map(({ name, unit, median, p90, p99, note }) => ({
      name,
      median: round(median),
      p90: round(p90 ?? NaN),
      p99: round(p99 ?? NaN),
      unit,
      note: note ?? '',
    })),
  );
  const jsonFlag = process.argv.indexOf('--json');
  if (jsonFlag === -1) return;
  const file = process.argv[jsonFlag + 1];
  if (!file) throw new Error('--json needs a file name');
  fs.writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`figures written to ${file}`);
}
