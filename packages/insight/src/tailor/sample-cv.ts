import {
  cvContentSchema,
  markSample,
  type CvContent,
  type CvContentInput,
  type SectionType,
} from '@cvforge/contracts';
import { SECTION_DEFINITIONS } from '@cvforge/cv-model';
import type { EngineContext } from '../ats/analyze-ats';
import { resolveTarget, type JobTarget } from '../extract/target';
import type { Industry } from '../knowledge/types';
import { listing } from './text';
import type { TailorJob } from './types';

/** The field of study a person in each industry most often names. */
const FIELD_BY_INDUSTRY: Record<Industry, string> = {
  software: 'Computer Science',
  data: 'Statistics',
  product: 'Business Administration',
  design: 'Design',
  marketing: 'Marketing',
  sales: 'Business Administration',
  finance: 'Finance',
  hr: 'Human Resources Management',
  healthcare: 'Health Sciences',
  education: 'Education',
  operations: 'Supply Chain Management',
  legal: 'Law',
};

const EXAMPLE_EMPLOYERS = ['Northbridge Group', 'Harbor & Finch Ltd'];
const EXAMPLE_SCHOOL = 'State University';
/** For a job whose ad names no skill the knowledge base knows. */
const GENERIC_TOOLS = [
  'the team’s core tools',
  'clear checklists',
  'customer feedback',
  'shared planning',
];

/** The job's skills its role usually has first, then its other skills, then the role's core skills. */
function sampleSkills(target: JobTarget): string[] {
  const roleSkills = new Set([
    ...(target.role?.coreSkills ?? []),
    ...(target.role?.niceSkills ?? []),
  ]);
  const named = target.hardSkills.map((skill) => skill.name);
  return [
    ...new Set([
      ...named.filter((name) => roleSkills.has(name)),
      ...named,
      ...(target.role?.coreSkills ?? []),
    ]),
  ].slice(0, 12);
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

function sampleAchievements(skills: readonly string[], phrases: readonly string[], shift: number) {
  const pool = skills.length ? skills : GENERIC_TOOLS;
  const skill = (index: number) => pool[(index + shift) % pool.length] as string;
  const phrase = (index: number) => phrases[(index + shift) % Math.max(1, phrases.length)];
  return [
    `Delivered ${phrase(0) ?? 'day-to-day'} work using ${skill(0)} and ${skill(1)}, cutting turnaround time by 20%`,
    `Introduced ${article(skill(2))} ${skill(2)} routine that improved quality scores by 15% within six months`,
    `Worked with 5 colleagues across teams on ${phrase(1) ?? skill(3)}, meeting every deadline for the year`,
  ];
}

/**
 * A believable example CV for the job, every value marked as a sample to replace: the person's
 * contact details (from the default CV) are the only real values. `mark` is left out only to
 * write the sample cover letter, which is marked once as a whole.
 */
export function sampleCvForJob(
  context: EngineContext,
  contact: CvContent,
  job: TailorJob,
  mark: (value: string) => string = markSample,
): CvContent {
  const target = resolveTarget(context.knowledge, job, {
    roleTitle: job.job_title,
    skills: new Set(),
  });
  const skills = sampleSkills(target);
  const phrases = target.phrases;
  const soft = [...new Set([...target.softSkills, ...(target.role?.softSkills ?? [])])].slice(0, 4);
  const field = target.industry
    ? FIELD_BY_INDUSTRY[target.industry]
    : 'a field related to the role';
  const year = context.now.getUTCFullYear();
  const title = job.job_title.trim();
  const earlierTitle = target.role?.titles.entry[0] ?? `Junior ${title}`;
  const { name, email, phone, location, linkedin, website, photo } = contact.personal_info;
  const personalInfo = {
    name,
    email,
    phone,
    location,
    linkedin,
    website,
    ...(photo ? { photo } : {}),
    title: mark(title),
  };
  const sections: { type: SectionType; content: unknown }[] = [
    { type: 'personal_info', content: personalInfo },
    {
      type: 'summary',
      content: {
        text: mark(
          `${title} with 5 years of experience in ${listing(skills.slice(0, 3)) || 'the field'}. Known for reliable delivery, clear communication and steady improvement of how the team works.`,
        ),
        highlightedKeywords: [],
      },
    },
    {
      type: 'experience',
      content: {
        experiences: [
          {
            title: mark(title),
            company: mark(EXAMPLE_EMPLOYERS[0] as string),
            duration: mark(`${year - 3} - Present`),
            location: location ? mark(location) : '',
            achievements: sampleAchievements(skills, phrases, 0).map(mark),
          },
          {
            title: mark(earlierTitle),
            company: mark(EXAMPLE_EMPLOYERS[1] as string),
            duration: mark(`${year - 6} - ${year - 3}`),
            location: location ? mark(location) : '',
            achievements: sampleAchievements(skills, phrases, 3).map(mark),
          },
        ],
      },
    },
    {
      type: 'education',
      content: {
        education: [
          {
            degree: mark("Bachelor's degree"),
            field: mark(field),
            institution: mark(EXAMPLE_SCHOOL),
            year: mark(String(year - 7)),
          },
        ],
      },
    },
    {
      type: 'skills',
      content: { technical: skills.map(mark), professional: [], tools: [] },
    },
    {
      type: 'soft_skills',
      content: { soft_skills: soft.map((skill) => ({ name: mark(skill) })) },
    },
    {
      type: 'achievements',
      content: {
        achievements: [
          {
            name: mark(`Recognised for ${phrases[0] ?? 'outstanding work'}`),
            description: mark('Chosen by peers for the yearly team award'),
            year: mark(String(year - 1)),
          },
        ],
      },
    },
  ];
  const input: CvContentInput = {
    personal_info: personalInfo,
    metadata: { target_role: title, template_id: contact.metadata.template_id },
    sections: sections.map((section, order) => ({
      ...section,
      title: SECTION_DEFINITIONS[section.type].title,
      order,
    })) as CvContentInput['sections'],
  };
  return cvContentSchema.parse(input);
}
