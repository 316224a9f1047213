import type { ReportTarget } from '@cvforge/contracts';
import type { JobTarget } from '../extract/target';

const QUOTE_MAX = 110;

/**
 * What a report was measured against, said truthfully (docs/product.md §C9): a pasted posting is
 * "the posting" and is quoted; without one the comparison is with typical postings for the CV's
 * role, never "the job".
 */
export interface MeasuredAgainst {
  /** "the posting" or "typical Data Scientist postings". */
  source: string;
  /** Capitalised `source`, to open a sentence. */
  Source: string;
  /** Why a missing requirement matters: the posting's own line, quoted, or what typical postings ask. */
  asksFor(keyword: string): string;
  /** `source` and a verb agreeing with it: says('expects') → "typical … postings expect". */
  says(verb: string): string;
}

/** What a report names as its target: a posting (quoted when its text is at hand) or a role. */
export interface MeasuredTarget {
  kind: 'job_description' | 'role_profile';
  title: string;
  roleName?: string | undefined;
  posting?: string | undefined;
}

/** The text with its first letter in capitals: to open a sentence. */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const plural = (verb: string) =>
  verb === 'is' ? 'are' : verb === 'has' ? 'have' : verb.replace(/s$/, '');

/** The sentence of the posting that names `keyword`, quoted and shortened; undefined when none. */
export function postingQuote(target: MeasuredTarget, keyword: string): string | undefined {
  const posting = target.posting;
  if (!posting) return undefined;
  const lower = keyword.toLowerCase();
  const line = posting
    .split(/\n|(?<=[.;!?])\s+/)
    .map((part) => part.replace(/^[\s\-•*·]+/, '').trim())
    .find((part) => part.toLowerCase().includes(lower));
  if (!line) return undefined;
  const at = line.toLowerCase().indexOf(lower);
  if (line.length <= QUOTE_MAX) return `"${line}"`;
  // Cut at word edges, the keyword inside: "…the group's reporting under IFRS".
  let start = Math.max(0, Math.min(at - 40, line.length - QUOTE_MAX));
  if (start > 0) start = Math.min(at, line.indexOf(' ', start) + 1 || start);
  let end = Math.min(line.length, start + QUOTE_MAX);
  if (end < line.length) end = Math.max(at + lower.length, line.lastIndexOf(' ', end));
  const cut = line.slice(start, end).trim();
  return `"${start > 0 ? '…' : ''}${cut}${end < line.length ? '…' : ''}"`;
}

/** The engine's target as a MeasuredTarget. */
export const measuredTargetOf = (target: JobTarget): MeasuredTarget => ({
  kind: target.kind,
  title: target.title,
  roleName: target.role?.name,
  posting: target.posting,
});

export function measuredAgainst(input: JobTarget | MeasuredTarget): MeasuredAgainst {
  const target = 'hardSkills' in input ? measuredTargetOf(input) : input;
  if (target.kind === 'job_description') {
    return {
      source: 'the posting',
      Source: 'The posting',
      says: (verb) => `the posting ${verb}`,
      asksFor: (keyword) => {
        const quote = postingQuote(target, keyword);
        return quote ? `the posting says ${quote}` : `the posting names "${keyword}"`;
      },
    };
  }
  const source = `typical ${target.roleName ?? target.title} postings`;
  return {
    source,
    says: (verb) => `${source} ${plural(verb)}`,
    Source: capitalised(source),
    asksFor: () => `${source} ask for it`,
  };
}

/** What a finished report says it was measured against (its `target`); a posting is not quoted here. */
export const measuredAgainstReport = (target: ReportTarget | undefined): MeasuredAgainst =>
  measuredAgainst({
    kind: target?.kind ?? 'role_profile',
    title: target?.job_title ?? 'your role',
    roleName: target?.role_profile,
  });

/** Wording that claims a posting was given: never in a report made without one. */
export const JOB_CLAIM =
  /\bthe job\b(?! it belongs| match)|\bjob ads?\b|\bthe posting\b|\bjob keywords\b/i;
