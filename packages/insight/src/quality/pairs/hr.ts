import { buildCv } from './build-cv';
import type { QualityPair } from './types';

export const HR_PAIRS: readonly QualityPair[] = [
  {
    id: 'hr-recruiter-strong',
    industry: 'hr',
    fit: 'strong',
    cv: buildCv({
      name: 'Laura Fischer',
      title: 'Senior Technical Recruiter',
      email: 'laura.fischer@example.com',
      phone: '+49 170 987 6543',
      location: 'Munich, Germany',
      summary:
        'Technical recruiter with 6 years hiring engineers and data people for scale-ups. Full-cycle, sourcing-heavy, and a real partner to hiring managers. I track my funnel like a sales pipeline.',
      experiences: [
        {
          title: 'Senior Technical Recruiter',
          company: 'Celonis',
          duration: 'Apr 2021 - Present',
          location: 'Munich, Germany',
          achievements: [
            'Hired 65 software and data engineers in 2023 across 4 countries, with 92% offer acceptance',
            'Cut time-to-hire from 52 to 34 days by redesigning the interview loop with engineering leads',
            'Built a Boolean and GitHub sourcing playbook that doubled passive-candidate response rates',
            'Ran structured interview training for 40 hiring managers',
          ],
        },
        {
          title: 'Recruiter',
          company: 'Hays',
          duration: '09/2018 – 03/2021',
          location: 'Munich, Germany',
          achievements: [
            'Placed 70 IT contractors and permanent hires for automotive clients',
            'Managed candidate pipelines in Bullhorn',
            'Negotiated salaries and contract rates with candidates and clients',
          ],
        },
      ],
      education: [
        {
          degree: 'BA',
          field: 'Psychology',
          institution: 'Ludwig-Maximilians-Universität München',
          year: '2018',
        },
      ],
      skills: {
        technical: [
          'Full-cycle recruiting',
          'Technical sourcing',
          'Boolean search',
          'Structured interviewing',
          'Offer negotiation',
          'Employer branding',
        ],
        tools: ['Greenhouse', 'LinkedIn Recruiter', 'Bullhorn', 'Gem'],
      },
      softSkills: ['Stakeholder management', 'Communication', 'Persistence'],
      languages: [
        { name: 'German', level: 'Native' },
        { name: 'English', level: 'Fluent' },
      ],
    }),
    job: {
      job_title: 'Senior Technical Recruiter',
      company_name: 'N26',
      job_description: `N26 is hiring a Senior Technical Recruiter in Berlin or Munich to help us build our engineering and data teams.

What you will do
- Own full-cycle recruiting for software engineering, data and security roles, from intake meetings to offer.
- Source passive candidates through LinkedIn Recruiter, GitHub, communities and Boolean search.
- Partner with hiring managers as a trusted advisor on market insights, role design and interview process.
- Ensure a great candidate experience and fair, structured interviews.
- Track and report recruiting metrics (time-to-hire, pipeline conversion, offer acceptance) and use data to improve.
- Contribute to employer branding and diversity hiring initiatives.

What you bring
- 5+ years of technical recruiting experience, ideally in a fast-growing tech company or fintech.
- Proven success hiring senior engineers in a competitive market.
- Excellent sourcing skills and experience with an ATS such as Greenhouse or Lever.
- Strong stakeholder management and negotiation skills.
- Data-driven mindset and excellent communication in English; German is a plus.

Nice to have
- Experience hiring across multiple European countries.
- Knowledge of German labour law and relocation processes.

We offer a hybrid work model, a mobility budget, and 30 days of vacation.`,
    },
  },
  {
    id: 'hr-business-partner-partial',
    industry: 'hr',
    fit: 'partial',
    cv: buildCv({
      name: 'Siobhan Murphy',
      title: 'HR Generalist',
      email: 'siobhan.murphy@example.com',
      phone: '+353 86 555 0199',
      location: 'Cork, Ireland',
      summary:
        'HR generalist with 5 years in manufacturing and retail. I handle employee relations, onboarding and policy, and I know Irish employment law well.',
      experiences: [
        {
          title: 'HR Generalist',
          company: 'Kerry Group',
          duration: 'Jan 2021 - Present',
          location: 'Cork, Ireland',
          achievements: [
            'Managed 30+ employee relations cases a year, including grievances and disciplinaries',
            'Rolled out a new onboarding programme that cut first-year attrition 15%',
            'Updated 12 HR policies for the Work Life Balance Act',
          ],
        },
        {
          title: 'HR Administrator',
          company: 'Dunnes Stores',
          duration: '2019 - 2020',
          location: 'Cork, Ireland',
          achievements: [
            'Maintained employee records for 600 staff in Core HR',
            'Coordinated recruitment for seasonal workers',
            'Prepared payroll inputs every fortnight',
          ],
        },
      ],
      education: [
        {
          degree: 'BA',
          field: 'Human Resource Management',
          institution: 'University College Cork',
          year: '2019',
        },
      ],
      skills: {
        technical: [
          'Employee relations',
          'Irish employment law',
          'Onboarding',
          'HR policies',
          'Payroll inputs',
        ],
        tools: ['Core HR', 'Excel'],
      },
      softSkills: ['Discretion', 'Empathy'],
      certifications: [
        { name: 'CIPD Level 5 Associate Diploma', issuing_organization: 'CIPD', year: '2021' },
      ],
    }),
    job: {
      job_title: 'HR Business Partner',
      company_name: 'Stripe',
      job_description: `Stripe is looking for an HR Business Partner (we call it People Partner) in Dublin to support our engineering and product organisations in EMEA.

What you'll do
- Partner with senior engineering leaders on organisation design, workforce planning and talent strategy.
- Lead the performance review and calibration cycle for about 400 employees.
- Coach managers on feedback, performance management, career development and difficult conversations.
- Handle complex employee relations matters in line with Irish and EU employment law.
- Use people analytics (engagement surveys, attrition data) to identify issues and propose solutions.
- Drive change management for reorganisations and new HR programmes.

Who you are
- 6+ years of HR experience, with at least 3 years as an HR business partner in a fast-growing tech company.
- Strong knowledge of Irish employment law and experience with multi-country EMEA HR.
- Experience with compensation reviews, promotions and talent calibration.
- Data-driven: comfortable with Workday reporting, Excel and engagement tools such as Culture Amp.
- Excellent coaching, influencing and stakeholder management skills.

Nice to have
- CIPD Level 7 or equivalent.
- Experience supporting engineering teams.
- Experience with M&A or organisational redesign.

We offer equity, private health insurance, and a generous learning budget.`,
    },
  },
  {
    id: 'hr-learning-partial',
    industry: 'hr',
    fit: 'partial',
    cv: buildCv({
      name: 'Carlos Mendoza',
      title: 'Corporate Trainer',
      email: 'carlos.mendoza@example.com',
      phone: '+52 55 1234 5678',
      location: 'Mexico City, Mexico',
      summary:
        'Trainer with 6 years delivering sales and customer-service workshops in classrooms and online. I like seeing people apply what they learned on Monday morning.',
      experiences: [
        {
          title: 'Corporate Trainer',
          company: 'Liverpool (department stores)',
          duration: 'Mar 2020 - Present',
          location: 'Mexico City, Mexico',
          achievements: [
            'Delivered 150 workshops on customer service to 3,500 store employees',
            'Moved induction training online during 2020, reaching 40 stores',
            'Raised mystery-shopper scores 12 points in stores that completed the programme',
          ],
        },
        {
          title: 'Sales Trainer',
          company: 'Telcel',
          duration: '2018 - 2020',
          location: 'Guadalajara, Mexico',
          achievements: [
            'Trained 600 sales reps on new plans and devices',
            'Wrote training manuals and quizzes',
            'Coached low performers one-on-one',
          ],
        },
      ],
      education: [
        {
          degree: 'Licenciatura',
          field: 'Communication Sciences',
          institution: 'Universidad Iberoamericana',
          year: '2017',
        },
      ],
      skills: {
        technical: [
          'Training delivery',
          'Workshop facilitation',
          'Training manuals',
          'Virtual classrooms',
        ],
        tools: ['Zoom', 'Google Classroom', 'PowerPoint'],
      },
      softSkills: ['Public speaking', 'Energy', 'Coaching'],
      languages: [
        { name: 'Spanish', level: 'Native' },
        { name: 'English', level: 'Advanced' },
      ],
    }),
    job: {
      job_title: 'Learning & Development Manager',
      company_name: 'Mercado Libre',
      job_description: `Mercado Libre is hiring a Learning & Development Manager in Mexico City to design learning programmes for our logistics and customer experience teams (15,000 employees).

Responsibilities
- Diagnose learning needs with business leaders and translate them into a learning strategy and yearly plan.
- Design blended learning programmes (e-learning, virtual and in-person) using instructional design models such as ADDIE.
- Manage our learning management system (Cornerstone) and content library.
- Build leadership development programmes for first-time managers.
- Measure learning impact with the Kirkpatrick model and business KPIs; report results to HR leadership.
- Manage external vendors and a team of 3 instructional designers.

Requirements
- 5+ years of experience in learning and development, training or talent development.
- Strong instructional design skills and experience with authoring tools (Articulate Storyline, Rise).
- Experience administering an LMS.
- Experience designing leadership or management training.
- Team management experience and excellent facilitation and communication skills.
- Fluent Spanish; advanced English.

Nice to have
- Experience in e-commerce, retail or logistics.
- Coaching certification (ICF).
- Data analysis skills for learning metrics.

We offer a competitive salary, annual bonus, stock and hybrid work.`,
    },
  },
  {
    id: 'hr-director-weak',
    industry: 'hr',
    fit: 'weak',
    cv: buildCv({
      name: 'Amara Diallo',
      title: 'HR Assistant',
      email: 'amara.diallo@example.com',
      phone: '+221 77 123 45 67',
      location: 'Dakar, Senegal',
      summary:
        'HR assistant with a year of experience in administration, recruitment coordination and employee files.',
      experiences: [
        {
          title: 'HR Assistant',
          company: 'Sonatel',
          duration: 'Nov 2023 - Present',
          location: 'Dakar, Senegal',
          achievements: [
            'Schedule 40 interviews a month for the recruitment team',
            'Keep employee files and contracts up to date',
            'Prepare onboarding packs for new hires',
          ],
        },
        {
          title: 'HR Intern',
          company: 'Orange Business',
          duration: '03/2023 – 08/2023',
          location: 'Dakar, Senegal',
          achievements: [
            'Organised a training attendance tracker in Excel',
            'Helped plan an employee wellbeing week',
            'Answered staff questions about leave',
          ],
        },
      ],
      education: [
        {
          degree: 'Master',
          field: 'Human Resources Management',
          institution: 'Université Cheikh Anta Diop',
          year: '2023',
        },
      ],
      skills: {
        technical: ['Interview scheduling', 'HR administration', 'Onboarding'],
        tools: ['Excel', 'Word', 'Outlook'],
      },
      languages: [
        { name: 'French', level: 'Native' },
        { name: 'Wolof', level: 'Native' },
        { name: 'English', level: 'Intermediate' },
      ],
    }),
    job: {
      job_title: 'HR Director, West Africa',
      company_name: 'Wave Mobile Money',
      job_description: `Wave is building a cashless Africa with mobile money. We are hiring an HR Director for West Africa, based in Dakar, to lead the people function for 3,000 employees across five countries.

Responsibilities
- Define and execute the people strategy across talent acquisition, total rewards, performance, learning and employee relations.
- Lead and develop a team of 12 HR professionals across five countries.
- Partner with the executive team on organisational design, succession planning and change management.
- Design competitive compensation and benefits frameworks and run annual salary reviews.
- Ensure compliance with labour laws in Senegal, Côte d'Ivoire, Mali, Burkina Faso and Uganda.
- Implement HR information systems and people analytics.

Requirements
- 12+ years of HR experience, with 5+ years in an HR leadership role managing multi-country teams.
- Deep knowledge of West African labour law and employee relations, including unions.
- Experience scaling HR in a high-growth company.
- Strong background in compensation and benefits, and HRIS implementation.
- Outstanding leadership, influencing and communication skills; fluent French and English.

Nice to have
- Experience in fintech or telecoms.
- SHRM-SCP or CIPD Level 7.

We offer a competitive salary, equity, and comprehensive health coverage for your family.`,
    },
  },
];
