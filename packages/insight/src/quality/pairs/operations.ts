import { buildCv } from './build-cv';
import type { QualityPair } from './types';

export const OPERATIONS_PAIRS: readonly QualityPair[] = [
  {
    id: 'operations-supply-chain-strong',
    industry: 'operations',
    fit: 'strong',
    cv: buildCv({
      name: 'Marco Rossi',
      title: 'Supply Chain Manager',
      email: 'marco.rossi@example.com',
      phone: '+31 6 8765 4321',
      location: 'Rotterdam, Netherlands',
      summary:
        'Supply chain manager with 9 years in FMCG and consumer electronics. I run S&OP, cut inventory without hurting service levels and like messy, cross-border logistics problems.',
      experiences: [
        {
          title: 'Supply Chain Manager, Benelux',
          company: 'Philips',
          duration: 'Mar 2020 - Present',
          location: 'Amsterdam, Netherlands',
          achievements: [
            'Led monthly S&OP for a €600M product portfolio, improving forecast accuracy from 68% to 82%',
            'Reduced inventory by €18M (22 days of cover) while keeping service level above 97%',
            'Renegotiated 3PL and freight contracts, saving €2.4M a year',
            'Managed a team of 9 planners and buyers',
          ],
        },
        {
          title: 'Demand Planner',
          company: 'Heineken',
          duration: '01/2016 – 02/2020',
          location: 'Zoeterwoude, Netherlands',
          achievements: [
            'Built statistical forecasts in SAP APO for 400 SKUs',
            'Ran lean projects that cut warehouse picking errors 35%',
            'Introduced supplier scorecards with procurement',
          ],
        },
        {
          title: 'Logistics Analyst',
          company: 'DHL Supply Chain',
          duration: '2014 - 2015',
          location: 'Venlo, Netherlands',
          achievements: [
            'Analysed warehouse KPIs for 3 client sites',
            'Built Excel models for transport routing',
            'Supported a WMS upgrade project',
          ],
        },
      ],
      education: [
        {
          degree: 'MSc',
          field: 'Supply Chain Management',
          institution: 'Erasmus University Rotterdam',
          year: '2014',
        },
      ],
      skills: {
        technical: [
          'S&OP',
          'Demand planning',
          'Inventory optimisation',
          'Procurement',
          'Logistics',
          'Lean',
          'Supplier management',
        ],
        tools: ['SAP (MM, APO, IBP)', 'Excel', 'Power BI', 'Kinaxis'],
      },
      softSkills: ['Leadership', 'Negotiation', 'Cross-functional collaboration'],
      certifications: [
        { name: 'APICS CSCP', issuing_organization: 'ASCM', year: '2019' },
        { name: 'Lean Six Sigma Green Belt', issuing_organization: 'IASSC', year: '2017' },
      ],
      languages: [
        { name: 'Italian', level: 'Native' },
        { name: 'English', level: 'Fluent' },
        { name: 'Dutch', level: 'B1' },
      ],
    }),
    job: {
      job_title: 'Senior Supply Chain Manager',
      company_name: 'Signify',
      job_description: `Signify, the world leader in lighting, is hiring a Senior Supply Chain Manager for our Europe region in Eindhoven.

Your responsibilities
- Lead the end-to-end supply chain for a €700M product portfolio: demand planning, supply planning, inventory and distribution.
- Own the Sales & Operations Planning (S&OP) process and drive forecast accuracy and service level improvements.
- Optimise working capital through inventory reduction and better network design.
- Manage relationships with contract manufacturers, suppliers and logistics service providers; negotiate contracts.
- Lead and develop a team of 10 planners.
- Drive continuous improvement projects using Lean and Six Sigma.

Your profile
- Master's degree in Supply Chain Management, Industrial Engineering or Business.
- 8+ years of supply chain experience in FMCG, electronics or a similar fast-moving industry, including people management.
- Strong knowledge of S&OP, demand and supply planning and inventory management.
- Hands-on experience with SAP and advanced planning systems (SAP IBP, Kinaxis, o9).
- Strong analytical skills (Excel, Power BI) and a data-driven approach.
- Excellent leadership, negotiation and stakeholder management skills; fluent English.

Nice to have
- APICS CPIM or CSCP certification.
- Lean Six Sigma Green or Black Belt.
- Dutch language skills.

We offer a competitive salary, bonus, 13th month, and a hybrid working policy.`,
    },
  },
  {
    id: 'operations-project-manager-partial',
    industry: 'operations',
    fit: 'partial',
    cv: buildCv({
      name: 'Kenji Watanabe',
      title: 'Construction Project Coordinator',
      email: 'kenji.watanabe@example.com',
      phone: '+1 (206) 555-0150',
      location: 'Seattle, WA',
      summary:
        'Project coordinator with 5 years in commercial construction. I keep schedules, budgets and subcontractors on track and make sure nothing falls through the cracks.',
      experiences: [
        {
          title: 'Project Coordinator',
          company: 'Sellen Construction',
          duration: 'May 2021 - Present',
          location: 'Seattle, WA',
          achievements: [
            'Coordinated schedules and submittals for a $120M office tower delivered 3 weeks early',
            'Tracked change orders and budgets worth $8M in Procore',
            'Ran weekly meetings with 25 subcontractors',
          ],
        },
        {
          title: 'Assistant Project Coordinator',
          company: 'Lease Crutcher Lewis',
          duration: '06/2019 – 04/2021',
          location: 'Seattle, WA',
          achievements: [
            'Maintained RFIs and drawing logs for 4 projects',
            'Prepared monthly progress reports for owners',
            'Organised safety inspections and documentation',
          ],
        },
      ],
      education: [
        {
          degree: 'BS',
          field: 'Construction Management',
          institution: 'University of Washington',
          year: '2019',
        },
      ],
      skills: {
        technical: [
          'Scheduling',
          'Budget tracking',
          'Risk logs',
          'Subcontractor coordination',
          'Reporting',
        ],
        tools: ['Procore', 'MS Project', 'Excel', 'Bluebeam'],
      },
      softSkills: ['Organisation', 'Communication', 'Follow-through'],
    }),
    job: {
      job_title: 'IT Project Manager',
      company_name: 'Providence Health IT',
      job_description: `Providence is hiring an IT Project Manager in Seattle (hybrid) to lead technology projects across our hospitals and clinics.

Responsibilities
- Plan, execute and close IT projects such as EHR upgrades, infrastructure rollouts and application implementations, with budgets up to $5M.
- Define scope, schedules, resources and risks; maintain project plans in MS Project or Smartsheet.
- Run project governance: status reports, steering committees, change control and RAID logs.
- Coordinate cross-functional teams of engineers, vendors, clinical staff and business stakeholders.
- Apply waterfall, agile or hybrid delivery methods as appropriate.
- Manage vendors and contracts, and ensure projects meet security and compliance requirements (HIPAA).

Qualifications
- 5+ years of project management experience, with at least 3 years managing IT or software projects.
- PMP certification required (or obtained within 12 months).
- Experience with agile/Scrum practices and tools such as Jira.
- Strong understanding of IT infrastructure, software development lifecycle and system integration.
- Excellent communication, stakeholder management and problem-solving skills.
- Bachelor's degree in Information Systems, Business or related field.

Nice to have
- Healthcare IT or Epic implementation experience.
- ITIL Foundation certification.

We offer comprehensive medical benefits, a 403(b) with match and tuition reimbursement.`,
    },
  },
  {
    id: 'operations-warehouse-partial',
    industry: 'operations',
    fit: 'partial',
    cv: buildCv({
      name: 'Magdalena Nowak',
      title: 'Shift Supervisor',
      email: 'magdalena.nowak@example.com',
      phone: '+48 512 345 678',
      location: 'Poznań, Poland',
      summary:
        'Warehouse shift supervisor, 6 years in e-commerce fulfilment. I run safe, productive shifts of 40+ people and I like solving bottlenecks on the floor.',
      experiences: [
        {
          title: 'Shift Supervisor',
          company: 'Amazon Fulfilment Poland',
          duration: 'Jun 2020 - Present',
          location: 'Poznań, Poland',
          achievements: [
            'Lead a night shift of 45 associates picking and packing 60,000 units',
            'Raised units per hour 18% by rebalancing pick paths and staffing',
            'Zero lost-time accidents over 2 years on my shift',
            'Trained 12 associates into process-guide roles',
          ],
        },
        {
          title: 'Warehouse Team Leader',
          company: 'Zalando Lounge Logistics',
          duration: '2018 - 2020',
          location: 'Gardno, Poland',
          achievements: [
            'Led a returns team of 15',
            'Cut returns backlog from 5 days to 1 day',
            'Ran daily stand-ups and KPI boards',
          ],
        },
      ],
      education: [
        {
          degree: 'Licencjat',
          field: 'Logistics',
          institution: 'Poznań School of Logistics',
          year: '2018',
        },
      ],
      skills: {
        technical: [
          'Shift management',
          'Pick and pack',
          'Returns processing',
          'Health and safety',
          'KPI tracking',
        ],
        tools: ['WMS', 'Excel'],
      },
      softSkills: ['Team leadership', 'Problem solving'],
      languages: [
        { name: 'Polish', level: 'Native' },
        { name: 'English', level: 'B2' },
      ],
    }),
    job: {
      job_title: 'Warehouse Operations Manager',
      company_name: 'InPost',
      job_description: `InPost is looking for a Warehouse Operations Manager to run our new fulfilment centre near Poznań (25,000 m², 200 employees).

Responsibilities
- Manage all warehouse operations: inbound, storage, picking, packing, shipping and returns.
- Lead a team of 6 shift managers and 200 employees; build a culture of safety, engagement and performance.
- Own KPIs such as productivity, order accuracy, on-time shipping and cost per order; prepare and manage the site budget.
- Drive continuous improvement with Lean tools (5S, Kaizen, value stream mapping).
- Work with IT on WMS configuration (Manhattan or SAP EWM) and automation projects such as sorters and conveyors.
- Ensure compliance with health and safety regulations and customer SLAs.

Requirements
- 5+ years of warehouse or logistics experience, including 2+ years managing managers or a site.
- Experience in e-commerce or 3PL fulfilment.
- Strong knowledge of WMS systems and warehouse KPIs.
- Lean or Six Sigma experience; a Green Belt is an advantage.
- Budgeting and cost control experience.
- Leadership, communication and decision-making skills; fluent Polish and good English.

Nice to have
- Experience launching a new site (greenfield).
- Experience with warehouse automation.

We offer a competitive salary, annual bonus, private medical care and a company car.`,
    },
  },
  {
    id: 'operations-coo-weak',
    industry: 'operations',
    fit: 'weak',
    cv: buildCv({
      name: 'Isabella Costa',
      title: 'Operations Assistant',
      email: 'isabella.costa@example.com',
      phone: '+351 912 345 678',
      location: 'Lisbon, Portugal',
      summary:
        'Operations assistant with a year of experience in scheduling, purchasing support and office operations at a growing startup.',
      experiences: [
        {
          title: 'Operations Assistant',
          company: 'Sword Health',
          duration: 'Jan 2024 - Present',
          location: 'Lisbon, Portugal',
          achievements: [
            'Process 150 purchase orders a month',
            'Track hardware kit shipments to patients in a shared spreadsheet',
            'Organised the office move for 80 people',
          ],
        },
        {
          title: 'Operations Intern',
          company: 'Uniplaces',
          duration: '06/2023 – 12/2023',
          location: 'Lisbon, Portugal',
          achievements: [
            'Checked 300 property listings for accuracy',
            'Answered landlord questions by email',
            'Updated weekly operations reports',
          ],
        },
      ],
      education: [
        {
          degree: 'BSc',
          field: 'Management',
          institution: 'Nova School of Business and Economics',
          year: '2023',
        },
      ],
      skills: {
        technical: ['Purchase orders', 'Scheduling', 'Reporting'],
        tools: ['Google Sheets', 'Notion', 'Slack'],
      },
      languages: [
        { name: 'Portuguese', level: 'Native' },
        { name: 'English', level: 'Fluent' },
      ],
    }),
    job: {
      job_title: 'Chief Operating Officer',
      company_name: 'Feedzai',
      job_description: `Feedzai, a global leader in AI for fraud prevention, is hiring a Chief Operating Officer based in Lisbon, reporting to the CEO.

Responsibilities
- Translate company strategy into operating plans, OKRs and budgets across all business units.
- Lead operations functions including business operations, customer delivery, IT, facilities and procurement (about 250 people).
- Build scalable processes, systems and governance to support growth from $100M to $300M ARR.
- Partner with the CFO on financial planning, cost efficiency and investor reporting.
- Drive cross-functional programmes such as international expansion and M&A integration.
- Coach and develop senior leaders; build a high-performance, accountable culture.

Requirements
- 15+ years of experience, including 7+ years in senior operations leadership roles (VP Operations, COO or equivalent) in technology or SaaS companies.
- Proven track record of scaling a global organisation through rapid growth.
- Strong financial acumen and experience with P&L ownership.
- Experience with operational excellence frameworks, process design and change management.
- Exceptional leadership, executive communication and board-level stakeholder management.
- MBA or equivalent is a plus.

Nice to have
- Experience in fintech, banking or AI companies.
- Experience leading post-merger integration.

We offer a competitive executive package, equity and relocation support.`,
    },
  },
];
