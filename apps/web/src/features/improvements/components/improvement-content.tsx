import { SUGGESTION_LIST_MAX_HEIGHT_REM, type ImprovementContent } from '@cvforge/contracts';
import { Fragment } from 'react';
import { fragmentLines, splitPlaceholders } from '../utils/improvement-text';

/** A line whose [placeholders] stand out as parts to fill in. */
function Line({ text }: { text: string }) {
  return splitPlaceholders(text).map((piece, index) =>
    piece.isPlaceholder ? (
      <mark
        key={index}
        className="rounded border border-dashed border-amber-500 bg-amber-50 px-1 text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
      >
        {piece.text}
        <span className="sr-only"> (fill in)</span>
      </mark>
    ) : (
      <Fragment key={index}>{piece.text}</Fragment>
    ),
  );
}

/** What applying an improvement adds: chips for a list, the line itself otherwise. */
export function ImprovementContentPreview({ content }: { content: ImprovementContent }) {
  const style = { maxHeight: `${SUGGESTION_LIST_MAX_HEIGHT_REM}rem` };
  if (Array.isArray(content)) {
    return (
      <ul aria-label="Adds" className="flex flex-wrap gap-1.5 overflow-y-auto" style={style}>
        {content.map((item) => (
          <li
            key={item}
            className="rounded-full border border-emerald-500/30 bg-emerald-500/10 px-2.5 py-0.5 text-xs font-medium text-emerald-900 dark:text-emerald-200"
          >
            <Line text={item} />
          </li>
        ))}
      </ul>
    );
  }
  const lines = typeof content === 'string' ? [content] : fragmentLines(content);
  return (
    <blockquote
      className="space-y-1 overflow-y-auto rounded-lg border-l-4 border-emerald-500/60 bg-muted/60 px-3 py-2 text-sm whitespace-pre-line"
      style={style}
    >
      {lines.map((line, index) => (
        <p key={index} className={index === 0 && typeof content !== 'string' ? 'font-medium' : ''}>
          <Line text={line} />
        </p>
      ))}
    </blockquote>
  );
}
