import { buildCv } from './build-cv';
import type { QualityPair } from './types';

export const SOFTWARE_PAIRS: readonly QualityPair[] = [
  {
    id: 'software-backend-strong',
    industry: 'software',
    fit: 'strong',
    cv: buildCv({
      name: 'Daniel Okafor',
      title: 'Senior Backend Engineer',
      email: 'daniel.okafor@example.com',
      phone: '+44 7700 900123',
      location: 'London, UK',
      summary:
        'Backend engineer with 8 years building payment and order systems in Node.js and Go. I like boring, observable services: clear APIs, well-indexed PostgreSQL schemas and queues that recover on their own. Mentor to four engineers and regular reviewer of design docs.',
      experiences: [
        {
          title: 'Senior Backend Engineer',
          company: 'Paylane',
          duration: 'Jan 2021 - Present',
          location: 'London, UK',
          achievements: [
            'Cut checkout API p99 latency 40% by moving fraud checks to an async Kafka consumer and adding Redis caching for merchant config',
            'Led the split of a Node.js monolith into 6 TypeScript services on Kubernetes (EKS), reducing deploy time from 45 to 8 minutes',
            'Designed the idempotency layer for card payments, processing 2.3M transactions a day with zero double charges since launch',
            'Mentored 4 mid-level engineers; two promoted within 18 months',
          ],
        },
        {
          title: 'Backend Engineer',
          company: 'Shoply',
          duration: '03/2018 – 12/2020',
          location: 'Manchester, UK',
          achievements: [
            'Built REST and GraphQL APIs in Node.js serving 1,200 requests per second at peak',
            'Rewrote slow Postgres reporting queries with partial indexes, bringing nightly jobs from 3 hours to 20 minutes',
            'Introduced contract tests and CI pipelines in GitHub Actions, lowering production incidents by 30%',
          ],
        },
        {
          title: 'Software Developer',
          company: 'Northwind Logistics',
          duration: '2016 - 2018',
          location: 'Leeds, UK',
          achievements: [
            'Maintained Go microservices for parcel tracking used by 300 couriers',
            'Automated infrastructure provisioning with Terraform on AWS',
            'Wrote integration tests that raised coverage from 35% to 78%',
          ],
        },
      ],
      education: [
        {
          degree: 'BSc',
          field: 'Computer Science',
          institution: 'University of Leeds',
          year: '2016',
        },
      ],
      skills: {
        technical: [
          'Node.js',
          'TypeScript',
          'Go',
          'PostgreSQL',
          'Redis',
          'Kafka',
          'REST APIs',
          'GraphQL',
        ],
        professional: ['System design', 'Code review', 'Mentoring'],
        tools: ['Docker', 'Kubernetes', 'AWS', 'Terraform', 'GitHub Actions', 'Datadog'],
      },
      softSkills: ['Mentoring', 'Clear written communication', 'Ownership'],
      certifications: [
        {
          name: 'AWS Certified Solutions Architect – Associate',
          issuing_organization: 'Amazon Web Services',
          year: '2022',
        },
      ],
      languages: [
        { name: 'English', level: 'Native' },
        { name: 'Yoruba', level: 'Fluent' },
      ],
    }),
    job: {
      job_title: 'Senior Backend Engineer',
      company_name: 'Finch Payments',
      job_description: `Finch Payments moves money for 20,000 small businesses across Europe. We are hiring a Senior Backend Engineer to join our Core Payments team in London (hybrid, two days in the office).

What you will do
- Design, build and operate high-throughput services in Node.js/TypeScript and Go that authorise, capture and settle card payments.
- Own data models in PostgreSQL and caching strategies with Redis; keep our event streams on Kafka reliable.
- Run your services in production on AWS and Kubernetes, with good monitoring, alerting and on-call hygiene.
- Lead technical design reviews, write clear design documents and help shape our architecture roadmap.
- Mentor other engineers through pairing and code review.

What we are looking for
- 6+ years of professional backend development experience.
- Strong knowledge of TypeScript or Go, and of relational databases (PostgreSQL preferred).
- Experience designing REST APIs and event-driven systems with message queues such as Kafka or RabbitMQ.
- Hands-on experience with Docker, Kubernetes, CI/CD pipelines and infrastructure as code (Terraform).
- Experience with distributed systems concepts: idempotency, retries, consistency.
- Excellent communication skills and a collaborative attitude; you can explain trade-offs to non-engineers.

Nice to have
- Payments or fintech background, PCI DSS exposure.
- GraphQL, observability tooling such as Datadog or Prometheus.
- AWS certification.

We offer a competitive salary, equity, 28 days of holiday and a yearly learning budget.`,
    },
  },
  {
    id: 'software-frontend-partial',
    industry: 'software',
    fit: 'partial',
    cv: buildCv({
      name: 'Sofia Marchetti',
      title: 'Frontend Developer',
      email: 'sofia.marchetti@example.com',
      phone: '+39 347 555 0192',
      location: 'Milan, Italy',
      summary:
        'Frontend developer (5 yrs) who enjoys turning Figma files into fast, accessible web apps. Mostly JS and Vue, some React on side projects. I care about Lighthouse scores and about designers and developers speaking the same language.',
      experiences: [
        {
          title: 'Frontend Developer',
          company: 'Viaggi Online S.p.A.',
          duration: 'Feb 2020 - Present',
          location: 'Milan, Italy',
          achievements: [
            'Rebuilt the hotel search page in Vue 3, improving Largest Contentful Paint from 4.1s to 1.9s',
            'Created a shared component library of 45 components used by 3 product squads',
            'Raised booking conversion 12% by redesigning the date picker with UX, tested via A/B experiments',
            'Set up Cypress end-to-end tests for the checkout funnel',
          ],
        },
        {
          title: 'Web Developer',
          company: 'Studio Pixel',
          duration: '09/2018 – 01/2020',
          location: 'Turin, Italy',
          achievements: [
            'Delivered 20+ marketing sites for retail clients with JS, SCSS and WordPress',
            'Cut average page weight by 55% through image optimisation and lazy loading',
            'Introduced Git workflows and code reviews in a team of 5',
          ],
        },
      ],
      education: [
        {
          degree: 'Laurea',
          field: 'Computer Engineering',
          institution: 'Politecnico di Torino',
          year: '2018',
        },
      ],
      skills: {
        technical: [
          'JS (ES2020)',
          'Vue.js',
          'HTML5',
          'CSS3',
          'SCSS',
          'Web performance',
          'Accessibility (WCAG)',
        ],
        tools: ['Figma', 'Cypress', 'Webpack', 'Git', 'Jira'],
      },
      softSkills: ['Teamwork', 'Attention to detail'],
      languages: [
        { name: 'Italian', level: 'Native' },
        { name: 'English', level: 'C1' },
      ],
    }),
    job: {
      job_title: 'Frontend Engineer (React)',
      company_name: 'Brightwave Health',
      job_description: `Brightwave Health builds the patient portal used by 80 clinics. We are looking for a Frontend Engineer to help us rebuild our web app with React and TypeScript. Remote within the EU.

Responsibilities
- Build new features in React 18 with TypeScript, React Query and Tailwind CSS.
- Work closely with product designers to translate Figma designs into accessible, responsive interfaces (WCAG 2.1 AA).
- Improve web performance and Core Web Vitals across the portal.
- Write unit tests with Jest and React Testing Library and end-to-end tests with Playwright or Cypress.
- Take part in code reviews and contribute to our design system in Storybook.

Requirements
- 3+ years of experience building production web applications.
- Strong JavaScript and TypeScript skills; deep knowledge of React, hooks and state management (Redux or similar).
- Solid HTML and CSS, including responsive layouts and CSS-in-JS or utility-first CSS.
- Experience with REST APIs and frontend build tooling (Vite or Webpack).
- Good communication skills in English and a proactive, collaborative attitude.

Nice to have
- Next.js or server-side rendering experience.
- Experience in healthcare or other regulated products.
- Familiarity with GraphQL.

We offer flexible hours, a home office budget and a team that values thoughtful work over long hours.`,
    },
  },
  {
    id: 'software-devops-partial',
    industry: 'software',
    fit: 'partial',
    cv: buildCv({
      name: 'Arjun Mehta',
      title: 'Systems Administrator',
      email: 'arjun.mehta@example.com',
      phone: '+91 98450 12345',
      location: 'Bengaluru, India',
      summary:
        'Linux sysadmin moving into DevOps. 6 years keeping on-prem and AWS servers healthy, automating everything I touch with Bash, Python and Ansible. Comfortable on-call and calm during outages.',
      experiences: [
        {
          title: 'Senior Systems Administrator',
          company: 'Infoserve Technologies',
          duration: 'Apr 2020 - Present',
          location: 'Bengaluru, India',
          achievements: [
            'Migrated 140 VMs from a private data centre to AWS EC2, saving ₹1.2 crore a year in hosting',
            'Automated server patching with Ansible playbooks, cutting monthly maintenance from 3 days to 4 hours',
            'Set up Prometheus and Grafana monitoring for 300 hosts; mean time to detect dropped from 25 to 5 minutes',
            'Built Jenkins jobs that package and deploy 12 Java applications',
          ],
        },
        {
          title: 'Systems Administrator',
          company: 'NetCore Solutions',
          duration: '2017 - 2020',
          location: 'Pune, India',
          achievements: [
            'Administered 200+ RHEL and Ubuntu servers with 99.95% uptime',
            'Wrote Bash and Python scripts for backups, log rotation and user provisioning',
            'Handled L2/L3 incidents for Nginx, MySQL and Tomcat stacks',
          ],
        },
      ],
      education: [
        {
          degree: 'B.E.',
          field: 'Information Technology',
          institution: 'Savitribai Phule Pune University',
          year: '2017',
        },
      ],
      skills: {
        technical: [
          'Linux (RHEL, Ubuntu)',
          'k8s basics (home lab)',
          'Bash',
          'Python',
          'Networking',
          'MySQL',
          'Nginx',
        ],
        tools: ['Ansible', 'Jenkins', 'AWS EC2', 'Prometheus', 'Grafana', 'Docker'],
      },
      softSkills: ['Calm under pressure', 'Problem solving'],
      certifications: [
        {
          name: 'Red Hat Certified System Administrator (RHCSA)',
          issuing_organization: 'Red Hat',
          year: '2019',
        },
      ],
    }),
    job: {
      job_title: 'DevOps Engineer',
      company_name: 'Cloudnest',
      job_description: `Cloudnest runs a multi-tenant SaaS platform for logistics companies. We are hiring a DevOps Engineer to help our platform team scale reliably. Based in Bengaluru, hybrid.

What you will do
- Build and maintain our AWS infrastructure using Terraform (infrastructure as code) across three environments.
- Operate our Kubernetes clusters (EKS) and Helm charts; improve autoscaling and cost efficiency.
- Own CI/CD pipelines in GitLab CI and Argo CD, making deployments safe and fast.
- Improve observability with Prometheus, Grafana and OpenTelemetry; define SLOs with product teams.
- Take part in the on-call rotation and lead blameless post-mortems.

What you bring
- 4+ years in DevOps, SRE or infrastructure engineering.
- Strong Linux fundamentals and scripting in Python, Bash or Go.
- Production experience with Kubernetes and Docker.
- Hands-on Terraform and AWS (VPC, IAM, EKS, RDS).
- Experience with CI/CD tooling and GitOps practices.
- Good troubleshooting skills, ownership and clear communication during incidents.

Nice to have
- Certified Kubernetes Administrator (CKA) or AWS certifications.
- Experience with service meshes (Istio, Linkerd).
- Security hardening and compliance (SOC 2).

Benefits: health insurance for your family, learning budget, and a team that automates toil instead of living with it.`,
    },
  },
  {
    id: 'software-lead-weak',
    industry: 'software',
    fit: 'weak',
    cv: buildCv({
      name: 'Lucas Ferreira',
      title: 'Junior Software Developer',
      email: 'lucas.ferreira@example.com',
      phone: '+55 11 98765 4321',
      location: 'São Paulo, Brazil',
      summary:
        'Junior developer, 1.5 years of experience after a coding bootcamp. I write Python and Django, learning React. Eager to grow and to learn from senior colleagues.',
      experiences: [
        {
          title: 'Junior Software Developer',
          company: 'Agência Digital Boa Vista',
          duration: 'Jun 2023 - Present',
          location: 'São Paulo, Brazil',
          achievements: [
            'Built 8 Django admin screens for an internal inventory tool',
            'Fixed 60+ bugs reported by QA over two releases',
            'Wrote unit tests with pytest for the orders module, reaching 70% coverage',
          ],
        },
        {
          title: 'Software Development Intern',
          company: 'Tech4Good ONG',
          duration: '01/2023 – 05/2023',
          location: 'São Paulo, Brazil',
          achievements: [
            'Created a volunteer sign-up form in Flask used by 400 people',
            'Helped migrate a spreadsheet to a SQLite database',
            'Learned Git and pull-request workflows',
          ],
        },
      ],
      education: [
        {
          degree: 'Bootcamp Certificate',
          field: 'Full-Stack Web Development',
          institution: 'Trybe',
          year: '2022',
        },
      ],
      skills: {
        technical: ['Python', 'Django', 'Flask', 'SQL', 'HTML', 'CSS'],
        tools: ['Git', 'VS Code', 'Docker (basic)'],
      },
      softSkills: ['Curiosity', 'Willingness to learn'],
      languages: [
        { name: 'Portuguese', level: 'Native' },
        { name: 'English', level: 'Intermediate' },
      ],
    }),
    job: {
      job_title: 'Engineering Lead, Platform',
      company_name: 'Mercado Veloz',
      job_description: `Mercado Veloz is one of Latin America's fastest-growing marketplaces. We are looking for an Engineering Lead to head our Platform team of eight engineers in São Paulo.

Your mission
- Lead, hire and grow a team of backend and infrastructure engineers; run one-on-ones and performance reviews.
- Own the architecture of our core platform services in Python and Go, handling 50,000 requests per second.
- Drive the technical roadmap with product managers and other engineering leads; balance delivery with reliability and technical debt.
- Set engineering standards for code review, testing, observability and incident management.
- Partner with security and data teams on scalability, cost and compliance.

Requirements
- 10+ years of software engineering experience, including at least 3 years leading teams.
- Deep expertise in distributed systems, microservices and event-driven architecture.
- Strong Python or Go; experience with PostgreSQL, Redis, Kafka and cloud platforms (AWS or GCP).
- Proven track record of scaling high-traffic systems and leading major migrations.
- Experience with Kubernetes, Terraform and CI/CD at scale.
- Excellent leadership, stakeholder management and communication skills in Portuguese and English.

Nice to have
- Experience in e-commerce or marketplaces.
- Previous experience as a staff engineer or architect.

We offer stock options, health and dental plans, and flexible remote work.`,
    },
  },
];
