/** Why the LLM call gave no usable answer; each kind becomes one sentence in the report. */
export type LlmFailure =
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'unreachable' }
  | { kind: 'http'; status: number }
  | { kind: 'format' }
  /** The answer stated a fact (of this kind) the CV does not contain. */
  | { kind: 'fabrication'; entity: string }
  /** The answer held unfilled template text ("[what you did]"): decision 032. */
  | { kind: 'placeholder' }
  /** The answer gave the person the job's title, which none of their own titles carries. */
  | { kind: 'title' }
  /** The answer promoted a value the parser doubted and the user has not confirmed. */
  | { kind: 'doubtful' }
  /** The answer's cover letter failed a reader's check (docs/decisions/035-cover-letter-quality.md). */
  | { kind: 'letter'; problem: string };

/** A short sentence for ReportEngine.fallback_reason. Never carries server text (it could echo secrets). */
export function fallbackReason(failure: LlmFailure, wrote: 'report' | 'CV' = 'report'): string {
  const WROTE_IT = `so the built-in engine wrote this ${wrote}.`;
  switch (failure.kind) {
    case 'timeout':
      return `The AI provider did not answer within ${failure.timeoutMs / 1000} s, ${WROTE_IT}`;
    case 'unreachable':
      return `The AI provider could not be reached, ${WROTE_IT}`;
    case 'http':
      return `The AI provider answered with an error (HTTP ${failure.status}), ${WROTE_IT}`;
    case 'format':
      return `The AI provider's answer did not match the ${wrote} format, ${WROTE_IT}`;
    case 'fabrication':
      return `The AI provider's answer named ${failure.entity} that your CV does not contain, ${WROTE_IT}`;
    case 'placeholder':
      return `The AI provider's answer left a placeholder to fill in, ${WROTE_IT}`;
    case 'title':
      return `The AI provider's answer gave you the job's title, which your CV does not show, ${WROTE_IT}`;
    case 'doubtful':
      return `The AI provider's answer used a value of your CV marked "check this", ${WROTE_IT}`;
    case 'letter':
      return `The AI provider's cover letter did not pass the letter checks (${failure.problem}), ${WROTE_IT}`;
  }
}
