/** Why the LLM call gave no usable answer; each kind becomes one sentence in the report. */
export type LlmFailure =
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'unreachable' }
  | { kind: 'http'; status: number }
  | { kind: 'format' };

const WROTE_IT = 'so the built-in engine wrote this report.';

/** A short sentence for ReportEngine.fallback_reason. Never carries server text (it could echo secrets). */
export function fallbackReason(failure: LlmFailure): string {
  switch (failure.kind) {
    case 'timeout':
      return `The AI provider did not answer within ${failure.timeoutMs / 1000} s, ${WROTE_IT}`;
    case 'unreachable':
      return `The AI provider could not be reached, ${WROTE_IT}`;
    case 'http':
      return `The AI provider answered with an error (HTTP ${failure.status}), ${WROTE_IT}`;
    case 'format':
      return `The AI provider's answer did not match the report format, ${WROTE_IT}`;
  }
}
