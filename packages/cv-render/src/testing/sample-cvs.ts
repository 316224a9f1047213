/** Varied CVs for the round trip: short and long, accented, Greek and Cyrillic, optional sections on and off. */
import type { CvContentInput } from '@cvforge/contracts';
import { samplePhoto } from './sample-photo';

interface Job {
  title: string;
  company: string;
  duration: string;
  location?: string;
  achievements: string[];
}
interface School {
  degree: string;
  field: string;
  institution: string;
  year: string;
}

interface SampleInput {
  info: Record<string, string>;
  summary: string;
  jobs: Job[];
  schools: School[];
  skills: { technical?: string[]; professional?: string[]; tools?: string[] };
  extras?: NonNullable<CvContentInput['sections']>;
}

export function sampleCv({
  info,
  summary,
  jobs,
  schools,
  skills,
  extras = [],
}: SampleInput): CvContentInput {
  return {
    personal_info: info,
    sections: [
      { type: 'summary', order: 1, content: { text: summary } },
      { type: 'skills', order: 2, content: skills },
      { type: 'experience', order: 4, content: { experiences: jobs } },
      { type: 'education', order: 5, content: { education: schools } },
      ...extras,
    ],
  };
}

const bullets = (topic: string, count: number) =>
  Array.from(
    { length: count },
    (_, index) =>
      `Led the ${topic} workstream ${index + 1}, cutting cycle time by ${10 + index * 3}% across four teams and two regions`,
  );

const manyJobs = (count: number): Job[] =>
  Array.from({ length: count }, (_, index) => ({
    title: index % 2 ? 'Senior Software Engineer' : 'Engineering Manager',
    company: `Northwind Systems ${index + 1} Ltd`,
    duration: `Jan ${2020 - index * 2} – Dec ${2021 - index * 2}`,
    location: 'London, UK',
    achievements: bullets(`platform ${index + 1}`, 4),
  }));

const bsc: School = {
  degree: 'BSc',
  field: 'Computer Science',
  institution: 'University of Leeds',
  year: '2012',
};

export const SAMPLE_CVS: { label: string; content: CvContentInput }[] = [
  {
    label: 'short',
    content: sampleCv({
      info: {
        name: 'Jane Doe',
        title: 'Backend Developer',
        email: 'jane.doe@example.com',
        phone: '+44 20 7946 0958',
        location: 'London, UK',
      },
      summary: 'Backend developer who ships reliable APIs.',
      jobs: [
        {
          title: 'Backend Developer',
          company: 'Acme Ltd',
          duration: 'Mar 2021 – Present',
          achievements: ['Built the billing API in TypeScript'],
        },
      ],
      schools: [bsc],
      skills: { technical: ['TypeScript', 'Node.js', 'PostgreSQL'] },
    }),
  },
  {
    label: 'accented',
    content: sampleCv({
      info: {
        name: 'Zoë Müller-Łukasiewicz',
        title: 'Product Designer',
        email: 'zoe@muller.design',
        phone: '+49 30 1234 5678',
        location: 'Zürich, Switzerland',
        linkedin: 'linkedin.com/in/zoe-muller',
        website: 'zoe.design',
      },
      summary:
        'Product designer with a taste for façades, naïve users and crème brûlée. Eight years of shipping design systems for fintech and health products across Europe.',
      jobs: [
        {
          title: 'Lead Product Designer',
          company: 'Société Générale Labs',
          duration: 'Sep 2019 – Present',
          location: 'Paris, France',
          achievements: [
            'Redesigned the onboarding flow; conversion rose 18%',
            'Built a design system used by 40 engineers',
          ],
        },
        {
          title: 'Product Designer',
          company: 'Škoda Digital',
          duration: 'Feb 2016 – Aug 2019',
          location: 'Prague, Czechia',
          achievements: ['Designed the dealer portal used in 12 countries'],
        },
      ],
      schools: [
        {
          degree: 'MA',
          field: 'Interaction Design',
          institution: 'Zürcher Hochschule der Künste',
          year: '2015',
        },
      ],
      skills: {
        technical: ['Figma', 'Prototyping', 'Design Systems'],
        professional: ['Workshops', 'User Research'],
      },
    }),
  },
  {
    label: 'greek',
    content: sampleCv({
      info: {
        name: 'Νίκος Παπαδόπουλος',
        title: 'Data Analyst',
        email: 'nikos@example.gr',
        phone: '+30 210 123 4567',
        location: 'Αθήνα, Ελλάδα',
      },
      summary: 'Αναλυτής δεδομένων με εμπειρία σε τράπεζες και λιανική.',
      jobs: [
        {
          title: 'Data Analyst',
          company: 'Τράπεζα Πειραιώς',
          duration: 'Jan 2020 – Present',
          achievements: [
            'Δημιούργησα πίνακες ελέγχου για 300 καταστήματα',
            'Automated weekly reporting with Python',
          ],
        },
      ],
      schools: [
        {
          degree: 'BSc',
          field: 'Statistics',
          institution: 'Οικονομικό Πανεπιστήμιο Αθηνών',
          year: '2018',
        },
      ],
      skills: { technical: ['Python', 'SQL', 'Power BI'] },
    }),
  },
  {
    label: 'cyrillic',
    content: sampleCv({
      info: {
        name: 'Анна Сергеевна Иванова',
        title: 'Project Manager',
        email: 'anna.ivanova@example.com',
        phone: '+7 495 123 4567',
        location: 'Москва, Россия',
        linkedin: 'linkedin.com/in/anna-ivanova',
      },
      summary: 'Руководитель проектов с опытом запуска мобильных приложений.',
      jobs: [
        {
          title: 'Project Manager',
          company: 'Яндекс',
          duration: 'Apr 2018 – Present',
          location: 'Москва, Россия',
          achievements: ['Запустила три мобильных приложения', 'Сократила сроки релизов на 30%'],
        },
        {
          title: 'Business Analyst',
          company: 'Сбербанк',
          duration: 'Jun 2015 – Mar 2018',
          achievements: ['Описала требования для платёжного модуля'],
        },
      ],
      schools: [
        {
          degree: 'Master',
          field: 'Management',
          institution: 'Московский государственный университет',
          year: '2015',
        },
      ],
      skills: {
        technical: ['Jira', 'SQL'],
        professional: ['Agile', 'Scrum', 'Stakeholder Management'],
      },
    }),
  },
  ...longSamples(),
];

