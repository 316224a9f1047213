/** Built-in insight engine: ATS analysis and career analytics time per CV, over the quality set. */
import { cvContentSchema } from '@cvforge/contracts';
import { createBuiltInEngine, defaultKnowledge } from '@cvforge/insight';
import { QUALITY_PAIRS } from '@cvforge/insight/quality';
import type { Figure } from './figures';
import { median, percentile } from './stats';

const ROUNDS = 5;

async function timesPerCv(run: (index: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++)
    for (let index = 0; index < QUALITY_PAIRS.length; index++) {
      const start = performance.now();
      await run(index);
      times.push(performance.now() - start);
    }
  return times;
}

export async function measureInsight(): Promise<Figure[]> {
  const knowledgeStart = performance.now();
  defaultKnowledge();
  const knowledgeMs = performance.now() - knowledgeStart;
  const engine = createBuiltInEngine({ now: () => new Date('2026-11-01T00:00:00Z') });
  const pairs = QUALITY_PAIRS.map((pair) => ({
    content: cvContentSchema.parse(pair.cv),
    target: pair.job,
  }));
  const pair = (index: number) => pairs[index] as (typeof pairs)[number];
  // One pass warms the JIT before anything is timed.
  for (let index = 0; index < pairs.length; index++) await engine.analyzeAts(pair(index));
  const ats = await timesPerCv((index) => engine.analyzeAts(pair(index)));
  const career = await timesPerCv((index) => engine.analyzeCareer(pair(index)));
  const note = `${pairs.length} CVs × ${ROUNDS}; built-in engine; target < 30 ms`;
  return [
    {
      name: 'insight knowledge base build (cold)',
      unit: 'ms',
      median: knowledgeMs,
      note: 'once per process',
    },
    {
      name: 'insight ATS analysis per CV',
      unit: 'ms',
      median: median(ats),
      p99: percentile(ats, 99),
      note,
    },
    {
      name: 'insight career analytics per CV',
      unit: 'ms',
      median: median(career),
      p99: percentile(career, 99),
      note,
    },
  ];
}
