/**
 * `npm run bench` — prints a table; `npm run bench -- --json FILE` also writes every figure
 * as JSON ([{name, unit, median, p90?, p99?, note?}]) so figures can be compared over time.
 */
import fs from 'node:fs';
import { measureColdStart, measureIdleRss } from './server-metrics';
import { measurePlansThroughput } from './throughput';
import { measureLandingBundle } from './bundle';
import { measureLoginThroughput } from './login';
import { measureLiveEventLatency } from './live-events';
import { measureUploadToLiveEvent } from './upload';
import { measureParse } from './parse';
import { measureRender } from './render';
import { measureChromiumPrint } from './chromium-print';
import { measurePreviewUpdate } from './preview-update';
import { measureInsight } from './insight';
import { measureGeneration } from './generation';

export interface Figure {
  name: string;
  unit: string;
  median: number;
  p90?: number;
  p99?: number;
  note?: string;
}

const figures: Figure[] = [
  ...(await measureColdStart()),
  await measureIdleRss(),
  ...(await measurePlansThroughput()),
  await measureLandingBundle(),
  ...(await measureLoginThroughput()),
  await measureLiveEventLatency(),
  await measureUploadToLiveEvent(),
  ...(await measureParse()),
  ...(await measureRender()),
  ...(await measurePreviewUpdate()),
  ...(await measureInsight()),
  ...(await measureGeneration()),
];
figures.push(...(await measureChromiumPrint(figures)));

const round = (value: number) => (Number.isInteger(value) ? value : Number(value.toFixed(1)));
console.table(
  figures.map(({ name, unit, median, p90, p99, note }) => ({
    name,
    median: round(median),
    p90: p90 === undefined ? '' : round(p90),
    p99: p99 === undefined ? '' : round(p99),
    unit,
    note: note ?? '',
  })),
);

const jsonFlag = process.argv.indexOf('--json');
if (jsonFlag !== -1) {
  const file = process.argv[jsonFlag + 1];
  if (!file) throw new Error('--json needs a file name');
  fs.writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`figures written to ${file}`);
}