function longSamples(): { label: string; content: CvContentInput }[] {
  const extras: NonNullable<CvContentInput['sections']> = [
    {
      type: 'certifications',
      order: 6,
      content: {
        certifications: [
          {
            name: 'AWS Solutions Architect',
            issuing_organization: 'Amazon Web Services',
            year: '2022',
          },
        ],
      },
    },
    {
      type: 'projects',
      order: 8,
      content: {
        projects: [
          {
            name: 'Open-source rate limiter',
            description: 'A token bucket library with 2k GitHub stars.',
            year: '2021',
          },
        ],
      },
    },
    {
      type: 'languages',
      order: 10,
      content: {
        languages: [
          { name: 'English', level: 'Native' },
          { name: 'German', level: 'B2' },
        ],
      },
    },
    {
      type: 'awards',
      order: 9,
      content: {
        awards: [
          { name: 'Engineer of the Year', year: '2020', description: 'Chosen by 300 peers.' },
        ],
      },
    },
    {
      type: 'references',
      order: 11,
      content: {
        references: [
          { name: 'Mark Brown', title: 'CTO', company: 'Acme Ltd', contact: 'mark@acme.com' },
        ],
      },
    },
  ];
  const senior = {
    info: {
      name: 'Samuel Okafor',
      title: 'Principal Engineer',
      email: 'sam.okafor@example.com',
      phone: '+1 415 555 0134',
      location: 'San Francisco, CA',
      linkedin: 'linkedin.com/in/samokafor',
      website: 'okafor.dev',
    },
    summary:
      'Principal engineer with fifteen years of experience building distributed systems, payments infrastructure and developer platforms. Known for mentoring, calm incident leadership and turning ambiguous problems into roadmaps that ship.',
    schools: [
      bsc,
      {
        degree: 'MSc',
        field: 'Distributed Systems',
        institution: 'Imperial College London',
        year: '2014',
      },
    ],
    skills: {
      technical: ['Go', 'Rust', 'Kubernetes', 'Kafka', 'PostgreSQL'],
      professional: ['Mentoring', 'Incident Command'],
      tools: ['Terraform', 'Datadog', 'GitHub Actions'],
    },
  };
  return [
    { label: 'two pages', content: sampleCv({ ...senior, jobs: manyJobs(6) }) },
    { label: 'three pages', content: sampleCv({ ...senior, jobs: manyJobs(15) }) },
    { label: 'all sections', content: sampleCv({ ...senior, jobs: manyJobs(3), extras }) },
    {
      label: 'with photo',
      content: sampleCv({
        ...senior,
        info: { ...senior.info, photo: samplePhoto() },
        jobs: manyJobs(2),
      }),
    },
    {
      label: 'no optional',
      content: sampleCv({
        info: {
          name: 'Priya Raman',
          email: 'priya@example.in',
          phone: '+91 98765 43210',
          location: 'Bengaluru, India',
        },
        summary: 'Nurse with ICU experience.',
        jobs: [
          {
            title: 'Staff Nurse',
            company: 'Apollo Hospital',
            duration: 'Jul 2019 – Present',
            achievements: ['Cared for 12 ICU patients per shift', 'Trained 8 new nurses'],
          },
        ],
        schools: [
          { degree: 'Bachelor', field: 'Nursing', institution: 'Manipal University', year: '2019' },
        ],
        skills: { technical: ['Critical Care', 'Triage'] },
      }),
    },
    {
      label: 'long bullets',
      content: sampleCv({
        ...senior,
        jobs: [
          {
            title: 'Staff Engineer',
            company: 'Stripe Inc',
            duration: 'May 2017 – Present',
            location: 'Dublin, Ireland',
            achievements: [
              `${'Designed and rolled out a multi-region ledger that reconciles card, bank and wallet payments in near real time, '.repeat(2)}with zero data loss`,
              ...bullets('ledger', 5),
            ],
          },
        ],
      }),
    },
    {
      label: 'letter paper titles',
      content: sampleCv({
        ...senior,
        jobs: manyJobs(4),
        extras: [
          {
            type: 'achievements',
            order: 7,
            title: 'Key Achievements',
            content: { achievements: [{ name: 'Cut AWS bill by 40%', year: '2022' }] },
          },
        ],
      }),
    },
  ];
}
