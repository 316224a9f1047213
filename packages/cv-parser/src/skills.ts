import type { SkillListKey, SkillsContent } from '@cvforge/contracts';
import type { Chunk, Confidence, LogicalLine } from './types';

const LABEL = /^([\p{L} &/-]{2,40}):\s*/u;
const SPLIT = /\s*[,;|•·●▪]\s*|\s+[-–—]\s+/u;
/** Levels printed beside skills ("Advanced", "Experte"): not skills. */
const LEVEL =
  /^(?:beginner|novice|basic|intermediate|advanced|expert|master|proficient|fortgeschritten|experte|grundkenntnisse|sehr gut|gut|débutant|intermédiaire|avancé|expert|básico|intermedio|avanzado|experto|intermediário|avançado|avanzato|esperto|base|gevorderd|basis|zaawansowany|średniozaawansowany|podstawowy|ekspert)$/iu;

function categoryOf(label: string): SkillListKey {
  if (
    /tool|technolog|software|platform|program|werkzeug|outil|herramient|ferrament|strument|narzędz/iu.test(
      label,
    )
  )
    return 'tools';
  if (
    /soft|professional|business|management|interpersonal|kompetenz|compétence|competenc|competênc|competenz|vaardighed|umiejętn/iu.test(
      label,
    )
  )
    return 'professional';
  return 'technical';
}

const SEPARATED = /[,;|•·●▪]/;

/** "SEO, Content" + "Strategy, Analytics": a list line that stops mid-item continues on the next. */
function joinWrapped(lines: LogicalLine[]): LogicalLine[] {
  const joined: LogicalLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const isMidItem =
      previous &&
      !previous.isBullet &&
      previous.chunks.length <= 1 &&
      SEPARATED.test(previous.text) &&
      !/[,;|•·●▪]\s*$/.test(previous.text);
    if (
      previous &&
      isMidItem &&
      !line.isBullet &&
      line.chunks.length <= 1 &&
      !LABEL.test(line.text) &&
      // A bold line under plain keywords is the next group's name ("Fachlich").
      line.bold === previous.bold &&
      previous.column === line.column
    ) {
      const text = `${previous.text}${/^[,;|•·●▪]/.test(line.text) ? '' : ' '}${line.text}`;
      joined[joined.length - 1] = {
        ...previous,
        text,
        chunks: [{ ...(previous.chunks[0] ?? { ...previous }), text }],
      };
    } else joined.push(line);
  }
  return joined;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Group names ("Backend", "Tools") printed above their keywords: larger, bold where the keywords
 * are not (and no smaller than them), or at the left edge above indented keywords, and holding no
 * list of their own.
 */
function isGroupName(line: LogicalLine, lines: LogicalLine[], index: number): boolean {
  if (line.isBullet || SEPARATED.test(line.text) || line.text.length > 40) return false;
  const size = median(lines.map((other) => other.size));
  if (line.size > size + 0.8) return true;
  const bold = (other: LogicalLine) => other.bold || other.chunks.every((chunk) => chunk.bold);
  if (bold(line) && lines.some((other) => !bold(other) && other.size <= line.size + 0.5))
    return true;
  const next = lines[index + 1];
  const left = Math.min(...lines.map((other) => other.x));
  return next !== undefined && line.x <= left + 2 && next.x > line.x + 8 && line.chunks.length <= 1;
}

const lettersOf = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Skills printed as padded tags, wider apart than words: each tag is one skill. */
function paddedTags(chunk: Chunk): string[] | undefined {
  const tags = chunk.spaced;
  if (!tags || SEPARATED.test(chunk.text)) return undefined;
  return lettersOf(tags.join('')) === lettersOf(chunk.text) ? tags : undefined;
}

/** Step 9b: skills from chunks, commas, pipes and bullets; group names and labels pick the list. */
export function readSkills(lines: LogicalLine[]) {
  const skills: SkillsContent = { technical: [], professional: [], tools: [] };
  const seen = new Set<string>();
  const all = joinWrapped(lines);
  let group: SkillListKey = 'technical';
  all.forEach((line, index) => {
    if (isGroupName(line, all, index)) {
      group = categoryOf(line.text);
      return;
    }
    let chunks = line.chunks.length > 0 ? line.chunks.map((chunk) => ({ ...chunk })) : [line];
    let category = group;
    // A bold first chunk before regular ones is the group's name: "Tools  Git, Docker".
    const [first, ...rest] = chunks;
    if (first && rest.length > 0 && first.bold && rest.every((chunk) => !chunk.bold)) {
      category = categoryOf(first.text);
      chunks = rest;
    }
    for (const chunk of chunks) {
      const label = LABEL.exec(chunk.text);
      const chunkCategory = label?.[1] ? categoryOf(label[1]) : category;
      const text = label ? chunk.text.slice(label[0].length) : chunk.text;
      const tags = !label && 'spaced' in chunk ? paddedTags(chunk) : undefined;
      for (const item of (tags ?? [text]).flatMap((tag) => tag.split(SPLIT))) {
        const skill = item
          .replace(/^[-–*]\s*/, '')
          .replace(/\.$/, '')
          .trim();
        if (!skill || skill.length > 60 || LEVEL.test(skill) || seen.has(skill.toLowerCase()))
          continue;
        seen.add(skill.toLowerCase());
        skills[chunkCategory].push(skill);
      }
    }
  });
  const confidence: Confidence = {};
  for (const key of ['technical', 'professional', 'tools'] as const) {
    if (skills[key].length > 0) confidence[`sections.skills.${key}`] = 0.8;
  }
  return { skills, confidence };
}
