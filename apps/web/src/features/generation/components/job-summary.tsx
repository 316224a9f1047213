import {
  WIZARD_TEXT,
  matchingLevelLabel,
  type Customization,
  type CvSectionRef,
} from '@cvforge/contracts';
import { visibleSections } from '../utils/wizard-sections';

interface JobSummaryProps {
  companyName: string;
  jobTitle: string;
  templateName: string | undefined;
  customization: Customization;
  sections: CvSectionRef[];
  /** Steps 2's summary lists the counts; step 3 lists the sections too. */
  listSections?: boolean;
}

const orDash = (text: string | undefined) => (text?.trim() ? text.trim() : '—');

/** What will be generated: job, template, length, matching level and sections. */
export function JobSummary(props: JobSummaryProps) {
  const { companyName, jobTitle, templateName, customization, sections } = props;
  const included = visibleSections(sections);
  const pages = customization.cvLength ?? 1;
  const rows: [string, string][] = [
    ['Company', orDash(companyName)],
    ['Job title', orDash(jobTitle)],
    ['Template', orDash(templateName)],
    ['Length', pages === 1 ? '1 page' : `${pages} pages`],
    [
      'Matching level',
      `${customization.matchingLevel}/10 · ${matchingLevelLabel(customization.matchingLevel)}`,
    ],
    ['Cover letter', customization.includeCoverLetter ? 'Yes' : 'No'],
    ['Sections', `${included.length} of ${sections.length}`],
  ];
  return (
    <div className="space-y-3">
      <dl className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex gap-1.5">
            <dt className="text-muted-foreground">{label}:</dt>
            <dd className="min-w-0 truncate font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {props.listSections && (
        <h4 id="sections-to-include" className="text-sm font-medium">
          {WIZARD_TEXT.sectionsToInclude}
        </h4>
      )}
      {props.listSections && (
        <ol aria-labelledby="sections-to-include" className="flex flex-wrap gap-1.5">
          {included.map((section) => (
            <li
              key={section.id}
              className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium"
            >
              {section.title}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
