/**
 * The third-party corpus gate (src/corpus-third-party.test.ts), in points out of 100.
 *
 * Issue 12's targets: overall 95, every design 85, our own templates (cvforge-*) 99.
 * Until the parser reaches them this is a ratchet: the figures measured when the corpus was
 * added, minus 2 points. Raise them whenever the parser improves; never lower them to let a
 * change through, and never edit truth.ts or the documents to make a number pass.
 */
export const CORPUS_GATE = {
  // Measured 50.7 overall, lowest third-party design 12.5 (jsonresume-github), lowest own
  // template 83.1 (cvforge-modern), on 308 documents (the LaTeX and office designs joined,
  // which lowered the overall figure: a different corpus, not a worse parser).
  // Layout round 2: 54.0 overall, own templates 83.7 (icon fonts, margin columns of dates and
  // labels, names, addresses, jobs printed before any heading, footers, two-column regions,
  // headings set apart only by space).
  overall: 52.0,
  everyDesign: 10.5,
  ownTemplates: 81.7,
} as const;

/** Issue 12's targets, for the report. */
export const CORPUS_TARGETS = { overall: 95, everyDesign: 85, ownTemplates: 99 } as const;

/** Designs that are our own templates (cvforge-classic, -modern, -creative). */
export const isOwnTemplate = (design: string) => design.startsWith('cvforge-');
