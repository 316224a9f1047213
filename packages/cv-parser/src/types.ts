import type { CvContent, SectionType } from '@cvforge/contracts';
import type { Sources } from './sources';

/** One pdf.js text run, in PDF points with y growing upwards. */
export interface TextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  bold: boolean;
  /** Italic or oblique font (pdf.js text only). */
  italic?: boolean;
  /** Drawn over the page's main text as a separate part (1, 2, …); see src/overprint.ts. */
  overlay?: number;
}

export interface PageText {
  number: number;
  width: number;
  height: number;
  items: TextItem[];
  /** Web links of the page's link annotations (the URL behind a "LinkedIn" label or an icon). */
  links?: PageLink[];
}

export interface PageLink {
  url: string;
  /** The clickable rectangle, in PDF points with y up. */
  rect: [left: number, bottom: number, right: number, top: number];
}

/** Text of a line between two wide gaps (a right-aligned date is its own chunk). */
export interface Chunk {
  text: string;
  x: number;
  right: number;
  /** Baseline of the chunk's first item: columns side by side need not share baselines. */
  y: number;
  size: number;
  bold: boolean;
  /** The chunk's text by font style, when it mixes styles ("**Engineer**, _Acme_, Berlin"). */
  runs?: StyleRun[];
  /** The chunk's text cut at gaps wider than a space (padded tags: "Scrum   Kanban   Jira"). */
  spaced?: string[];
}

export interface StyleRun {
  text: string;
  style: 'bold' | 'italic' | 'regular';
}

export interface Line {
  page: number;
  y: number;
  x: number;
  right: number;
  size: number;
  bold: boolean;
  chunks: Chunk[];
  text: string;
  /** The overlay its items belong to (src/overprint.ts). */
  overlay?: number;
}

/** A line placed in reading order, knowing the column it belongs to. */
export interface OrderedLine extends Line {
  column: number;
  columnLeft: number;
  columnRight: number;
}

/** A line after wrapped lines are joined; bullets lose their marker. */
export interface LogicalLine extends OrderedLine {
  isBullet: boolean;
  /** A section name split off the start of its line (a heading column beside the entries). */
  headingColumn?: boolean;
}

export interface Section {
  type: SectionType | undefined;
  title: string;
  lines: LogicalLine[];
}

/** Field path -> 0..1, e.g. 'sections.experience.0.company'. */
export type Confidence = Record<string, number>;

/** Field path -> why its value is doubtful ("the e-mail's domain looks cut off"), keyed like Confidence. */
export type Reasons = Record<string, string>;

/**
 * Field path -> the value as the CV printed it, for the values written in normal case ("DANIEL
 * OKAFOR" for "Daniel Okafor"), keyed like Confidence.
 */
export type Printed = Record<string, string>;

export interface ParsedCv {
  content: CvContent;
  confidence: Confidence;
  /** Why a value's confidence was lowered, for the values that failed a check. */
  reasons: Reasons;
  /** Names and titles printed in capitals, as printed: the content holds them in normal case. */
  printed: Printed;
  /** Where each value was printed, keyed like the confidences (src/sources.ts). */
  sources: Sources;
  stats: {
    pages: number;
    /** Text runs in the PDF's text layer: 0 for a scan, even when OCR read it. */
    textItems: number;
    columns: 1 | 2;
    /** True when the PDF had no text layer and its words were read by OCR (confidence is scaled down). */
    ocr: boolean;
    /** Every heading found, with the section type its wording maps to (null: not a standard name). */
    headings: { title: string; type: SectionType | null }[];
  };
}
