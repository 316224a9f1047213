import { parseCvPdf } from '@cvforge/cv-parser';
import { normaliseCvContent } from '@cvforge/cv-model';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_CVS } from '../testing/sample-cvs';
import { createRenderWorker, RenderError } from './index';

/**
 * A stand-in worker speaking the same protocol: it answers `<threadId>:<text>` after 10 ms,
 * refuses a job that arrives while another is running, and crashes, fails or hangs on demand.
 */
const FAKE_WORKER = new URL(
  `data:text/javascript,${encodeURIComponent(`
import { parentPort, threadId } from 'node:worker_threads';
let busy = false;
parentPort.on('message', ({ id, job }) => {
  const { mode, text } = job.content;
  if (mode === 'crash') process.exit(3);
  if (mode === 'hang') return;
  if (mode === 'fail') return parentPort.postMessage({ id, ok: false, message: 'bad content' });
  if (busy) return parentPort.postMessage({ id, ok: false, message: 'overlapping renders' });
  busy = true;
  setTimeout(() => {
    busy = false;
    parentPort.postMessage({ id, ok: true, output: new TextEncoder().encode(threadId + ':' + text) });
  }, 10);
});`)}`,
);

describe('createRenderWorker (protocol, with a stand-in worker)', () => {
  const renderer = createRenderWorker({ workerUrl: FAKE_WORKER, timeoutMs: 500 });
  afterAll(() => renderer.close());
  const render = async (content: Record<string, unknown>) =>
    (await renderer.renderCvPdf(content, { templateId: 'classic' })).toString();
  const threadOf = (answer: string) => answer.split(':')[0];

  it('runs renders one after the other on one long-lived thread', async () => {
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((text) => render({ text })));
    expect(answers.map((answer) => answer.split(':')[1])).toEqual(['a', 'b', 'c', 'd']);
    expect(new Set(answers.map(threadOf)).size).toBe(1);
  });

  it('fails only the render that failed', async () => {
    const [failed, next] = await Promise.allSettled([
      render({ mode: 'fail' }),
      render({ text: 'fine' }),
    ]);
    expect(failed).toMatchObject({ status: 'rejected', reason: new RenderError('bad content') });
    expect(next).toMatchObject({ status: 'fulfilled' });
  });

  it('starts a new thread after the worker dies', async () => {
    const before = threadOf(await render({ text: 'x' }));
    const [crashed, next] = await Promise.allSettled([
      render({ mode: 'crash' }),
      render({ text: 'after' }),
    ]);
    expect(crashed).toMatchObject({ status: 'rejected' });
    expect(String((crashed as PromiseRejectedResult).reason)).toMatch(/stopped \(exit code 3\)/);
    expect(next.status).toBe('fulfilled');
    const after = (next as PromiseFulfilledResult<string>).value;
    expect(after).toMatch(/:after$/);
    expect(threadOf(after)).not.toBe(before);
  });

  it('times a hung render out and carries on with a new thread', async () => {
    const before = threadOf(await render({ text: 'x' }));
    const started = Date.now();
    await expect(render({ mode: 'hang' })).rejects.toThrow(/longer than 500 ms/);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(threadOf(await render({ text: 'y' }))).not.toBe(before);
  });

  it('refuses renders once closed', async () => {
    const closing = createRenderWorker({ workerUrl: FAKE_WORKER });
    await closing.renderCvPdf({ text: 'x' }, { templateId: 'classic' });
    await closing.close();
    await expect(closing.renderCvPdf({ text: 'y' }, { templateId: 'classic' })).rejects.toThrow(
      /closed/,
    );
  });
});

describe('createRenderWorker (the real renderer in a worker thread)', () => {
  const renderer = createRenderWorker();
  afterAll(() => renderer.close());
  const content = normaliseCvContent(SAMPLE_CVS.find((cv) => cv.label === 'short')?.content);

  it('renders PDF, DOCX, cover letter and SVG pages off the main thread', async () => {
    await renderer.warmUp();
    const started = performance.now();
    const pdf = await renderer.renderCvPdf(content, { templateId: 'modern', paperSize: 'Letter' });
    // A warmed worker renders a one-page CV well under the one second a first download may take.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await parseCvPdf(new Uint8Array(pdf))).content.personal_info.name).toBe('Jane Doe');

    const docx = await renderer.renderCvDocx(content, { template: 'classic' });
    expect(docx.subarray(0, 2).toString()).toBe('PK');

    const letter = await renderer.renderCoverLetterPdf({
      content,
      letter: 'Dear hiring team, I would like to apply.',
      template: 'creative',
    });
    expect((await parseCvPdf(new Uint8Array(letter))).content.personal_info.name).toBe('Jane Doe');

    const pages = await renderer.renderCvSvgPages(content, { templateId: 'classic' });
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatch(/^<svg [^>]*viewBox="0 0 596 842"/);
    expect(pages[0]).toContain('Jane Doe');
  });

  it('answers a render error without losing the worker', async () => {
    await expect(renderer.renderCvPdf(content, { templateId: 'nope' })).rejects.toThrow(
      /Unknown template/,
    );
    const pdf = await renderer.renderCvPdf(content, { templateId: 'classic' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
