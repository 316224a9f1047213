import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CvParseError, parseCvPdf, parseCvPdfInWorker } from './index';
import { readFixture } from './testing/fixtures';

const base = readFixture('small-base.pdf');

const mutationArbitrary = fc.oneof(
  fc.record({
    kind: fc.constant('flip' as const),
    at: fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
    value: fc.nat(255),
  }),
  fc.record({
    kind: fc.constant('truncate' as const),
    at: fc.array(fc.nat(), { minLength: 1, maxLength: 1 }),
    value: fc.nat(255),
  }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
    value: fc.nat(255),
  }),
);
type Mutation = typeof mutationArbitrary extends fc.Arbitrary<infer T> ? T : never;

function mutate(bytes: Uint8Array, mutation: Mutation): Uint8Array {
  const copy = Array.from(bytes);
  for (const at of mutation.at) {
    const index = at % copy.length;
    if (mutation.kind === 'flip') copy[index] = (copy[index] ?? 0) ^ (mutation.value || 1);
    else if (mutation.kind === 'truncate') copy.length = index;
    else
      copy.splice(
        index,
        0,
        ...Array.from({ length: 16 }, (_, offset) => (mutation.value + offset * 37) % 256),
      );
  }
  return new Uint8Array(copy);
}

const mutants = (count: number, seed: number) =>
  fc.sample(mutationArbitrary, { numRuns: count, seed }).map((mutation) => mutate(base, mutation));

describe('randomly mutated PDFs', () => {
  it('500 mutants each resolve or reject with a CvParseError (in process)', async () => {
    let resolved = 0;
    for (const bytes of mutants(500, 20_240_601)) {
      try {
        await parseCvPdf(bytes);
        resolved++;
      } catch (error) {
        expect(error).toBeInstanceOf(CvParseError);
      }
    }
    console.log(`500 mutants: ${resolved} parsed, ${500 - resolved} rejected with a CvParseError`);
  });

  // Each worker boots tsx and pdf.js (~2 s on 2 CPUs), so a sample goes through the real worker path.
  it('a sample of 16 mutants through the worker never crash the process', async () => {
    const outcomes = await Promise.all(
      mutants(16, 7).map((bytes) =>
        parseCvPdfInWorker(bytes).then(
          () => 'parsed',
          (error: unknown) => (error instanceof CvParseError ? error.reason : 'crash'),
        ),
      ),
    );
    expect(outcomes).not.toContain('crash');
  }, 120_000);
});
