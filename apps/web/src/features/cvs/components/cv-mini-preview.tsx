import { FileText } from 'lucide-react';
import { useMemo } from 'react';
import { miniPreviewData } from '../utils/mini-preview-data';

function Heading({ children }: { children: string }) {
  return (
    <p className="mt-1.5 border-b border-border pb-px text-[6px] font-semibold tracking-wider text-accent uppercase">
      {children}
    </p>
  );
}

function Chips({ items }: { items: string[] }) {
  return (
    <p className="mt-0.5 flex flex-wrap gap-0.5">
      {items.map((item) => (
        <span key={item} className="rounded-sm bg-muted px-0.5">
          {item}
        </span>
      ))}
    </p>
  );
}

/** A processed CV's first page in miniature, with the caps of cv-spec §2. Decorative. */
export function CvMiniPreview({ content }: { content: unknown }) {
  const data = useMemo(() => miniPreviewData(content), [content]);
  if (!data) {
    return (
      <div className="grid h-full place-items-center text-muted-foreground" aria-hidden="true">
        <FileText className="size-10 opacity-50" />
      </div>
    );
  }
  const skills = [...data.technicalSkills, ...data.professionalSkills];
  return (
    <div
      aria-hidden="true"
      data-testid="mini-preview"
      className="h-full overflow-hidden bg-white px-3 py-2.5 text-[6.5px] leading-snug text-zinc-700 dark:bg-zinc-900 dark:text-zinc-300"
    >
      <p className="text-[10px] font-bold text-zinc-900 dark:text-zinc-50">{data.name}</p>
      {data.role && <p className="font-medium text-accent">{data.role}</p>}
      {data.summary && <p className="mt-1 line-clamp-2">{data.summary}</p>}
      {data.experiences.length > 0 && <Heading>Experience</Heading>}
      {data.experiences.map((exp, index) => (
        <div key={`${exp.title}-${index}`} data-testid="mini-experience" className="mt-0.5">
          <p className="font-semibold text-zinc-900 dark:text-zinc-100">
            {[exp.title, exp.company].filter(Boolean).join(' · ')}
          </p>
          <ul className="list-disc pl-2">
            {exp.achievements.map((line, i) => (
              <li key={i} data-testid="mini-achievement" className="line-clamp-1">
                {line}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {data.education.length > 0 && <Heading>Education</Heading>}
      {data.education.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
      {skills.length > 0 && <Heading>Skills</Heading>}
      {skills.length > 0 && <Chips items={skills} />}
      {data.softSkills.length > 0 && <Heading>Soft Skills</Heading>}
      {data.softSkills.length > 0 && <Chips items={data.softSkills} />}
      {data.lists.map((list) => (
        <div key={list.title}>
          <Heading>{list.title}</Heading>
          <p>{list.items.join(' · ')}</p>
        </div>
      ))}
    </div>
  );
}
