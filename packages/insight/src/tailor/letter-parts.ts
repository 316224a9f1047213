import type { ExperienceEntry } from '@cvforge/contracts';
import { opensWithActionVerb } from '../extract/signals';
import { shownSections, type CoverLetterFacts } from './letter-facts';
import { normalCase } from './normal-case';
import { shownExperiences } from './sections';
import type { Knowledge } from '../knowledge';
import { restatesBullet } from './letter-quality';
import { postingWords } from './letter-posting';
import { article, endSentence, listing, lowerFirst, sentences } from './text';

/** Verbs in the present a line may open with ("Work one-on-one …") beyond the action verbs. */
const PRESENT_VERBS = /^(own|run|lead|write|build|drive|keep|make|take|help|work|teach)\b/i;

/** "Led …", "Responded …", "Work with …": a line that says what the person does or did. */
export const opensWithVerb = (line: string) =>
  opensWithActionVerb(line) ||
  /^\p{L}{3,}ed\b/u.test(line.trim()) ||
  PRESENT_VERBS.test(line.trim());

interface Pick {
  entry: ExperienceEntry;
  index: number;
  line: string;
}

/** The job's skills a line names, in the order the job wants them. */
function skillsIn(facts: CoverLetterFacts, line: string): string[] {
  const found = facts.knowledge?.findTerms(line).map((hit) => hit.term.name);
  return facts.skills.filter((skill) =>
    found ? found.includes(skill) : line.toLowerCase().includes(skill.toLowerCase()),
  );
}

/**
 * The achievements that speak to the posting: the most relevant line of each job first (at most
 * two from one job), then told in the CV's order, newest first.
 */
function chosenAchievements(facts: CoverLetterFacts, count: number): Pick[] {
  const all = shownExperiences(facts.content).flatMap((entry, index) =>
    entry.achievements
      .map((line) => line.trim())
      .filter((line) => line.split(/\s+/).length >= 4)
      .map((line, order) => ({ entry, index, line, order })),
  );
  const score = (pick: (typeof all)[number]) =>
    facts.relevance(pick.line) * 10 + skillsIn(facts, pick.line).length * 5 - pick.order * 0.1;
  const ranked = [...all].sort((a, b) => score(b) - score(a) || a.index - b.index);
  const chosen: typeof all = [];
  const perJob = new Map<number, number>();
  // The same line under two jobs is one achievement, told once.
  const told = new Set<string>();
  const key = (line: string) => line.toLowerCase().replace(/\W+/g, ' ').trim();
  // Two per job first; a third from one job only when the other jobs have nothing left to tell.
  for (const limit of [1, 2, 3])
    for (const pick of ranked) {
      if (chosen.length >= count) break;
      if (chosen.includes(pick) || told.has(key(pick.line))) continue;
      if ((perJob.get(pick.index) ?? 0) >= limit) continue;
      told.add(key(pick.line));
      chosen.push(pick);
      perJob.set(pick.index, (perJob.get(pick.index) ?? 0) + 1);
    }
  return chosen.sort((a, b) => a.index - b.index || a.order - b.order);
}

/** What an achievement shows of the posting, in the posting's words. */
const TIES = [
  (skills: string) => `That is the kind of ${skills} work your posting describes.`,
  (skills: string) => `It relied on ${skills}, which this role needs as well.`,
  (skills: string) => `It drew on ${skills}, which your posting also asks for.`,
];

/** Where the person did it: "As Senior Analyst at Acme", leaving out what the parser doubted. */
function place(facts: CoverLetterFacts, pick: Pick, first: boolean): string {
  const doubtful = facts.doubtful ?? (() => false);
  const path = `sections.experience.${pick.index}`;
  const title = doubtful(`${path}.title`)
    ? ''
    : normalCase(pick.entry.title.trim(), facts.knowledge);
  const company = doubtful(`${path}.company`)
    ? ''
    : normalCase(pick.entry.company.trim(), facts.knowledge);
  const current = /present|current|now|today/i.test(pick.entry.duration);
  const at = company ? ` at ${company}` : '';
  if (first && current && title) return `In my current role as ${title}${at}`;
  if (first) return title ? `As ${title}${at}` : company ? `At ${company}` : 'In my work';
  if (company && title) return `Earlier, as ${title} at ${company}`;
  return company ? `At ${company}` : title ? `Earlier, as ${article(title)} ${title}` : 'Earlier';
}

/** The chosen achievements as sentences about what the person did, and the job's skills they show. */
export function achievementSentences(
  facts: CoverLetterFacts,
  count: number,
  alreadyNamed: readonly string[] = [],
) {
  const picks = chosenAchievements(facts, count);
  const sentences: string[] = [];
  const named = new Set<string>(alreadyNamed);
  let earlier = 0;
  // "Earlier, as …" once; the next older job is "Before that, as …".
  const placeOnce = (where: string) =>
    where.startsWith('Earlier') && earlier++ > 0 ? where.replace(/^Earlier/, 'Before that') : where;
  picks.forEach((pick, position) => {
    const sameJob = position > 0 && picks[position - 1]?.index === pick.index;
    const third = sameJob && position > 1 && picks[position - 2]?.index === pick.index;
    const deed = opensWithVerb(pick.line)
      ? `I ${lowerFirst(endSentence(pick.line))}`
      : `my work included ${lowerFirst(endSentence(pick.line))}`;
    sentences.push(
      third
        ? `In the same role, ${deed}`
        : sameJob
          ? `There ${deed.startsWith('I ') ? `I also ${deed.slice(2)}` : `${deed.replace(/^my work/, 'my work also')}`}`
          : `${placeOnce(place(facts, pick, position === 0))}, ${deed}`,
    );
    const fresh = skillsIn(facts, pick.line).filter((skill) => !named.has(skill));
    fresh.forEach((skill) => named.add(skill));
    const tie = TIES[position % TIES.length];
    const words = fresh.slice(0, 3).map((skill) => postingWords(facts, skill));
    if (fresh.length && tie) sentences.push(tie(listing(words)));
  });
  return { sentences, skills: named, lines: picks.map((pick) => pick.line) };
}

