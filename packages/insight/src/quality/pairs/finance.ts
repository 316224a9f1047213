import { buildCv } from './build-cv';
import type { QualityPair } from './types';

export const FINANCE_PAIRS: readonly QualityPair[] = [
  {
    id: 'finance-fpa-strong',
    industry: 'finance',
    fit: 'strong',
    cv: buildCv({
      name: 'Rachel Goldberg',
      title: 'Senior FP&A Analyst',
      email: 'rachel.goldberg@example.com',
      phone: '+1 (646) 555-0112',
      location: 'New York, NY',
      summary:
        'FP&A professional with 6 years in SaaS and media. I build the models leadership uses to plan, own the monthly close-to-forecast cycle and translate variances into decisions. CPA.',
      experiences: [
        {
          title: 'Senior FP&A Analyst',
          company: 'Squarespace',
          duration: 'Jun 2021 - Present',
          location: 'New York, NY',
          achievements: [
            'Built the three-statement operating model for a $900M revenue business, used for annual planning and board reporting',
            'Led monthly budget-vs-actual reviews with 8 department heads, identifying $6M in cost savings',
            'Automated revenue reporting with SQL and Adaptive Insights, cutting close-to-report time from 6 to 2 days',
            'Modelled pricing changes that added $14M in annual recurring revenue',
          ],
        },
        {
          title: 'Financial Analyst',
          company: 'Condé Nast',
          duration: '07/2018 – 05/2021',
          location: 'New York, NY',
          achievements: [
            'Prepared quarterly forecasts for the digital advertising segment',
            'Created variance analysis packs for the CFO',
            'Supported due diligence on a $40M acquisition',
          ],
        },
      ],
      education: [
        {
          degree: 'BS',
          field: 'Accounting',
          institution: 'New York University Stern',
          year: '2018',
        },
      ],
      skills: {
        technical: [
          'Financial modelling',
          'Budgeting',
          'Forecasting',
          'Variance analysis',
          'SaaS metrics',
          'SQL',
          'GAAP',
        ],
        tools: ['Excel', 'Adaptive Insights', 'NetSuite', 'Tableau', 'PowerPoint'],
      },
      softSkills: ['Business partnering', 'Communication', 'Attention to detail'],
      certifications: [
        {
          name: 'Certified Public Accountant (CPA)',
          issuing_organization: 'New York State Board of Accountancy',
          year: '2020',
        },
      ],
    }),
    job: {
      job_title: 'FP&A Manager',
      company_name: 'Etsy',
      job_description: `Etsy is hiring an FP&A Manager in New York (hybrid) to partner with our Marketplace and Marketing organisations.

What you'll do
- Lead the annual operating plan, quarterly forecasts and long-range planning for your business units.
- Build and maintain financial models covering revenue, marketing spend, headcount and unit economics.
- Run monthly budget vs actual variance analysis and explain drivers to senior leaders.
- Partner with business leaders on investment decisions, pricing and ROI analysis.
- Prepare materials for executive and board reporting.
- Improve planning processes and automation in Adaptive Insights, Excel and SQL.

What you'll bring
- 5+ years of experience in FP&A, corporate finance, investment banking or consulting.
- Advanced financial modelling skills in Excel; experience with planning tools such as Adaptive, Anaplan or Pigment.
- Strong understanding of GAAP financial statements and e-commerce or SaaS metrics.
- SQL or BI tools (Tableau, Looker) to pull your own data.
- Excellent communication and business partnering skills; able to present to executives.
- Bachelor's degree in Finance, Accounting or Economics.

Nice to have
- CPA or CFA.
- Experience managing an analyst.
- Marketplace or e-commerce experience.

We offer a competitive salary, equity, and a generous parental leave policy.`,
    },
  },
  {
    id: 'finance-accountant-partial',
    industry: 'finance',
    fit: 'partial',
    cv: buildCv({
      name: 'Oliver Hughes',
      title: 'Assistant Accountant',
      email: 'oliver.hughes@example.com',
      phone: '+44 7700 900789',
      location: 'Birmingham, UK',
      summary:
        'Part-qualified accountant (ACCA, 9 of 13 exams) with 4 years in accounts payable and month-end support. Accurate, steady and good with spreadsheets.',
      experiences: [
        {
          title: 'Assistant Accountant',
          company: 'Midlands Manufacturing Ltd',
          duration: 'Feb 2022 - Present',
          location: 'Birmingham, UK',
          achievements: [
            'Prepare balance sheet reconciliations for 40 accounts each month',
            'Post month-end journals and accruals in Sage 200',
            'Reduced supplier payment errors by 80% with a new three-way match check',
            'Prepare quarterly VAT returns under Making Tax Digital',
          ],
        },
        {
          title: 'Accounts Payable Clerk',
          company: 'West Midlands Housing Trust',
          duration: '2020 - 2022',
          location: 'Wolverhampton, UK',
          achievements: [
            'Processed 900 invoices a month',
            'Handled supplier queries and statements',
            'Ran weekly BACS payment runs',
          ],
        },
      ],
      education: [
        {
          degree: 'BA',
          field: 'Accounting and Finance',
          institution: 'Aston University',
          year: '2020',
        },
      ],
      skills: {
        technical: ['Reconciliations', 'Journals', 'Accruals', 'VAT', 'Accounts payable'],
        tools: ['Sage 200', 'Excel (VLOOKUP, pivot tables)'],
      },
      certifications: [
        { name: 'ACCA (part-qualified)', issuing_organization: 'ACCA', year: 'In progress' },
      ],
    }),
    job: {
      job_title: 'Financial Accountant',
      company_name: 'Gymshark',
      job_description: `Gymshark is looking for a Financial Accountant to join our finance team in Solihull. You will own key parts of the month-end close and statutory reporting for our UK and international entities.

Key responsibilities
- Own month-end close for two UK entities: journals, accruals, prepayments and balance sheet reconciliations.
- Prepare monthly management accounts and commentary for the Financial Controller.
- Prepare statutory accounts under FRS 102 and support the annual external audit.
- Manage intercompany reconciliations and foreign currency revaluations.
- Support VAT returns and corporation tax computations with our tax team.
- Drive process improvements and automation in our ERP (Microsoft Dynamics 365).

About you
- ACA, ACCA or CIMA qualified (or finalist) with 3+ years of post-qualification or equivalent experience.
- Strong knowledge of UK GAAP (FRS 102); exposure to IFRS is a plus.
- Experience of full month-end close and audit preparation.
- Advanced Excel skills; experience with a large ERP system.
- Highly organised, with excellent attention to detail and the confidence to challenge the business.

Nice to have
- Experience in retail or e-commerce.
- Consolidation experience for multi-entity groups.

We offer hybrid working, an annual bonus, free Gymshark gym membership and a staff discount.`,
    },
  },
  {
    id: 'finance-risk-partial',
    industry: 'finance',
    fit: 'partial',
    cv: buildCv({
      name: 'Vikram Iyer',
      title: 'Credit Analyst',
      email: 'vikram.iyer@example.com',
      phone: '+65 8123 4567',
      location: 'Singapore',
      summary:
        'Credit analyst, 5 years in corporate banking. I underwrite mid-market loans, write credit memos and monitor portfolios. CFA Level II candidate.',
      experiences: [
        {
          title: 'Credit Analyst',
          company: 'OCBC Bank',
          duration: 'Jul 2020 - Present',
          location: 'Singapore',
          achievements: [
            'Underwrote 70+ corporate credit facilities totalling SGD 1.1B',
            'Built Excel cash-flow models and covenant tests for borrowers in shipping and real estate',
            'Flagged 4 deteriorating credits early, limiting losses to under SGD 2M',
          ],
        },
        {
          title: 'Analyst, Corporate Banking',
          company: 'HDFC Bank',
          duration: '06/2018 – 06/2020',
          location: 'Mumbai, India',
          achievements: [
            'Prepared credit memos for 40 SME borrowers',
            'Analysed financial statements and industry data',
            'Monitored covenant compliance quarterly',
          ],
        },
      ],
      education: [
        {
          degree: 'MBA',
          field: 'Finance',
          institution: 'Indian Institute of Management Bangalore',
          year: '2018',
        },
      ],
      skills: {
        technical: [
          'Credit analysis',
          'Financial statement analysis',
          'Cash-flow modelling',
          'Covenant monitoring',
        ],
        tools: ['Excel', 'Bloomberg', 'Moody’s CreditLens'],
      },
      certifications: [
        { name: 'CFA Level II Candidate', issuing_organization: 'CFA Institute', year: '2025' },
      ],
      languages: [
        { name: 'English', level: 'Fluent' },
        { name: 'Tamil', level: 'Native' },
        { name: 'Hindi', level: 'Fluent' },
      ],
    }),
    job: {
      job_title: 'Market Risk Analyst',
      company_name: 'Standard Chartered',
      job_description: `Standard Chartered is hiring a Market Risk Analyst in Singapore to join the Financial Markets risk team covering rates, FX and credit trading.

Responsibilities
- Monitor and report daily market risk exposures, VaR, stressed VaR and sensitivities (Greeks) for trading desks.
- Investigate limit breaches and P&L movements, and explain drivers to traders and senior risk managers.
- Run stress testing and scenario analysis; contribute to regulatory submissions (FRTB, MAS).
- Develop and automate risk reports with Python and SQL.
- Review new products and trading strategies for market risk implications.

Requirements
- 3+ years of experience in market risk, trading, quantitative analysis or a related area at a bank.
- Solid understanding of derivatives pricing, fixed income, FX and risk measures (VaR, expected shortfall).
- Programming skills in Python or VBA and working knowledge of SQL.
- Strong analytical and problem-solving skills; able to work under time pressure.
- Clear written and verbal communication.
- Degree in Finance, Economics, Mathematics or a quantitative discipline.

Nice to have
- FRM or CFA.
- Experience with Murex, Bloomberg or risk engines.
- Knowledge of Basel III and FRTB.

We offer flexible working, a comprehensive benefits package and global mobility opportunities.`,
    },
  },
  {
    id: 'finance-controller-weak',
    industry: 'finance',
    fit: 'weak',
    cv: buildCv({
      name: 'Ana Popescu',
      title: 'Junior Accountant',
      email: 'ana.popescu@example.com',
      phone: '+40 721 234 567',
      location: 'Bucharest, Romania',
      summary:
        'Junior accountant with 1 year of experience in bookkeeping and invoicing. Detail-oriented and studying for the CECCAR exams.',
      experiences: [
        {
          title: 'Junior Accountant',
          company: 'Contabil Expert SRL',
          duration: 'Oct 2023 - Present',
          location: 'Bucharest, Romania',
          achievements: [
            'Record purchase and sales invoices for 25 small clients',
            'Prepare bank reconciliations monthly',
            'Help prepare VAT declarations',
          ],
        },
        {
          title: 'Accounting Intern',
          company: 'Deloitte Romania',
          duration: '07/2023 – 09/2023',
          location: 'Bucharest, Romania',
          achievements: [
            'Supported audit teams with document checks',
            'Prepared sampling spreadsheets in Excel',
            'Scanned and filed 2,000 audit documents',
          ],
        },
      ],
      education: [
        {
          degree: 'Licență',
          field: 'Accounting and Management Information Systems',
          institution: 'Bucharest University of Economic Studies',
          year: '2023',
        },
      ],
      skills: {
        technical: ['Bookkeeping', 'Bank reconciliations', 'Invoicing'],
        tools: ['Excel', 'SAGA accounting software'],
      },
      languages: [
        { name: 'Romanian', level: 'Native' },
        { name: 'English', level: 'B2' },
      ],
    }),
    job: {
      job_title: 'Group Financial Controller',
      company_name: 'eMAG Group',
      job_description: `eMAG Group, the leading e-commerce platform in Central and Eastern Europe, is looking for a Group Financial Controller in Bucharest, reporting to the CFO.

Main responsibilities
- Lead the group's financial reporting and consolidation across 6 entities in Romania, Hungary and Bulgaria under IFRS.
- Manage and develop a team of 10 accountants and controllers.
- Own the month-end and year-end close, internal controls and the relationship with external auditors.
- Oversee budgeting, forecasting and management reporting with FP&A.
- Ensure compliance with local statutory, tax and transfer-pricing requirements.
- Lead finance system improvements on SAP S/4HANA.

Requirements
- 10+ years of finance and accounting experience, including 4+ years in a controller or senior management role.
- Big Four audit experience is strongly preferred.
- Expert knowledge of IFRS, consolidation and internal controls.
- ACCA, CPA, CECCAR or equivalent professional qualification.
- Experience with SAP and advanced Excel.
- Strong leadership, communication and stakeholder management skills; fluent English.

Nice to have
- Experience in retail or e-commerce.
- Experience with M&A integration.

We offer a competitive package, annual bonus, private health insurance and discounts on the eMAG platform.`,
    },
  },
];
