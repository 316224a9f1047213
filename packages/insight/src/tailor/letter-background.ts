import { shownSections, type CoverLetterFacts } from './letter-facts';
import { opensWithVerb } from './letter-parts';
import { normalCase } from './normal-case';
import { article, endSentence, listing, lowerFirst } from './text';

/** Degree, certifications and languages as the CV states them, leaving out doubtful values. */
export function backgroundSentences(facts: CoverLetterFacts): string[] {
  const { content } = facts;
  const doubtful = facts.doubtful ?? (() => false);
  const parts: string[] = [];
  const degrees = shownSections(content, 'education').flatMap(
    (section) => section.content.education,
  );
  // The two first degrees the parser did not doubt: "I hold …", then "I also hold …" or, for one
  // still under way, "I am studying for …".
  degrees
    .map((entry, index) => ({ entry, path: `sections.education.${index}` }))
    .filter(
      ({ entry, path }) =>
        entry.degree.trim() &&
        !doubtful(`${path}.degree`) &&
        !/\d{3}[.\s-]\d{3}/.test(`${entry.degree} ${entry.field}`),
    )
    .slice(0, 2)
    .forEach(({ entry, path }, position) => {
      const underWay = /\(?\b(in progress|ongoing|expected|current)\b\)?/i;
      const degree = entry.degree.replace(underWay, '').trim();
      // "Master of Business Administration", not "… in Business Administration" again.
      const said = degree.toLowerCase().includes(entry.field.trim().toLowerCase());
      const field =
        entry.field.trim() && !said && !doubtful(`${path}.field`)
          ? ` in ${entry.field.trim()}`
          : '';
      const school =
        entry.institution.trim() && !doubtful(`${path}.institution`)
          ? ` ${underWay.test(entry.degree) ? 'at' : 'from'} ${normalCase(entry.institution.trim(), facts.knowledge)}`
          : '';
      const verb = underWay.test(entry.degree)
        ? 'I am studying for'
        : position === 0
          ? 'I hold'
          : 'I also hold';
      parts.push(`${verb} ${article(degree)} ${degree}${field}${school}.`);
    });
  const certifications = shownSections(content, 'certifications')
    .flatMap((section) => section.content.certifications)
    .map((entry) => entry.name.trim())
    .filter(Boolean)
    .slice(0, 3);
  if (certifications.length) parts.push(`My certifications include ${listing(certifications)}.`);
  const languages = shownSections(content, 'languages')
    .flatMap((section) => section.content.languages)
    .map((entry) => entry.name.trim())
    .filter(Boolean);
  if (languages.length > 1) parts.push(`I work in ${listing(languages)}.`);
  return parts;
}

/**
 * The CV's own projects that speak to the posting, at most two, as the CV describes them:
 * "Among my own projects is Pollen Alerts, an open-source app that shows live departures."
 */
export function projectSentences(facts: CoverLetterFacts): string[] {
  const projects = shownSections(facts.content, 'projects')
    .flatMap((section) => section.content.projects)
    // The description's first line; the highlights below it are left to the CV.
    .map((entry) => ({
      name: entry.name.trim(),
      description: (entry.description.trim().split(/\n/)[0] ?? '').trim(),
    }))
    .filter(
      ({ name, description }) =>
        name && description.split(/\s+/).length >= 4 && !/\[|\]/.test(description),
    );
  const ranked = projects
    .map((project, order) => ({
      project,
      score: facts.relevance(`${project.name} ${project.description}`) * 10 - order * 0.1,
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 2);
  return ranked.map(({ project }, position) => {
    const described = endSentence(project.description);
    if (opensWithVerb(described))
      return `For my project ${project.name}, I ${lowerFirst(described)}`;
    const lead = position === 0 ? 'Among my own projects is' : 'Another is';
    // "An open-source app that …" reads as an apposition; anything else follows a colon.
    return /^(a|an|the)\s/i.test(described)
      ? `${lead} ${project.name}, ${lowerFirst(described)}`
      : `${lead} ${project.name}: ${lowerFirst(described)}`;
  });
}
