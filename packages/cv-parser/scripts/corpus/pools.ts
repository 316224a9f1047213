/** Word pools for the fictional corpus CVs. Every person and company here is made up. */

export const FIRST_NAMES = [
  'Zoë',
  'José',
  'Łukasz',
  'Ólafur',
  'Amélie',
  'Priya',
  'Tomasz',
  'Hannah',
  'Mateo',
  'Chloé',
  'Jürgen',
  'Aisha',
  'Søren',
  'Marta',
  'Daniel',
];
export const LAST_NAMES = [
  'Okafor',
  'García Márquez',
  'Wiśniewski',
  'Sigurðsson',
  'Lefèvre',
  'Raman',
  'Brennan',
  'Müller',
  'Novak',
  'Ferreira',
  'Lindqvist',
  'Thompson',
];
export const PLACES = [
  'London, UK',
  'Berlin, Germany',
  'Madrid, Spain',
  'Kraków, Poland',
  'Reykjavík, Iceland',
  'Austin, TX',
  'Lyon, France',
  'Toronto, Canada',
  'Dublin, Ireland',
];
export const COMPANIES = [
  'Northwind Traders',
  'Bluefin Analytics Ltd',
  'Helios Energy GmbH',
  'Cobalt Labs',
  'Larkspur Health Inc.',
  'Meridian Bank',
  'Quillon Studio',
  'Tidewater Logistics',
  'Orchard Software',
  'Vireo Systems',
  'Kestrel Media Group',
  'Brightmoor Foods',
];
export const SCHOOLS = [
  'University of Leeds',
  'Technical University of Munich',
  'Universidad Complutense de Madrid',
  'Jagiellonian University',
  'University of Iceland',
  'Trinity College Dublin',
  'University of Texas at Austin',
];
export const DEGREES = [
  ['BSc', 'Computer Science'],
  ['MSc', 'Data Science'],
  ['BA', 'Economics'],
  ['MA', 'Graphic Design'],
  ['BEng', 'Mechanical Engineering'],
  ['MBA', 'Business Administration'],
] as const;

interface RolePool {
  title: string;
  summary: string;
  bullets: string[];
  skills: string[];
  tools: string[];
}

export const ROLES: RolePool[] = [
  {
    title: 'Software Engineer',
    summary:
      'Backend engineer with a decade of experience building reliable payment and data platforms. I care about clear code, calm on-call rotations and mentoring the people around me.',
    bullets: [
      'Cut API latency by 38% by redesigning the caching layer and removing N+1 queries',
      'Led the migration of 14 services from a monolith to containers on Kubernetes with zero downtime',
      'Mentored four junior engineers, two of whom were promoted within a year',
      'Introduced contract tests that reduced production incidents by half',
      'Built an event pipeline processing 2 million messages per day',
      'Wrote the on-call runbook adopted by the whole engineering department',
    ],
    skills: ['TypeScript', 'Go', 'PostgreSQL', 'Kubernetes', 'GraphQL', 'Redis', 'Kafka', 'CI/CD'],
    tools: ['Git', 'Docker', 'Terraform', 'Grafana', 'Jira'],
  },
  {
    title: 'Product Designer',
    summary:
      'Product designer who turns messy research into simple interfaces. Comfortable from discovery workshops to pixel-level polish.',
    bullets: [
      'Redesigned the onboarding flow, raising activation from 41% to 58%',
      'Ran 30 user interviews and turned them into a shared journey map',
      'Built a design system of 120 components used by five product teams',
      'Partnered with engineering to ship an accessible checkout meeting WCAG 2.1 AA',
      'Facilitated quarterly design sprints with marketing and sales stakeholders',
    ],
    skills: [
      'User Research',
      'Prototyping',
      'Interaction Design',
      'Accessibility',
      'Design Systems',
      'Typography',
      'Usability Testing',
    ],
    tools: ['Figma', 'Sketch', 'Miro', 'Adobe Illustrator', 'Maze'],
  },
  {
    title: 'Data Analyst',
    summary:
      'Analyst translating raw data into decisions. Experienced in forecasting, experimentation and dashboards that people actually read.',
    bullets: [
      'Built a demand forecasting model that reduced stock-outs by 22%',
      'Automated weekly reporting, saving the finance team 12 hours a week',
      'Designed and analysed 40 A/B tests across web and mobile',
      'Created executive dashboards tracking revenue, churn and retention',
      'Cleaned and documented a 300-table data warehouse',
    ],
    skills: [
      'SQL',
      'Python',
      'Statistics',
      'Forecasting',
      'A/B Testing',
      'Data Visualisation',
      'Excel',
    ],
    tools: ['Tableau', 'dbt', 'Looker', 'Jupyter', 'BigQuery'],
  },
  {
    title: 'Project Manager',
    summary:
      'Delivery-focused project manager with a record of shipping complex programmes on time and on budget across distributed teams.',
    bullets: [
      'Delivered a 2.4 million euro ERP rollout across six countries on schedule',
      'Coordinated 25 stakeholders across finance, operations and IT',
      'Reduced average project overrun from 18% to 4% with a new risk process',
      'Managed vendor contracts and negotiated savings of 15%',
      'Introduced agile ceremonies to three teams used to waterfall delivery',
    ],
    skills: [
      'Stakeholder Management',
      'Budgeting',
      'Risk Management',
      'Agile',
      'Scrum',
      'Vendor Management',
      'Reporting',
    ],
    tools: ['MS Project', 'Jira', 'Confluence', 'Asana', 'Smartsheet'],
  },
  {
    title: 'Marketing Manager',
    summary:
      'Marketing manager blending brand storytelling with performance marketing. Grew organic traffic and pipeline for B2B and consumer brands.',
    bullets: [
      'Grew organic traffic by 160% in 18 months through a content programme',
      'Managed a paid media budget of 900k across search and social',
      'Launched a customer newsletter reaching 45,000 subscribers',
      'Rebuilt the lead scoring model with sales, lifting conversion by 27%',
      'Hired and led a team of five marketers and two agencies',
    ],
    skills: [
      'SEO',
      'Content Strategy',
      'Paid Search',
      'Brand Management',
      'Email Marketing',
      'Copywriting',
      'Analytics',
    ],
    tools: ['HubSpot', 'Google Ads', 'Semrush', 'Canva', 'Salesforce'],
  },
  {
    title: 'Mechanical Engineer',
    summary:
      'Mechanical engineer specialised in product development for industrial equipment, from concept sketches to certified production parts.',
    bullets: [
      'Designed a pump housing that cut material cost by 19%',
      'Ran finite element analysis on load-bearing assemblies',
      'Led the certification of three products under the EU Machinery Directive',
      'Worked with suppliers in Poland and Spain to qualify new parts',
      'Introduced design reviews that reduced late changes by a third',
    ],
    skills: [
      'CAD',
      'FEA',
      'GD&T',
      'Product Development',
      'Root Cause Analysis',
      'Lean Manufacturing',
      'Prototyping',
    ],
    tools: ['SolidWorks', 'ANSYS', 'AutoCAD', 'MATLAB', 'Creo'],
  },
];
