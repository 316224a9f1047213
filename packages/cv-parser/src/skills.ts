import type { SkillsContent } from '@cvforge/contracts';
import type { Confidence, LogicalLine } from './types';

const LABEL = /^([\p{L} &/-]{2,40}):\s*/u;
const SPLIT = /\s*[,;|•·●▪]\s*/;

function categoryOf(label: string): keyof SkillsContent {
  if (/tool|technolog|software|platform|program/i.test(label)) return 'tools';
  if (/soft|professional|business|management|interpersonal/i.test(label)) return 'professional';
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
      SEPARATED.test(previous.text) &&
      !/[,;|•·●▪]\s*$/.test(previous.text);
    if (
      previous &&
      isMidItem &&
      !line.isBullet &&
      !LABEL.test(line.text) &&
      previous.column === line.column
    ) {
      joined[joined.length - 1] = {
        ...previous,
        text: `${previous.text}${/^[,;|•·●▪]/.test(line.text) ? '' : ' '}${line.text}`,
      };
    } else joined.push(line);
  }
  return joined;
}

/** Step 9b: skills split on commas, pipes and bullets; "Tools: …" style labels pick the list. */
export function readSkills(lines: LogicalLine[]) {
  const skills: SkillsContent = { technical: [], professional: [], tools: [] };
  const seen = new Set<string>();
  for (const line of joinWrapped(lines)) {
    const label = LABEL.exec(line.text);
    const category = label?.[1] ? categoryOf(label[1]) : 'technical';
    const text = label ? line.text.slice(label[0].length) : line.text;
    for (const item of text.split(SPLIT)) {
      const skill = item
        .replace(/^[-–*]\s+/, '')
        .replace(/\.$/, '')
        .trim();
      if (!skill || skill.length > 60 || seen.has(skill.toLowerCase())) continue;
      seen.add(skill.toLowerCase());
      skills[category].push(skill);
    }
  }
  const confidence: Confidence = {};
  for (const key of ['technical', 'professional', 'tools'] as const) {
    if (skills[key].length > 0) confidence[`sections.skills.${key}`] = 0.8;
  }
  return { skills, confidence };
}
