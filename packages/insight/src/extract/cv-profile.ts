import type { CvContent, ExperienceEntry, SectionType } from '@cvforge/contracts';
import type { Knowledge, Term } from '../knowledge';
import type { Seniority } from '../knowledge/types';
import { containsPhrase, type Token } from '../text/tokens';
import { achievementLines, cvChunks, cvWordCount, experiencesOf, type CvChunk } from './cv-reading';
import { mergedYears, parseDuration, type MonthRange } from './dates';
import { seniorityOfTitle, seniorityOfYears, seniorityRank } from './seniority';
import {
  isLeadershipLine,
  isLeadershipTitle,
  isQuantified,
  opensWeakly,
  opensWithActionVerb,
} from './signals';

/** Where a knowledge-base term was found in the CV. */
export interface TermPlaces {
  term: Term;
  /** "Experience — Acme", "Skills" … in reading order, once each. */
  places: string[];
  sectionTypes: Set<SectionType>;
  count: number;
}

export interface AchievementSignal {
  entry: ExperienceEntry;
  line: string;
  quantified: boolean;
  actionVerb: boolean;
  weak: boolean;
  leadership: boolean;
}

export interface DatedEntry {
  entry: ExperienceEntry;
  range: MonthRange | undefined;
}

/** Everything the scores read from one CV, extracted once. */
export interface CvProfile {
  content: CvContent;
  chunks: CvChunk[];
  /** Tokens of each chunk, in the order of `chunks`. */
  chunkTokens: Token[][];
  words: number;
  terms: Map<string, TermPlaces>;
  years: number;
  entries: DatedEntry[];
  /** Newest first (by end, then start). */
  latestTitle: string;
  roleTitle: string;
  seniority: Seniority;
  achievements: AchievementSignal[];
  leadershipTitles: string[];
}

export function readCvProfile(knowledge: Knowledge, content: CvContent, now: Date): CvProfile {
  const chunks = cvChunks(content);
  const chunkTokens = chunks.map((chunk) => knowledge.tokens(chunk.text));
  const terms = new Map<string, TermPlaces>();
  for (const chunk of chunks) {
    for (const hit of knowledge.findTerms(chunk.text, { listContext: chunk.kind === 'list' })) {
      const seen = terms.get(hit.term.name) ?? {
        term: hit.term,
        places: [],
        sectionTypes: new Set<SectionType>(),
        count: 0,
      };
      if (!seen.places.includes(chunk.where)) seen.places.push(chunk.where);
      seen.sectionTypes.add(chunk.sectionType);
      seen.count += 1;
      terms.set(hit.term.name, seen);
    }
  }
  const entries = experiencesOf(content).map((entry) => ({
    entry,
    range: parseDuration(entry.duration, now),
  }));
  const ranges = entries.flatMap(({ range }) => (range ? [range] : []));
  const years = mergedYears(ranges);
  const newestFirst = [...entries].sort(
    (a, b) =>
      (b.range?.end ?? -1) - (a.range?.end ?? -1) ||
      (b.range?.start ?? -1) - (a.range?.start ?? -1),
  );
  const latestTitle = newestFirst.find(({ entry }) => entry.title.trim())?.entry.title.trim() ?? '';
  const roleTitle =
    content.metadata.target_role.trim() || content.personal_info.title.trim() || latestTitle;
  const titleLevel = seniorityOfTitle(latestTitle || roleTitle);
  const yearsLevel = seniorityOfYears(years);
  const achievements = achievementLines(content).map(({ entry, line }) => ({
    entry,
    line,
    quantified: isQuantified(line),
    actionVerb: opensWithActionVerb(line),
    weak: opensWeakly(line),
    leadership: isLeadershipLine(line),
  }));
  return {
    content,
    chunks,
    chunkTokens,
    words: cvWordCount(chunks),
    terms,
    years,
    entries: newestFirst,
    latestTitle,
    roleTitle,
    // A title saying "Senior" outranks the years; years lift an unlabelled title.
    seniority:
      seniorityRank(titleLevel) >= seniorityRank(yearsLevel) || titleLevel !== 'mid'
        ? titleLevel
        : yearsLevel,
    achievements,
    leadershipTitles: entries.map(({ entry }) => entry.title).filter(isLeadershipTitle),
  };
}

export const hasTerm = (profile: CvProfile, name: string) => profile.terms.has(name);

/** Places (chunk labels) where a phrase's stems appear, once each. */
export function phrasePlaces(
  profile: CvProfile,
  phrase: readonly string[],
  inSection: (type: SectionType) => boolean = () => true,
): string[] {
  const places = profile.chunks
    .filter(
      (chunk, index) =>
        inSection(chunk.sectionType) && containsPhrase(profile.chunkTokens[index] ?? [], phrase),
    )
    .map((chunk) => chunk.where);
  return [...new Set(places)];
}
