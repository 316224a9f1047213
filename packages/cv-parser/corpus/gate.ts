/**
 * The third-party corpus gate (src/corpus-third-party.test.ts), in points out of 100.
 *
 * Issue 12's targets: overall 95, every design 85, our own templates (cvforge-*) 99. The parser
 * reached them, so the gate is the targets: a change that takes the parser below any of them
 * fails. Never lower them to let a change through, and never edit truth.ts or the documents to
 * make a number pass.
 */
export const CORPUS_GATE = {
  // Measured 95.3 overall, lowest design 85.7 (jsonresume-direct), own templates 99.7–100, on
  // 308 documents.
  overall: 95,
  everyDesign: 85,
  ownTemplates: 99,
} as const;

/** Issue 12's targets, for the report. */
export const CORPUS_TARGETS = { overall: 95, everyDesign: 85, ownTemplates: 99 } as const;

/** Designs that are our own templates (cvforge-classic, -modern, -creative). */
export const isOwnTemplate = (design: string) => design.startsWith('cvforge-');
