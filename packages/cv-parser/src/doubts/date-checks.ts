/**
 * Checks of a job's dates against the rest of its entry: a date's piece (a year, a month's or
 * season's word) read into the job's title or firm means the dates were split between parts of
 * the header, so the dates the job kept are likely missing their start or end.
 */
import { isDateOnly, isPresentWord } from '@cvforge/cv-model';

/** "2021", "Sep", "fév.", "Spring", "heute": a word that only a date is made of. */
const isDateWord = (word: string) =>
  /^(?:19|20)\d\d$/u.test(word) ||
  (/^\p{L}+\.?$/u.test(word) && (isDateOnly(`${word} 2000`) || isPresentWord(word)));

/**
 * Whether a header part holds a date's piece: a year anywhere ("… North Spring 2016"), or a date's
 * word at either end ("agosto de", "Jan, 2024 – Sep"). A month's word inside a name is a name
 * ("Jurado Agosto Asociados", "Maggio-Bernier").
 */
export function holdsDateWord(value: string): boolean {
  const words = value.split(/[\s,;:()[\]|·•]+|\s[–—-]\s/u).filter(Boolean);
  const [first = '', last = ''] = [words[0], words.at(-1)];
  return (
    words.some((word) => /^(?:19|20)\d\d$/u.test(word)) || isDateWord(first) || isDateWord(last)
  );
}

/** The reason a job's dates are doubtful when its title or firm holds a date's piece. */
export function checkDatesWhole(job: { title: string; company: string }): string | undefined {
  return holdsDateWord(job.title) || holdsDateWord(job.company)
    ? "part of this job's dates seems read into its title or firm"
    : undefined;
}
