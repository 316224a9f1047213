/** HTML for each CV part, in the variants the corpus mixes (entry styles, bullets, skills lists). */
import type { CorpusCv, CorpusExperience } from './cv-data';
import { printRange, type DateStyle } from './date-styles';

export type EntryStyle =
  'title-dash-company' | 'company-pipe-title' | 'title-at-company' | 'stacked';
export type SkillsStyle = 'commas' | 'pipes' | 'bullets' | 'labelled';

export interface SectionStyle {
  entry: EntryStyle;
  dateStyle: DateStyle;
  dateOnOwnLine: boolean;
  bullet: string;
  skills: SkillsStyle;
  headingIcon: string;
}

export interface SectionTitles {
  summary: string;
  experience: string;
  education: string;
  skills: string;
  languages: string;
  certifications: string;
  contact: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const heading = (title: string, style: SectionStyle) =>
  `<h2>${style.headingIcon ? `<span class="icon">${style.headingIcon}</span> ` : ''}${escapeHtml(title)}</h2>`;

const bulletList = (items: string[], style: SectionStyle) =>
  items
    .map(
      (item) =>
        `<div class="bullet"><span class="mark">${escapeHtml(style.bullet)}</span><span>${escapeHtml(item)}</span></div>`,
    )
    .join('');

function entryHeader(job: CorpusExperience, style: SectionStyle): string {
  const date = escapeHtml(printRange(job.start, job.end, style.dateStyle));
  const dateHtml = `<span class="date">${date}</span>`;
  const title = escapeHtml(job.title);
  const company = escapeHtml(job.company);
  const place = `<div class="meta">${escapeHtml(job.location)}</div>`;
  const withDate = (main: string) =>
    style.dateOnOwnLine
      ? `<div class="row"><span>${main}</span></div><div class="meta">${date}</div>`
      : `<div class="row"><span>${main}</span>${dateHtml}</div>`;
  if (style.entry === 'title-dash-company') return withDate(`<b>${title} — ${company}</b>`) + place;
  if (style.entry === 'company-pipe-title')
    return withDate(`<b>${company}</b>&nbsp;| ${title}`) + place;
  if (style.entry === 'title-at-company') return withDate(`<b>${title} at ${company}</b>`) + place;
  return `<div class="row"><b>${title}</b></div>${withDate(`<i>${company} · ${escapeHtml(job.location)}</i>`)}`;
}

export function experienceHtml(cv: CorpusCv, style: SectionStyle, title: string): string {
  const entries = cv.experiences.map(
    (job) => `<div class="entry">${entryHeader(job, style)}${bulletList(job.bullets, style)}</div>`,
  );
  return `<section>${heading(title, style)}${entries.join('')}</section>`;
}

export function educationHtml(cv: CorpusCv, style: SectionStyle, title: string): string {
  const entries = cv.education.map((school) => {
    const years = `${school.start} – ${school.year}`;
    const degree = `<b>${escapeHtml(school.degree)} in ${escapeHtml(school.field)}</b>`;
    const gpa = school.gpa ? `<div class="meta">GPA: ${school.gpa}</div>` : '';
    return `<div class="entry"><div class="row">${degree}<span class="date">${years}</span></div><div>${escapeHtml(school.institution)}</div>${gpa}</div>`;
  });
  return `<section>${heading(title, style)}${entries.join('')}</section>`;
}

export function skillsHtml(cv: CorpusCv, style: SectionStyle, title: string): string {
  const all = [...cv.skills, ...cv.tools];
  let body: string;
  if (style.skills === 'commas') body = `<p>${escapeHtml(all.join(', '))}</p>`;
  else if (style.skills === 'pipes') body = `<p>${escapeHtml(all.join(' | '))}</p>`;
  else if (style.skills === 'bullets') body = bulletList(all, style);
  else {
    body =
      `<p><b>Technical:</b> ${escapeHtml(cv.skills.join(', '))}</p>` +
      `<p><b>Tools:</b> ${escapeHtml(cv.tools.join(', '))}</p>`;
  }
  return `<section>${heading(title, style)}${body}</section>`;
}

export const summaryHtml = (cv: CorpusCv, style: SectionStyle, title: string) =>
  `<section>${heading(title, style)}<p>${escapeHtml(cv.summary)}</p></section>`;

export const languagesHtml = (cv: CorpusCv, style: SectionStyle, title: string) =>
  `<section>${heading(title, style)}${cv.languages
    .map((language) => `<div>${language.name} — ${language.level}</div>`)
    .join('')}</section>`;

export const certificationsHtml = (cv: CorpusCv, style: SectionStyle, title: string) =>
  `<section>${heading(title, style)}${cv.certifications
    .map((cert) => `<div>${escapeHtml(cert.name)} — ${escapeHtml(cert.org)}, ${cert.year}</div>`)
    .join('')}</section>`;

export function contactLines(cv: CorpusCv): string[] {
  return [cv.email, cv.phone, cv.location, cv.linkedin, cv.website].filter(Boolean);
}
