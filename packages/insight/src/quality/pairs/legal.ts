import { buildCv } from './build-cv';
import type { QualityPair } from './types';

export const LEGAL_PAIRS: readonly QualityPair[] = [
  {
    id: 'legal-commercial-counsel-strong',
    industry: 'legal',
    fit: 'strong',
    cv: buildCv({
      name: 'Eleanor Whitfield',
      title: 'Senior Commercial Counsel',
      email: 'eleanor.whitfield@example.com',
      phone: '+44 7700 900987',
      location: 'London, UK',
      summary:
        'Solicitor (England & Wales) with 9 years PQE, 5 of them in-house at technology companies. I negotiate SaaS, partnership and procurement contracts and advise on GDPR with a practical, commercial eye.',
      experiences: [
        {
          title: 'Senior Commercial Counsel',
          company: 'Deliveroo',
          duration: 'Jan 2021 - Present',
          location: 'London, UK',
          achievements: [
            'Negotiated 200+ commercial agreements a year, including restaurant partnerships worth £50M+',
            'Built a contract playbook and templates that cut turnaround time from 12 to 5 days',
            'Advised on GDPR compliance for a new data-sharing product across 10 markets',
            'Trained 150 sales and partnership staff on contracting basics',
          ],
        },
        {
          title: 'Legal Counsel',
          company: 'Ocado Technology',
          duration: '04/2019 – 12/2020',
          location: 'Hatfield, UK',
          achievements: [
            'Drafted and negotiated software licensing and SaaS agreements with international retailers',
            'Managed external counsel spend, saving £300k a year',
            'Supported IP protection and open-source compliance reviews',
          ],
        },
        {
          title: 'Associate, Commercial & Technology',
          company: 'Bird & Bird LLP',
          duration: '2015 - 2019',
          location: 'London, UK',
          achievements: [
            'Advised clients on outsourcing, IT and data protection matters',
            'Drafted master services agreements and data processing agreements',
            'Completed training contract with seats in IP, corporate and disputes',
          ],
        },
      ],
      education: [
        { degree: 'LPC', field: 'Legal Practice', institution: 'BPP Law School', year: '2013' },
        { degree: 'LLB', field: 'Law', institution: 'University of Bristol', year: '2012' },
      ],
      skills: {
        technical: [
          'Commercial contracts',
          'SaaS agreements',
          'Data protection (UK GDPR)',
          'Intellectual property',
          'Contract negotiation',
          'Regulatory advice',
        ],
        tools: ['Ironclad', 'DocuSign', 'Practical Law'],
      },
      softSkills: ['Commercial awareness', 'Negotiation', 'Clear communication'],
      certifications: [
        {
          name: 'Solicitor of England and Wales',
          issuing_organization: 'Solicitors Regulation Authority',
          year: '2015',
        },
      ],
    }),
    job: {
      job_title: 'Senior Commercial Counsel',
      company_name: 'Monzo',
      job_description: `Monzo is looking for a Senior Commercial Counsel to join our legal team in London. You will be the go-to lawyer for our partnerships, procurement and product teams.

What you'll be doing
- Draft, review and negotiate a wide range of commercial contracts: SaaS and technology agreements, partnerships, outsourcing, procurement and data processing agreements.
- Advise on data protection and privacy (UK GDPR) in partnership with our Data Protection Officer.
- Provide practical legal advice on new products and marketing campaigns, balancing risk with commercial goals.
- Build contract templates, playbooks and self-service tools that help the business move quickly.
- Manage external law firms and legal spend.
- Train and support more junior lawyers and contract managers.

What we're looking for
- Qualified solicitor in England and Wales (or equivalent) with 7+ years PQE.
- Strong commercial and technology contracts experience, gained at a top law firm and in-house.
- Solid knowledge of UK GDPR and intellectual property.
- Excellent negotiation, drafting and communication skills; able to explain legal risk in plain English.
- Pragmatic, commercially minded and comfortable working at pace.

Nice to have
- Experience in financial services or fintech, including FCA-regulated outsourcing (SYSC 8).
- Experience with contract lifecycle management tools.

We offer flexible working, share options, and 25 days of holiday plus a sabbatical after 4 years.`,
    },
  },
  {
    id: 'legal-paralegal-partial',
    industry: 'legal',
    fit: 'partial',
    cv: buildCv({
      name: 'Jasmine Patel',
      title: 'Legal Assistant',
      email: 'jasmine.patel@example.com',
      phone: '+1 (212) 555-0143',
      location: 'New York, NY',
      summary:
        'Legal assistant with 3 years supporting litigation partners at a mid-size firm. Organised, fast with documents and calm around deadlines.',
      experiences: [
        {
          title: 'Legal Assistant',
          company: 'Harper & Lowe LLP',
          duration: 'Jul 2022 - Present',
          location: 'New York, NY',
          achievements: [
            'Manage calendars, court deadlines and filings for 3 litigation partners',
            'Organised 40,000 pages of discovery documents for a commercial dispute',
            'Prepared exhibit binders for 6 trials and arbitrations',
          ],
        },
        {
          title: 'Legal Intern',
          company: 'Legal Aid Society',
          duration: '06/2021 – 08/2021',
          location: 'New York, NY',
          achievements: [
            'Interviewed tenants facing eviction',
            'Summarised case files for attorneys',
            'Drafted simple letters to landlords',
          ],
        },
      ],
      education: [
        {
          degree: 'BA',
          field: 'Political Science',
          institution: 'Fordham University',
          year: '2022',
        },
      ],
      skills: {
        technical: [
          'Court filings',
          'Document management',
          'Legal research (basic)',
          'Calendaring',
        ],
        tools: ['iManage', 'Microsoft Office', 'Westlaw'],
      },
      softSkills: ['Organisation', 'Discretion', 'Reliability'],
    }),
    job: {
      job_title: 'Litigation Paralegal',
      company_name: 'Kirkland & Ellis LLP',
      job_description: `Our New York office is seeking an experienced Litigation Paralegal to support attorneys in complex commercial litigation and investigations.

Responsibilities
- Assist attorneys through all phases of litigation: pleadings, discovery, depositions, motions, trial and appeal.
- Manage electronic discovery: collection, processing and review workflows in Relativity, working with vendors.
- Prepare and file documents in federal and state courts, including e-filing via PACER/ECF and NYSCEF.
- Conduct legal and factual research using Westlaw and Lexis.
- Organise and maintain case files, document productions, privilege logs and exhibits.
- Coordinate trial preparation, witness binders and logistics.

Qualifications
- Bachelor's degree required; paralegal certificate preferred.
- 3+ years of litigation paralegal experience at a large law firm.
- Strong knowledge of federal and New York court rules and procedures.
- Proficiency with Relativity, Westlaw, Lexis and document management systems (iManage).
- Excellent organisational skills, attention to detail and ability to manage multiple deadlines.
- Strong written and verbal communication skills; able to work overtime when needed.

Preferred
- Relativity Certified User or Relativity Certified Administrator.
- Trial experience.

We offer a highly competitive salary, overtime pay, bonus and comprehensive benefits.`,
    },
  },
  {
    id: 'legal-compliance-partial',
    industry: 'legal',
    fit: 'partial',
    cv: buildCv({
      name: 'Dimitris Papadopoulos',
      title: 'Associate Lawyer',
      email: 'dimitris.papadopoulos@example.com',
      phone: '+30 694 123 4567',
      location: 'Athens, Greece',
      summary:
        'Lawyer (Athens Bar) with 5 years advising banks and corporates on regulatory and corporate matters. I like turning dense regulation into clear guidance.',
      experiences: [
        {
          title: 'Associate',
          company: 'Kyriakides Georgopoulos Law Firm',
          duration: 'Sep 2020 - Present',
          location: 'Athens, Greece',
          achievements: [
            'Advised 6 banks and payment institutions on EU banking regulation and licensing',
            'Drafted AML policies for 3 payment companies',
            'Supported a €200M corporate bond issue with regulatory filings',
          ],
        },
        {
          title: 'Trainee Lawyer',
          company: 'Zepos & Yannopoulos',
          duration: '2018 - 2020',
          location: 'Athens, Greece',
          achievements: [
            'Researched EU and Greek corporate law for partners',
            'Drafted board resolutions and shareholder agreements',
            'Prepared due diligence reports',
          ],
        },
      ],
      education: [
        {
          degree: 'LLM',
          field: 'European Banking and Financial Law',
          institution: 'KU Leuven',
          year: '2018',
        },
        {
          degree: 'LLB',
          field: 'Law',
          institution: 'National and Kapodistrian University of Athens',
          year: '2017',
        },
      ],
      skills: {
        technical: [
          'Banking regulation',
          'Anti-money laundering',
          'Corporate law',
          'Legal drafting',
          'Due diligence',
        ],
        tools: ['Microsoft Office', 'EUR-Lex'],
      },
      languages: [
        { name: 'Greek', level: 'Native' },
        { name: 'English', level: 'Fluent' },
        { name: 'French', level: 'B2' },
      ],
    }),
    job: {
      job_title: 'Compliance Manager (AML/KYC)',
      company_name: 'Revolut',
      job_description: `Revolut is hiring a Compliance Manager focused on AML and financial crime for our European entity, based in Vilnius or remote within the EU.

What you'll be doing
- Own and maintain the AML/CTF framework: policies, procedures and the business-wide risk assessment.
- Oversee customer due diligence (KYC/KYB), transaction monitoring and sanctions screening controls.
- Review escalated cases and suspicious activity reports, and liaise with financial intelligence units and regulators.
- Monitor regulatory changes (EU AMLD, AMLR, MiCA) and translate them into requirements for product and operations teams.
- Run compliance monitoring and testing; report findings and metrics to senior management and the board.
- Train staff on financial crime risks.

What you'll need
- 4+ years of experience in AML compliance, financial crime or regulatory compliance at a bank, EMI or fintech.
- Strong knowledge of EU AML directives, sanctions regimes and risk-based approach.
- Hands-on experience with transaction monitoring and screening systems.
- Data-savvy: comfortable with SQL, Excel or BI tools to analyse compliance data.
- Excellent written English and stakeholder management skills.

Nice to have
- ICA or ACAMS certification (CAMS).
- Legal background or experience with crypto-assets.

We offer share options, flexible working and the chance to shape compliance at a fast-moving company.`,
    },
  },
  {
    id: 'legal-general-counsel-weak',
    industry: 'legal',
    fit: 'weak',
    cv: buildCv({
      name: 'Aditi Sharma',
      title: 'Trainee Solicitor',
      email: 'aditi.sharma@example.com',
      phone: '+44 7700 900246',
      location: 'Leeds, UK',
      summary:
        'Trainee solicitor in the second year of my training contract, with seats in property and employment. Keen on commercial law.',
      experiences: [
        {
          title: 'Trainee Solicitor',
          company: 'Walker Morris LLP',
          duration: 'Sep 2023 - Present',
          location: 'Leeds, UK',
          achievements: [
            'Drafted leases, licences and Land Registry forms in the real estate seat',
            'Prepared bundles and witness statements for 5 employment tribunal claims',
            'Researched case law for partners on restrictive covenants',
          ],
        },
        {
          title: 'Paralegal',
          company: 'Irwin Mitchell',
          duration: '01/2022 – 08/2023',
          location: 'Sheffield, UK',
          achievements: [
            'Handled correspondence on 60 personal injury files',
            'Prepared medical record chronologies',
            'Kept case management system up to date',
          ],
        },
      ],
      education: [
        {
          degree: 'SQE1 and SQE2',
          field: 'Solicitors Qualifying Examination',
          institution: 'University of Law',
          year: '2023',
        },
        { degree: 'LLB', field: 'Law', institution: 'University of Leeds', year: '2021' },
      ],
      skills: {
        technical: ['Legal research', 'Drafting', 'Real estate', 'Employment law basics'],
        tools: ['LexisNexis', 'Westlaw', 'Microsoft Office'],
      },
      languages: [
        { name: 'English', level: 'Native' },
        { name: 'Hindi', level: 'Fluent' },
      ],
    }),
    job: {
      job_title: 'General Counsel',
      company_name: 'Sky Betting & Gaming',
      job_description: `Sky Betting & Gaming is looking for a General Counsel to lead our legal, regulatory and company secretarial functions, based in Leeds and reporting to the CEO.

Key responsibilities
- Lead a legal and compliance team of 25 lawyers and specialists; set strategy, priorities and budget.
- Act as trusted adviser to the executive team and board on legal, regulatory and governance matters.
- Oversee our relationship with the Gambling Commission and other regulators; lead licence compliance and regulatory investigations.
- Manage major litigation, commercial negotiations, M&A and corporate transactions.
- Own corporate governance and company secretarial matters.
- Lead legal risk management and embed a culture of compliance.

Requirements
- Qualified solicitor or barrister with 15+ years PQE, including significant senior in-house leadership experience (Deputy GC or GC).
- Deep knowledge of regulated consumer industries, ideally gambling, financial services or telecoms.
- Experience advising boards and leading regulatory engagement and investigations.
- Strong track record in commercial, corporate and M&A work.
- Exceptional leadership, judgement and stakeholder management skills.

Nice to have
- Experience in digital or technology businesses.
- Experience with international licensing.

We offer a competitive executive package, bonus, pension and private healthcare.`,
    },
  },
];
