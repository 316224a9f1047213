/**
 * The third-party corpus gate (src/corpus-third-party.test.ts), in points out of 100.
 *
 * Issue 12's targets: overall 95, every design 85, our own templates (cvforge-*) 99.
 * Until the parser reaches them this is a ratchet: the figures measured when the corpus was
 * added, minus 2 points. Raise them whenever the parser improves; never lower them to let a
 * change through, and never edit truth.ts or the documents to make a number pass.
 */
export const CORPUS_GATE = {
  // Measured 95.1 overall, lowest design 81.1 (jsonresume-autumn), own templates 99.7–100
  // (the issue's own-template target is met, so it is the gate), on 308 documents.
  overall: 93.1,
  everyDesign: 79.1,
  ownTemplates: 99,
} as const;

/** Issue 12's targets, for the report. */
export const CORPUS_TARGETS = { overall: 95, everyDesign: 85, ownTemplates: 99 } as const;

/** Designs that are our own templates (cvforge-classic, -modern, -creative). */
export const isOwnTemplate = (design: string) => design.startsWith('cvforge-');
