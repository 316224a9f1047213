import type { CoverLetterFacts } from './letter-facts';
import { opensWithVerb } from './letter-parts';
import { jobsUsing } from './letter-posting';
import { restatesBullet } from './letter-quality';
import { shownExperiences } from './sections';
import { capitalised } from '../match/measured-against';
import { listing, lowerFirst } from './text';

/** Where a line's main deed ends and its detail begins: "…by 44%| through A/B tests …". */
const DETAIL =
  /,\s+(?=\p{L}+ing\b|used\b|which\b|leading\b)|;|\s(?:by\s+\p{L}+ing|through|using|via|with|across|leading to|resulting in|which|while|so that|in order to|during|including)\s/u;

/**
 * A line's main deed without its detail, when that says the line in fewer words than it takes
 * ("Increased conversion by 44% through A/B tests …" → "increased conversion by 44%").
 */
export function deedOf(line: string): string | undefined {
  const text = line.trim().replace(/[.!]$/, '');
  const at = DETAIL.exec(text)?.index;
  // What follows a line's first comma is detail too ("Closed $4.8M in new ARR in FY24, 142% of
  // quota"), when what comes before it says a deed of four words or more.
  const comma = text.indexOf(', ');
  const before = comma > 0 && text.slice(0, comma).split(/\s+/).length >= 4 ? comma : undefined;
  const cut = Math.min(at ?? Infinity, before ?? Infinity);
  if (cut === Infinity) return undefined;
  const deed = text.slice(0, cut).trim();
  const words = deed.split(/\s+/).length;
  // A deed with a comma of its own would blur the list it joins.
  if (words < 3 || words > 12 || deed.includes(',') || restatesBullet(`I ${deed}.`, line))
    return undefined;
  return lowerFirst(deed);
}

const IRREGULAR_PAST =
  /^(led|built|wrote|ran|taught|won|sold|grew|drove|cut|made|oversaw|set|began|brought|kept|held|met|spoke|took|gave|rebuilt|rewrote)$/i;

/** The deed is told in the past ("closed …", "led …"), not the present ("teach …"). */
const isPast = (deed: string) => {
  const verb = deed.split(/\s+/)[0] ?? '';
  return /ed$/i.test(verb) || IRREGULAR_PAST.test(verb);
};

/**
 * The CV's other deeds, briefly, by job: "At Shoply, I also rewrote slow Postgres reporting
 * queries and introduced contract tests." Lines already told and lines that open with no verb are
 * left out; at most two deeds from each of three employers.
 */
export function briefSentences(
  facts: CoverLetterFacts,
  told: readonly string[],
  limit: number,
): string[] {
  if (limit <= 0) return [];
  const jobs = jobsUsing(facts);
  // One employer once, even over two jobs there.
  const byCompany = new Map<string, { deeds: string[]; mentioned: boolean }>();
  shownExperiences(facts.content).forEach((entry, index) => {
    const company = jobs[index]?.company;
    if (!company) return;
    const group = byCompany.get(company) ?? { deeds: [], mentioned: false };
    group.mentioned ||= entry.achievements.some((line) => told.includes(line.trim()));
    group.deeds.push(
      ...entry.achievements
        .filter((line) => !told.includes(line.trim()) && opensWithVerb(line))
        .map(deedOf)
        .filter((deed): deed is string => Boolean(deed)),
    );
    byCompany.set(company, group);
  });
  let left = limit;
  const parts = [...byCompany]
    .filter(([, group]) => group.deeds.length)
    .slice(0, 3)
    .map(([company, group]) => {
      // "closed … and trained …", not "closed … and teach …".
      const tense = isPast(group.deeds[0] ?? '');
      const deeds = group.deeds
        .filter((deed) => isPast(deed) === tense)
        .slice(0, Math.max(0, Math.min(2, left)));
      left -= deeds.length;
      return { company, deeds, mentioned: group.mentioned };
    })
    .filter(({ deeds }) => deeds.length);
  // "At Shoply I also rewrote …, and at Northwind Logistics I maintained …".
  const said = parts.map(
    ({ company, deeds, mentioned }, position) =>
      `${position === 0 ? 'At' : 'at'} ${company}, I ${mentioned ? 'also ' : ''}${listing(deeds)}`,
  );
  if (said.length < 3) return said.length ? [`${said.join(', and ')}.`] : [];
  return [`${said.slice(0, 2).join(', and ')}.`, `${capitalised(said[2] ?? '')}.`];
}
