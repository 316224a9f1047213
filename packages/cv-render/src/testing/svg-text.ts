/** Reading the text layer of typst-ts's SVG pages back, for tests. */
import { Parser } from 'htmlparser2';

export interface Run {
  x: number;
  /** The baseline, from the top of the page. */
  y: number;
  text: string;
}

/** Runs on one baseline (within 1 pt), left to right, without spaces: "LedtheAPIteam". */
export function linesOf(runs: Run[]): string[] {
  const sorted = [...runs].sort((a, b) => a.y - b.y || a.x - b.x);
  const lines: Run[][] = [];
  for (const run of sorted) {
    const line = lines.at(-1);
    if (line && run.y - (line[0]?.y ?? 0) <= 1) line.push(run);
    else lines.push([run]);
  }
  return lines
    .map((line) =>
      line
        .sort((a, b) => a.x - b.x)
        .map((run) => run.text)
        .join('')
        .replace(/\s+/g, ''),
    )
    .filter(Boolean);
}

/**
 * The text layer typst-ts puts in its SVG: each text run's string in a `div.tsel`, placed by the
 * translations of the groups around it (the scales inside a run do not move its baseline).
 */
export function svgRuns(svg: string): Run[] {
  const runs: Run[] = [];
  const origins = [{ x: 0, y: 0 }];
  let text: string | undefined;
  const parser = new Parser(
    {
      onopentag(_name, attributes) {
        const origin = origins.at(-1) ?? { x: 0, y: 0 };
        const shift = /^translate\(([-\d.]+),\s*([-\d.]+)\)$/.exec(attributes.transform ?? '');
        origins.push(
          shift ? { x: origin.x + Number(shift[1]), y: origin.y + Number(shift[2]) } : origin,
        );
        if (attributes.class === 'tsel') text = '';
      },
      ontext(chunk) {
        if (text !== undefined) text += chunk;
      },
      onclosetag() {
        const origin = origins.pop() ?? { x: 0, y: 0 };
        if (text === undefined) return;
        runs.push({ ...origin, text });
        text = undefined;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.end(svg);
  return runs;
}