/** "Product Manager at Acme since 2021": each shown job once, newest first, as the CV dates it. */
export function careerSentence(facts: CoverLetterFacts): string | undefined {
  const doubtful = facts.doubtful ?? (() => false);
  const jobs = shownExperiences(facts.content)
    .map((entry, index) => {
      const title = doubtful(`sections.experience.${index}.title`)
        ? ''
        : normalCase(entry.title.trim(), facts.knowledge);
      const company = doubtful(`sections.experience.${index}.company`)
        ? ''
        : normalCase(entry.company.trim(), facts.knowledge);
      return title && company ? `${title} at ${company}` : '';
    })
    .filter(Boolean)
    .slice(0, 4);
  if (!jobs.length) return undefined;
  // One job and no line the achievements can tell: the letter still says where the person works.
  if (jobs.length === 1) {
    const shown = shownExperiences(facts.content);
    const tellable = shown.some((entry) =>
      entry.achievements.some((line) => line.trim().split(/\s+/).length >= 4),
    );
    if (tellable) return undefined;
    const current = shown.some((entry) => /present|current|now|today/i.test(entry.duration));
    return current ? `I currently work as ${jobs[0]}.` : `Most recently I worked as ${jobs[0]}.`;
  }
  // Each name ends at a comma: the letter's employers stay readable one by one.
  const [latest, ...earlier] = jobs;
  const [first, ...between] = earlier.reverse();
  const steps = between.map((job) => `, then as ${job}`).join('');
  return `Before my current role as ${latest}, I worked as ${first}${steps}.`;
}

/** The last words of the knowledge base's job titles: "engineer", "accountant", "nurse". */
function roleNouns(knowledge: Knowledge | undefined): Set<string> {
  const nouns = new Set<string>();
  for (const role of knowledge?.roles ?? [])
    for (const title of [role.name, ...Object.values(role.titles).flat()]) {
      const last = title.toLowerCase().split(/\s+/).at(-1);
      if (last) nouns.add(last);
    }
  return nouns;
}

/**
 * The summary's own sentences in the first person: "I build …" as written, and a sentence that
 * opens by naming the person's role ("Backend engineer with 8 years …", "Credit analyst, 5 years
 * …") as "I am a backend engineer with 8 years …". Others are left to the CV.
 */
export function summarySentences(facts: CoverLetterFacts): string[] {
  const text = shownSections(facts.content, 'summary')[0]?.content.text ?? '';
  const nouns = roleNouns(facts.knowledge);
  const languages = new Set(
    shownSections(facts.content, 'languages')
      .flatMap((section) => section.content.languages)
      .map((entry) => entry.name.trim().toLowerCase()),
  );
  // The person's own titles name roles too: "Teaching Assistant" makes "assistant" one.
  for (const title of [
    facts.content.personal_info.title,
    ...shownExperiences(facts.content).map((entry) => entry.title),
  ]) {
    const last = title.trim().toLowerCase().split(/\s+/).at(-1);
    if (last && /^\p{L}{3,}$/u.test(last)) nouns.add(last);
  }
  const bullets = shownExperiences(facts.content).flatMap((entry) => entry.achievements);
  return (
    sentences(text)
      .filter((sentence) => sentence.split(/\s+/).length >= 6 && !/\[|\]/.test(sentence))
      // A sentence that only says a bullet again is left to the achievements.
      .filter((sentence) => !bullets.some((bullet) => restatesBullet(sentence, bullet)))
      .map((sentence) => {
        if (/^I\s/.test(sentence)) return endSentence(sentence);
        const clause = (sentence.split(/[,;(]|\s(?:with|who|for|in|at|of)\s/)[0] ?? '').trim();
        const words = clause.toLowerCase().split(/\s+/);
        // A short noun phrase naming a role, not "Previously led teams of people …".
        const namesRole =
          /^\p{L}/u.test(sentence) &&
          words.length <= 5 &&
          !/^\p{L}+(?:ed|ing)\b/iu.test(sentence) &&
          !/^\p{L}+ly\b/iu.test(sentence) &&
          nouns.has(words.at(-1) ?? '');
        if (!namesRole) return '';
        const said = normalCase(endSentence(sentence), facts.knowledge);
        // "English tutor" keeps its capital: a language the CV lists is a name.
        const proper = languages.has(said.split(/\s+/)[0]?.toLowerCase() ?? '');
        const phrase = proper ? said : lowerFirst(said);
        return `I am ${article(phrase)} ${phrase}`;
      })
      .filter(Boolean)
      // Who the person is first, then what they like doing.
      .sort((a, b) => Number(b.startsWith('I am ')) - Number(a.startsWith('I am ')))
      .slice(0, 3)
  );
}
