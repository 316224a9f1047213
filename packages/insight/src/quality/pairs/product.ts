import { buildCv } from './build-cv';
import type { QualityPair } from './types';

export const PRODUCT_PAIRS: readonly QualityPair[] = [
  {
    id: 'product-manager-strong',
    industry: 'product',
    fit: 'strong',
    cv: buildCv({
      name: 'Hannah Schmidt',
      title: 'Senior Product Manager',
      email: 'hannah.schmidt@example.com',
      phone: '+49 151 2345 6789',
      location: 'Berlin, Germany',
      summary:
        'Product manager with 7 years in B2B SaaS. I run discovery with customers every week, keep roadmaps honest with data and work as a real partner to engineering and design. Shipped products from zero to €10M ARR.',
      experiences: [
        {
          title: 'Senior Product Manager',
          company: 'Personio',
          duration: 'May 2021 - Present',
          location: 'Berlin, Germany',
          achievements: [
            'Launched an absence-planning module that reached €4M ARR within 12 months',
            'Ran 60+ customer interviews and usability tests to reshape onboarding, raising activation from 38% to 55%',
            'Introduced OKRs and a quarterly roadmap review across 3 squads (25 engineers)',
            'Defined product analytics in Amplitude and set up an experimentation cadence of 2 A/B tests per sprint',
          ],
        },
        {
          title: 'Product Manager',
          company: 'Contentful',
          duration: '02/2018 – 04/2021',
          location: 'Berlin, Germany',
          achievements: [
            'Owned the API usage dashboard, reducing support tickets about limits by 35%',
            'Wrote PRDs and user stories for a team of 8 engineers working in Scrum',
            'Prioritised the backlog with RICE scoring and stakeholder input from sales and customer success',
          ],
        },
        {
          title: 'Business Analyst',
          company: 'Zalando',
          duration: '2016 - 2018',
          location: 'Berlin, Germany',
          achievements: [
            'Analysed returns data with SQL, leading to a sizing feature that cut returns 7%',
            'Prepared business cases for 4 product initiatives',
            'Coordinated UAT with 20 internal users',
          ],
        },
      ],
      education: [
        {
          degree: 'MSc',
          field: 'Business Informatics',
          institution: 'Technische Universität München',
          year: '2016',
        },
      ],
      skills: {
        technical: [
          'Product discovery',
          'Roadmapping',
          'A/B testing',
          'SQL',
          'Product analytics',
          'User research',
        ],
        professional: ['OKRs', 'Agile/Scrum', 'Go-to-market', 'Pricing'],
        tools: ['Jira', 'Confluence', 'Amplitude', 'Figma', 'Productboard', 'Miro'],
      },
      softSkills: ['Stakeholder management', 'Communication', 'Leadership', 'Prioritisation'],
      certifications: [
        {
          name: 'Certified Scrum Product Owner (CSPO)',
          issuing_organization: 'Scrum Alliance',
          year: '2019',
        },
      ],
      languages: [
        { name: 'German', level: 'Native' },
        { name: 'English', level: 'Fluent' },
      ],
    }),
    job: {
      job_title: 'Senior Product Manager',
      company_name: 'Factorial HR',
      job_description: `Factorial builds HR software for 10,000 small and mid-sized companies. We are hiring a Senior Product Manager for our Time & Attendance area, based in Berlin or Barcelona.

What you will do
- Own the product strategy, vision and roadmap for Time & Attendance, aligned with company OKRs.
- Lead continuous product discovery: customer interviews, usability testing and data analysis.
- Write clear product requirements and user stories and work daily with an engineering team of 8 and a product designer.
- Define success metrics, run A/B tests and use product analytics (Amplitude, Mixpanel) to make decisions.
- Work with sales, marketing and customer success on go-to-market and launches.

What you bring
- 5+ years of product management experience, ideally in B2B SaaS.
- A track record of shipping products that moved revenue or activation metrics.
- Strong analytical skills; comfortable writing SQL queries.
- Experience with agile methodologies (Scrum or Kanban) and tools such as Jira and Confluence.
- Excellent communication and stakeholder management; you can say no with data.
- Fluent English; German or Spanish is a plus.

Nice to have
- Experience in HR tech or workforce management.
- CSPO or similar product certification.
- Pricing and packaging experience.

We offer equity, flexible remote work, and a yearly team offsite.`,
    },
  },
  {
    id: 'product-owner-partial',
    industry: 'product',
    fit: 'partial',
    cv: buildCv({
      name: 'Pieter van Dijk',
      title: 'Scrum Master',
      email: 'pieter.vandijk@example.com',
      phone: '+31 6 1234 5678',
      location: 'Utrecht, Netherlands',
      summary:
        'Scrum master and agile coach for 5 years at banks and insurers. I help teams deliver predictably, keep backlogs tidy and run retrospectives people actually enjoy.',
      experiences: [
        {
          title: 'Scrum Master',
          company: 'Rabobank',
          duration: 'Mar 2021 - Present',
          location: 'Utrecht, Netherlands',
          achievements: [
            'Coached 3 teams through a move from waterfall to Scrum; sprint predictability rose from 55% to 85%',
            'Facilitated PI planning for 9 teams in a SAFe release train',
            'Cut average cycle time from 14 to 6 days by introducing WIP limits in Jira',
          ],
        },
        {
          title: 'Project Coordinator',
          company: 'Achmea',
          duration: '01/2019 – 02/2021',
          location: 'Zeist, Netherlands',
          achievements: [
            'Coordinated the rollout of a claims portal to 1,200 agents',
            'Kept RAID logs and steering-committee reports for a €3M programme',
            'Organised user acceptance testing with 40 business users',
          ],
        },
      ],
      education: [
        {
          degree: 'BSc',
          field: 'Business Administration',
          institution: 'Hogeschool Utrecht',
          year: '2018',
        },
      ],
      skills: {
        technical: ['Scrum', 'Kanban', 'SAFe', 'Backlog refinement'],
        tools: ['Jira', 'Confluence', 'Miro'],
      },
      softSkills: ['Facilitation', 'Coaching', 'Conflict resolution'],
      certifications: [
        {
          name: 'Professional Scrum Master I (PSM I)',
          issuing_organization: 'Scrum.org',
          year: '2020',
        },
        { name: 'SAFe 5 Scrum Master', issuing_organization: 'Scaled Agile', year: '2022' },
      ],
      languages: [
        { name: 'Dutch', level: 'Native' },
        { name: 'English', level: 'Fluent' },
      ],
    }),
    job: {
      job_title: 'Product Owner',
      company_name: 'ING Digital',
      job_description: `Within ING's Daily Banking tribe we are looking for a Product Owner for the squad that builds savings goals in our mobile app, used by 8 million customers in the Netherlands.

Your role
- Own and prioritise the product backlog; translate customer needs and business goals into epics and user stories with clear acceptance criteria.
- Define the product vision for savings features together with the chapter lead and the tribe's product manager.
- Use customer research, app analytics and experiments to decide what to build next.
- Work daily with 7 engineers and a UX designer in Scrum; accept work and represent the squad to stakeholders.
- Track KPIs such as adoption, retention and customer satisfaction, and report progress to tribe leadership.

Who you are
- 4+ years of experience as product owner or product manager on digital customer-facing products.
- Solid understanding of agile (Scrum, SAFe) and user-centred design.
- Data-driven: experience with analytics tools such as Adobe Analytics or Google Analytics and with A/B testing.
- Knowledge of mobile app development and APIs.
- Strong stakeholder management and communication skills; fluent Dutch and English.

Nice to have
- Banking or fintech experience and knowledge of PSD2.
- PSPO or CSPO certification.

We offer a hybrid workplace in Amsterdam, a 13th month and an excellent pension.`,
    },
  },
  {
    id: 'product-growth-partial',
    industry: 'product',
    fit: 'partial',
    cv: buildCv({
      name: 'Aisha Rahman',
      title: 'Product Manager',
      email: 'aisha.rahman@example.com',
      phone: '+1 (415) 555-0148',
      location: 'San Francisco, CA',
      summary:
        'PM with 4 years in consumer mobile apps. Strong on user research and working with designers; I shipped a redesigned home feed and a referral program. Not afraid of spreadsheets.',
      experiences: [
        {
          title: 'Product Manager',
          company: 'FitPulse',
          duration: 'Jun 2022 - Present',
          location: 'San Francisco, CA',
          achievements: [
            'Shipped a referral program that brought 90k new users in 6 months at a $4 cost per install',
            'Led the home-feed redesign, raising weekly active users 15%',
            'Interviewed 50 users to define the premium tier, now 9% of revenue',
          ],
        },
        {
          title: 'Associate Product Manager',
          company: 'Lyft',
          duration: '07/2020 – 05/2022',
          location: 'San Francisco, CA',
          achievements: [
            'Wrote specs for rider notifications used by 20M people',
            'Worked with data science on metrics for a new safety feature',
            'Ran sprint demos and release notes for a team of 6 engineers',
          ],
        },
      ],
      education: [
        { degree: 'BA', field: 'Cognitive Science', institution: 'UC Berkeley', year: '2020' },
      ],
      skills: {
        technical: [
          'User research',
          'Product specs',
          'Mobile apps (iOS/Android)',
          'Metrics definition',
          'Prototyping',
        ],
        tools: ['Figma', 'Linear', 'Notion', 'Mixpanel'],
      },
      softSkills: ['Empathy', 'Collaboration', 'Communication'],
    }),
    job: {
      job_title: 'Growth Product Manager',
      company_name: 'Calmly',
      job_description: `Calmly is a meditation and sleep app with 15 million downloads. We are hiring a Growth Product Manager to own acquisition, activation and monetisation experiments. San Francisco or remote (US).

Responsibilities
- Own the growth roadmap across the funnel: onboarding, paywall, pricing, referrals and lifecycle messaging.
- Run a high-velocity experimentation program: write hypotheses, size opportunities, design A/B tests and read results with statistical rigour.
- Dig into data yourself with SQL and product analytics tools (Amplitude, Mixpanel) to find leverage points.
- Partner with marketing on paid acquisition, CRM (Braze) and app store optimisation.
- Work with engineers, designers and data scientists in a cross-functional growth squad.

Requirements
- 4+ years of product management experience, with at least 2 years in growth or monetisation.
- Proven experience running A/B tests and improving conversion, retention or LTV.
- Strong SQL skills and comfort with statistics (significance, power, sample size).
- Experience with subscription businesses, paywalls and pricing experiments.
- Excellent communication, prioritisation and a bias for action.

Nice to have
- Experience with mobile subscription apps on iOS and Android.
- Familiarity with RevenueCat, Braze or Segment.
- Background in data analytics or engineering.

Benefits: premium health coverage, 401(k) matching and unlimited PTO.`,
    },
  },
  {
    id: 'product-director-weak',
    industry: 'product',
    fit: 'weak',
    cv: buildCv({
      name: 'Yuki Tanaka',
      title: 'Associate Product Manager',
      email: 'yuki.tanaka@example.com',
      phone: '+81 90 1234 5678',
      location: 'Tokyo, Japan',
      summary:
        'Associate PM in my first product role after two years in customer support. I know our users well and I am learning roadmapping and analytics.',
      experiences: [
        {
          title: 'Associate Product Manager',
          company: 'Mercari',
          duration: 'Apr 2024 - Present',
          location: 'Tokyo, Japan',
          achievements: [
            'Wrote user stories for a shipping-label improvement that reduced support tickets 10%',
            'Collected feedback from 30 sellers for the listing flow',
            'Maintained the team backlog in Jira',
          ],
        },
        {
          title: 'Customer Support Specialist',
          company: 'Mercari',
          duration: '04/2022 – 03/2024',
          location: 'Tokyo, Japan',
          achievements: [
            'Resolved 60 tickets a day with a 96% satisfaction score',
            'Tagged and summarised top complaints for the product team each month',
            'Trained 5 new support agents',
          ],
        },
      ],
      education: [
        { degree: 'BA', field: 'Economics', institution: 'Keio University', year: '2022' },
      ],
      skills: {
        technical: ['User stories', 'Customer feedback analysis', 'Excel'],
        tools: ['Jira', 'Zendesk', 'Google Sheets'],
      },
      languages: [
        { name: 'Japanese', level: 'Native' },
        { name: 'English', level: 'Business' },
      ],
    }),
    job: {
      job_title: 'Director of Product',
      company_name: 'SmartNews',
      job_description: `SmartNews is looking for a Director of Product to lead the product organisation for our news app in Japan, with 20 million monthly users. You will report to the Chief Product Officer and manage a team of 6 product managers.

Responsibilities
- Set the product vision and multi-year strategy for the consumer app, aligned with business goals for engagement and advertising revenue.
- Lead, hire and develop a team of product managers; build a strong product culture and career framework.
- Own the portfolio roadmap and resource allocation across 8 squads; make hard trade-offs transparent.
- Drive data-informed decision-making with experimentation, product analytics and user research.
- Represent product to the executive team and board; align engineering, design, sales and editorial leaders.

Requirements
- 10+ years of product management experience, including 4+ years managing product managers.
- Proven track record of growing a consumer product with millions of users.
- Deep experience with experimentation, metrics design, monetisation and advertising products.
- Strategic thinking, executive communication and stakeholder management at C-level.
- Fluent Japanese and English.

Nice to have
- Experience in media, content recommendation or ad tech.
- Engineering or data science background.
- MBA.

We offer a competitive package including stock options and a flexible hybrid setup in Shibuya.`,
    },
  },
];
