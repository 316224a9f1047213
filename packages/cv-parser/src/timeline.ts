import type { ExperienceEntry, ProjectEntry } from '@cvforge/contracts';
import { dateSpanOf, printDatePoint, type DatePoint } from '@cvforge/cv-model';
import { isDateOnly } from './dates';
import { educationFromParts, type DraftEducation } from './education';
import { withProjectUrl } from './other-sections';
import type { Confidence, LogicalLine } from './types';

/**
 * An activity timeline (the "Experience activity" of profile-page designs): a month, then events
 * under it — "Joined Lemke LLC" over the role, "Finished 1 degree at …" over the degree,
 * "Started 1 project" over the project's name, "Volunteered" over the role. Each event is an
 * entry of its own kind, dated by the month above it.
 */
const EVENT = [
  { kind: 'job', verb: /^(?:joined|worked at|started at)\s+(?=\p{Lu})/iu },
  {
    kind: 'school',
    verb: /^(?:finished|completed|graduated|studied)\b.*?\b(?:at|from)\s+(?=\p{Lu})/iu,
  },
  { kind: 'project', verb: /^(?:started|created|built|launched)\s+(?:\d+|an?|one)\s+projects?$/iu },
  { kind: 'volunteer', verb: /^volunteered\b(?:\s+at\s+)?/iu },
] as const;
type Kind = (typeof EVENT)[number]['kind'];

const MIN_EVENTS = 2;
/** Ends read from the start of the next job are a reading of the timeline, not printed. */
const INFERRED_END = 0.4;

interface Event {
  kind: Kind;
  /** The event line without its verb: the employer or the school. */
  subject: string;
  date: DatePoint | undefined;
  dateText: string;
  lines: string[];
}

const MAX_EVENT_WORDS = 10;

/** An event line is short and no sentence ("Joined Google in 2019 to lead …" is a bullet). */
const kindOf = (text: string) =>
  text.split(/\s+/).length <= MAX_EVENT_WORDS && !/[.!;:]$/.test(text.trim())
    ? EVENT.find(({ verb }) => verb.test(text.trim()))
    : undefined;

/** The section reads as a timeline: several event lines. */
export const isTimeline = (lines: LogicalLine[]) =>
  lines.filter((line) => !line.isBullet && kindOf(line.text)).length >= MIN_EVENTS;

function eventsOf(lines: LogicalLine[]): Event[] {
  const events: Event[] = [];
  let dateText = '';
  for (const line of lines) {
    const text = line.text.trim();
    const event = line.isBullet ? undefined : kindOf(text);
    if (isDateOnly(text)) dateText = text;
    else if (event) {
      const span = dateSpanOf(dateText);
      events.push({
        kind: event.kind,
        subject: text.replace(event.verb, '').trim(),
        date: span?.from,
        dateText,
        lines: [],
      });
    } else events.at(-1)?.lines.push(text);
  }
  return events;
}

/** A part a template printed for a missing value ("Licenciatura · undefined"). */
const isMissingValue = (text: string) => /^(?:undefined|null)$/i.test(text.trim());

const laterFirst = (a: DatePoint, b: DatePoint) =>
  b.year - a.year || (b.month ?? 0) - (a.month ?? 0);

/**
 * Jobs, schools and projects from a timeline. A job's end is the start of the next job joined
 * after it (the latest is current): the timeline prints only when each began.
 */
export function readTimeline(lines: LogicalLine[]) {
  const confidence: Confidence = {};
  const events = eventsOf(lines);
  const starts = events.flatMap((event) =>
    event.kind === 'job' && event.date ? [event.date] : [],
  );
  starts.sort(laterFirst);
  const jobs: Omit<ExperienceEntry, 'id'>[] = [];
  const schools: DraftEducation[] = [];
  const projects: Omit<ProjectEntry, 'id'>[] = [];
  for (const event of events) {
    const [name = '', ...rest] = event.lines;
    if (event.kind === 'school') {
      const parts = name.split(/\s+·\s+/).filter((part) => !isMissingValue(part));
      schools.push(educationFromParts([...parts, event.subject], event.dateText));
    } else if (event.kind === 'project') {
      projects.push(
        withProjectUrl({
          name,
          description: rest.join(' '),
          year: event.date ? String(event.date.year) : '',
        }),
      );
    } else {
      const path = `sections.experience.${jobs.length}`;
      let duration = event.date ? printDatePoint(event.date) : '';
      if (event.kind === 'job' && event.date) {
        const start = event.date;
        const next = starts.filter((other) => laterFirst(other, start) < 0).at(-1);
        duration = `${duration} – ${next ? printDatePoint(next) : 'Present'}`;
        confidence[`${path}.duration`] = INFERRED_END;
      }
      jobs.push({
        title: name,
        company: event.subject,
        duration,
        location: '',
        achievements: rest,
      });
    }
  }
  return { jobs, schools, projects, confidence };
}
