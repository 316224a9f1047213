/**
 * `npm run bench` — prints a table; `npm run bench -- --json FILE` also writes every figure
 * as JSON ([{name, unit, median, p90?, p99?, note?}]) so figures can be compared over time.
 */
import { type Figure, reportFigures } from './figures';
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
import { measureLighthouse } from './lighthouse';

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
figures.push(...(await measureLighthouse()));

reportFigures(figures);
