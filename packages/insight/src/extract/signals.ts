import { stem } from '../text/tokens';

/** Achievement-level signals recruiters and ATS ranking read: numbers, verbs, leadership. */

const YEAR = /^(19|20)\d{2}$/;
const METRIC_UNIT =
  /\b\d[\d,.]*\s*(k|m|bn|million|billion|thousand|x|times|hours?|days?|weeks?|people|users|customers|clients|patients|students|engineers|employees|staff|reports|members|countries|markets|stores|sites|projects|accounts|deals|leads|hires|beds)\b/i;

/** A line carries a measurable result: a percentage, money, a count with a unit, a multiplier. */
export function isQuantified(line: string): boolean {
  if (/\d\s*%|[$€£¥]\s*\d|\d\s*[$€£¥]|\b\d+(\.\d+)?x\b/i.test(line)) return true;
  if (METRIC_UNIT.test(line)) return true;
  const numbers = line.match(/\b\d[\d,.]*\b/g) ?? [];
  return numbers.some((value) => !YEAR.test(value) && Number(value.replace(/,/g, '')) >= 2);
}

const ACTION_VERBS = new Set(
  `accelerated achieved acquired adapted administered advised advocated analysed analyzed architected
  arranged assessed audited authored automated balanced boosted briefed budgeted built calculated
  captured catalogued chaired championed coached collaborated completed composed conceived conducted
  configured consolidated constructed consulted contracted contributed controlled converted coordinated
  counselled counseled created cultivated curated cut debugged decreased defined delivered deployed
  designed developed devised diagnosed directed discovered doubled drafted drove earned edited educated
  eliminated enabled engineered enhanced established evaluated exceeded executed expanded expedited
  facilitated forecasted formulated founded generated grew guided halved handled headed hired identified
  implemented improved increased influenced initiated innovated inspected installed instituted instructed
  integrated interviewed introduced invented investigated launched lectured led lowered maintained managed
  mapped marketed maximized maximised measured mediated mentored migrated minimized minimised modeled
  modelled modernized modernised monitored motivated negotiated onboarded operated optimized optimised
  orchestrated organized organised outperformed overhauled oversaw partnered performed pioneered planned
  prepared presented prevented prioritized prioritised produced programmed promoted proposed prototyped
  processed published queried raised rebuilt recommended reconciled recorded recruited redesigned reduced refactored refined
  regained released remodeled reorganized replaced reported represented researched resolved restored
  restructured revamped reviewed revised saved scaled scheduled secured shaped shipped simplified sold
  solved spearheaded standardized standardised streamlined strengthened structured supervised supported
  surpassed systematized taught tested tracked trained transformed translated treated tripled troubleshot
  unified upgraded validated won wrote`
    .split(/\s+/)
    .filter(Boolean)
    .map(stem),
);

const WEAK_OPENERS =
  /^(responsible for|duties (included|include)|worked on|helped( with| to)?|assisted( with| in)?|involved in|participated in|tasked with|in charge of|handled various)\b/i;

/** The first word of the line is a strong past-tense action verb. */
export function opensWithActionVerb(line: string): boolean {
  const first = line.trim().match(/^[\p{L}]+/u)?.[0];
  return first !== undefined && ACTION_VERBS.has(stem(first));
}

export function opensWeakly(line: string): boolean {
  return WEAK_OPENERS.test(line.trim());
}

const LEADERSHIP_LINE =
  /\b(led|lead|leading|managed|managing|mentored|mentoring|supervised|supervising|coached|directed|headed|oversaw|chaired|hired|line[- ]managed)\b|\bteam of \d+|\b\d+[- ](person|people|member|engineer|nurse|staff)\b/i;
const LEADERSHIP_TITLE =
  /\b(lead|leader|manager|head|director|chief|principal|supervisor|vp|vice president|partner|founder|owner|captain|superintendent|chair)\b/i;

export const isLeadershipLine = (line: string) => LEADERSHIP_LINE.test(line);
export const isLeadershipTitle = (title: string) => LEADERSHIP_TITLE.test(title);
