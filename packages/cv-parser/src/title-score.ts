/**
 * Whether a header part reads as a job title or as a firm, and the cut of one part holding both
 * ("Engineer — Acme"), for the entry headers read in packages/cv-parser/src/entry-parts.ts.
 */
import { isTitleText } from './title-words';

/** Legal forms and organisation words: the text names a company or institution. */
export const COMPANY_WORDS =
  /(?<![\p{L}])(?:ltd|limited|inc|llc|llp|gmbh|ag|kg|se|s\.?a\.?|s\.?l\.?|s\.?r\.?l|s\.?p\.?a|s\.?a\.?s|sarl|lda|b\.?v|n\.?v|sp\. ?z ?o\.?o|plc|corp|corporation|company|co|group|gruppe|groupe|grupo|gruppo|labs?|solutions|technologies|systems|software|bank|studio|agency|partners|hospital|logistics|foods|media|health|energy|traders|consulting|holdings|ventures|industries|services|söhne|fils|hijos|filhos|figli|associati|asociados|associados|associés|zonen)(?![\p{L}])\.?/iu;
/** "Haack, Ehrig und Krug", "Moen - Cummerata", "O'Reilly & Söhne": names joined like a firm's. */
const FIRM_SHAPE =
  /^[\p{Lu}][\p{L}'’.-]+(?:(?:,| -| &| und| and| e| et| y| en| i)\s+[\p{Lu}][\p{L}'’.-]+)+$/u;

/** Positive when the text reads like a job title, negative when it reads like a company. */
export function titleScore(text: string): number {
  const lastWord = /[\p{L}-]+\)?$/u.exec(text.trim())?.[0] ?? '';
  const title = isTitleText(text) ? (isTitleText(lastWord) ? 1.5 : 1) : 0;
  const company = COMPANY_WORDS.test(text) ? 1 : 0;
  return title - company - (FIRM_SHAPE.test(text) && title === 0 ? 0.5 : 0);
}

const WEAK = [/\s+[—–]\s+/u, /\s+-\s+/u, /\s*,\s+/u];

/**
 * One part holding both title and company ("Engineer — Acme", "Engineer, Acme Ltd"): the cut
 * whose sides differ most (a title ending in a title word against a firm), stronger separators
 * first when cuts are as good.
 */
export function splitJoined(text: string): [string, string] | undefined {
  let best: { parts: [string, string]; evidence: number } | undefined;
  for (const separator of WEAK) {
    for (const match of text.matchAll(new RegExp(separator.source, 'gu'))) {
      const left = text.slice(0, match.index).trim();
      const right = text.slice(match.index + match[0].length).trim();
      const [l, r] = [titleScore(left), titleScore(right)];
      const evidence = Math.abs(l - r);
      if (best && evidence <= best.evidence) continue;
      // A firm's name does not start in lower case ("Accountant – consolidated accounts, Acme").
      if (l > r && (l > 0 || r < 0) && !/^\p{Ll}/u.test(right))
        best = { parts: [left, right], evidence };
      else if (r > l && (r > 0 || l < 0) && !/^\p{Ll}/u.test(left))
        best = { parts: [right, left], evidence };
    }
  }
  return best?.parts;
}
