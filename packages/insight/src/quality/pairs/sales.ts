import { buildCv } from './build-cv';
import type { QualityPair } from './types';

export const SALES_PAIRS: readonly QualityPair[] = [
  {
    id: 'sales-account-executive-strong',
    industry: 'sales',
    fit: 'strong',
    cv: buildCv({
      name: 'Michael Brennan',
      title: 'Enterprise Account Executive',
      email: 'michael.brennan@example.com',
      phone: '+1 (312) 555-0190',
      location: 'Chicago, IL',
      summary:
        'Enterprise AE with 8 years selling SaaS to Fortune 1000 buyers. Consistent over-achiever on quota, disciplined with MEDDICC and Salesforce hygiene, comfortable running 9-month cycles with procurement, IT and the C-suite.',
      experiences: [
        {
          title: 'Enterprise Account Executive',
          company: 'Snowflake',
          duration: 'Feb 2021 - Present',
          location: 'Chicago, IL',
          achievements: [
            'Closed $4.8M in new ARR in FY24, 142% of quota, including the largest deal in the Central region',
            'Built a pipeline of $15M through account planning and outbound with 2 SDRs',
            'Negotiated a 3-year, $1.6M platform deal with a top-10 US retailer',
            'President’s Club 2022 and 2024',
          ],
        },
        {
          title: 'Account Executive, Mid-Market',
          company: 'Zendesk',
          duration: '04/2017 – 01/2021',
          location: 'Chicago, IL',
          achievements: [
            'Achieved 118% average quota attainment over 3 years',
            'Shortened the sales cycle from 75 to 52 days with value-based discovery',
            'Trained 6 new AEs on the Challenger sale methodology',
          ],
        },
        {
          title: 'Sales Development Representative',
          company: 'Groupon',
          duration: '2015 - 2017',
          location: 'Chicago, IL',
          achievements: [
            'Booked 25 qualified meetings a month, top 10% of the team',
            'Promoted to AE after 18 months',
            'Maintained accurate pipeline records in Salesforce',
          ],
        },
      ],
      education: [
        {
          degree: 'BA',
          field: 'Communications',
          institution: 'University of Illinois Urbana-Champaign',
          year: '2015',
        },
      ],
      skills: {
        technical: [
          'Enterprise sales',
          'Solution selling',
          'MEDDICC',
          'Negotiation',
          'Pipeline management',
          'Forecasting',
        ],
        tools: ['Salesforce', 'Gong', 'Outreach', 'LinkedIn Sales Navigator'],
      },
      softSkills: ['Relationship building', 'Resilience', 'Persuasion'],
    }),
    job: {
      job_title: 'Enterprise Account Executive',
      company_name: 'Databricks',
      job_description: `Databricks is looking for an Enterprise Account Executive to grow our business with large retail and consumer-goods companies in the Central US. Based in Chicago.

What you will do
- Own a territory of named enterprise accounts and exceed quarterly and annual ARR targets.
- Build and execute account plans; generate pipeline through outbound prospecting, partners and marketing events.
- Run complex sales cycles with multiple stakeholders, from data teams to CIOs and procurement, using MEDDPICC.
- Partner with solutions architects to demonstrate value and build business cases.
- Negotiate and close multi-year, multi-million-dollar agreements.
- Keep forecasting and pipeline in Salesforce accurate.

What we look for
- 7+ years of quota-carrying SaaS sales experience, with at least 3 years selling to enterprise accounts.
- A track record of exceeding quota and closing six- and seven-figure deals.
- Experience selling data, analytics or cloud infrastructure products.
- Proficiency with value selling, MEDDICC/MEDDPICC or Challenger methodologies.
- Excellent negotiation, presentation and relationship-building skills.
- Ability to travel up to 30%.

Nice to have
- Existing relationships in retail or CPG.
- Technical background or experience with Apache Spark and the modern data stack.

We offer an uncapped commission plan, RSUs, and comprehensive benefits.`,
    },
  },
  {
    id: 'sales-sdr-manager-partial',
    industry: 'sales',
    fit: 'partial',
    cv: buildCv({
      name: 'Fatima Zahra El Amrani',
      title: 'Senior Business Development Representative',
      email: 'fatima.elamrani@example.com',
      phone: '+33 7 81 23 45 67',
      location: 'Paris, France',
      summary:
        'Senior BDR with 4 years of outbound prospecting for SaaS companies in France and Benelux. I train new reps informally and built our cold-calling playbook.',
      experiences: [
        {
          title: 'Senior Business Development Representative',
          company: 'Alan',
          duration: 'Mar 2022 - Present',
          location: 'Paris, France',
          achievements: [
            'Generated €3.1M in pipeline in 2024, 130% of target',
            'Wrote the cold-call and email playbook used by 12 BDRs',
            'Onboarded and shadow-coached 5 new hires',
            'Ran multichannel sequences in Lemlist with a 9% reply rate',
          ],
        },
        {
          title: 'Business Developer',
          company: 'Qonto',
          duration: '09/2020 – 02/2022',
          location: 'Paris, France',
          achievements: [
            'Booked 20 demos a month with SMB founders',
            'Qualified inbound leads with BANT',
            'Kept HubSpot records up to date for the sales team',
          ],
        },
      ],
      education: [
        {
          degree: 'Master',
          field: 'International Business',
          institution: 'ESCP Business School',
          year: '2020',
        },
      ],
      skills: {
        technical: ['Outbound prospecting', 'Cold calling', 'Lead qualification', 'Sequencing'],
        tools: ['HubSpot', 'Lemlist', 'LinkedIn Sales Navigator', 'Aircall'],
      },
      softSkills: ['Resilience', 'Coaching', 'Energy'],
      languages: [
        { name: 'French', level: 'Native' },
        { name: 'Arabic', level: 'Native' },
        { name: 'English', level: 'Fluent' },
      ],
    }),
    job: {
      job_title: 'SDR Team Lead',
      company_name: 'Swile',
      job_description: `Swile reinvents employee benefits for 100,000 companies. We are looking for an SDR Team Lead in Paris to manage and grow a team of 8 sales development representatives.

Your mission
- Recruit, onboard, coach and manage a team of 8 SDRs; run weekly one-on-ones and call reviews.
- Own the team's targets: qualified meetings and pipeline generated for Account Executives.
- Design outbound campaigns and sequences with marketing; test messaging and channels.
- Define and monitor KPIs and dashboards in Salesforce; forecast pipeline creation.
- Work with sales leadership on territory design, lead routing and the SDR-to-AE handoff.

Your profile
- 3+ years of experience in sales development or business development in SaaS, including 1+ year of team management or formal coaching.
- Proven record of exceeding pipeline targets.
- Strong knowledge of prospecting tools (Salesforce, Outreach or Salesloft, Sales Navigator).
- Data-driven: comfortable building reports and analysing conversion rates.
- Leadership, coaching skills and excellent communication.
- Fluent French and English.

Nice to have
- Experience in HR tech or fintech.
- Experience in a scale-up that grew quickly.

We offer a Swile card with meal vouchers, stock options, and a flexible remote policy.`,
    },
  },
  {
    id: 'sales-customer-success-partial',
    industry: 'sales',
    fit: 'partial',
    cv: buildCv({
      name: 'Grace Wanjiru',
      title: 'Account Manager',
      email: 'grace.wanjiru@example.com',
      phone: '+254 712 345 678',
      location: 'Nairobi, Kenya',
      summary:
        'Account manager with 5 years looking after corporate clients in telecoms. I keep clients happy, grow accounts and fix problems before they escalate.',
      experiences: [
        {
          title: 'Key Account Manager',
          company: 'Safaricom Business',
          duration: 'Jan 2021 - Present',
          location: 'Nairobi, Kenya',
          achievements: [
            'Managed 45 corporate accounts worth KES 600M in annual revenue',
            'Grew account revenue 22% through upselling connectivity and cloud bundles',
            'Kept client retention at 97% over three years',
          ],
        },
        {
          title: 'Relationship Officer',
          company: 'Equity Bank',
          duration: '2019 - 2020',
          location: 'Nairobi, Kenya',
          achievements: [
            'Handled 300 SME customers and their loan applications',
            'Resolved escalated complaints within 48 hours',
            'Cross-sold insurance products, exceeding target by 15%',
          ],
        },
      ],
      education: [
        { degree: 'BCom', field: 'Marketing', institution: 'Strathmore University', year: '2018' },
      ],
      skills: {
        technical: ['Account management', 'Upselling', 'Client retention', 'Complaint handling'],
        tools: ['Microsoft Dynamics CRM', 'Excel'],
      },
      softSkills: ['Relationship building', 'Empathy', 'Problem solving'],
      languages: [
        { name: 'English', level: 'Fluent' },
        { name: 'Swahili', level: 'Native' },
      ],
    }),
    job: {
      job_title: 'Customer Success Manager',
      company_name: 'Twiga Cloud',
      job_description: `Twiga Cloud provides accounting and inventory SaaS to 15,000 businesses in East Africa. We are hiring a Customer Success Manager in Nairobi to own a portfolio of mid-market customers.

Responsibilities
- Own the post-sale relationship for 60+ mid-market customers: onboarding, adoption, renewal and expansion.
- Monitor customer health scores and product usage data; act early on churn risks.
- Run quarterly business reviews and build success plans with customer stakeholders.
- Identify upsell and cross-sell opportunities and work with Account Executives to close them.
- Gather product feedback and share it with product and support teams.
- Keep accurate records in HubSpot and Gainsight.

Requirements
- 3+ years in customer success, account management or a client-facing role, ideally in SaaS.
- Track record of meeting net revenue retention and churn targets.
- Comfortable with data: you can read usage dashboards and build simple reports in Excel.
- Experience with CRM and customer success platforms (HubSpot, Salesforce, Gainsight).
- Excellent communication, empathy and problem-solving skills.

Nice to have
- Knowledge of accounting or ERP software.
- Experience with onboarding and training customers remotely.
- Swahili language skills.

We offer medical cover for you and your family, a learning stipend and a hybrid office in Westlands.`,
    },
  },
  {
    id: 'sales-director-weak',
    industry: 'sales',
    fit: 'weak',
    cv: buildCv({
      name: 'Ethan Walker',
      title: 'Sales Associate',
      email: 'ethan.walker@example.com',
      phone: '+44 7700 900456',
      location: 'Bristol, UK',
      summary:
        'Friendly sales associate with 1 year in retail electronics. Good with customers, hitting my monthly targets and keen to move into B2B sales.',
      experiences: [
        {
          title: 'Sales Associate',
          company: 'Currys',
          duration: 'Aug 2023 - Present',
          location: 'Bristol, UK',
          achievements: [
            'Sold £35k of laptops and TVs a month, above store average',
            'Attached care plans to 40% of sales',
            'Named employee of the month twice',
          ],
        },
        {
          title: 'Customer Assistant',
          company: 'Tesco',
          duration: '2021 - 2023',
          location: 'Bristol, UK',
          achievements: [
            'Served customers at tills and the help desk',
            'Handled stock rotation and deliveries',
            'Trained 3 new colleagues',
          ],
        },
      ],
      education: [
        {
          degree: 'A-Levels',
          field: 'Business, English, History',
          institution: 'City of Bristol College',
          year: '2021',
        },
      ],
      skills: {
        technical: ['Retail sales', 'Customer service', 'Product demonstrations'],
        tools: ['Point-of-sale systems'],
      },
      softSkills: ['Friendly', 'Reliable', 'Good listener'],
    }),
    job: {
      job_title: 'Regional Sales Director, UK&I',
      company_name: 'Salesforce',
      job_description: `We are looking for a Regional Sales Director to lead our Commercial business in the UK and Ireland, managing a team of 10 Account Executives.

Responsibilities
- Lead, coach and develop a high-performing team of Account Executives to deliver £25M+ in annual new business.
- Own forecasting accuracy, pipeline coverage and deal strategy for the region.
- Recruit top sales talent and build a culture of accountability and customer success.
- Engage personally with C-level customers on strategic deals and executive sponsorship.
- Work with marketing, partners and solution engineering on go-to-market plans.

Requirements
- 12+ years of B2B software sales experience, including 5+ years managing quota-carrying teams.
- Consistent record of achieving or exceeding team targets.
- Expert knowledge of enterprise sales methodologies (MEDDICC, Command of the Message) and forecasting.
- Experience negotiating complex multi-year agreements.
- Strong leadership, coaching and executive communication skills.
- Proficiency with Salesforce CRM and sales analytics.

Nice to have
- Experience selling CRM, marketing or customer service software.
- Knowledge of the UK public or financial services sector.

We offer a highly competitive base, commission, RSUs and a wellbeing reimbursement.`,
    },
  },
];
