import { buildCv } from './build-cv';
import type { QualityPair } from './types';

export const DESIGN_PAIRS: readonly QualityPair[] = [
  {
    id: 'design-product-designer-strong',
    industry: 'design',
    fit: 'strong',
    cv: buildCv({
      name: 'Emma Lindqvist',
      title: 'Senior Product Designer',
      email: 'emma.lindqvist@example.com',
      phone: '+46 70 123 45 67',
      location: 'Stockholm, Sweden',
      linkedin: 'linkedin.com/in/emmalindqvist',
      summary:
        'Product designer with 7 years shaping fintech and mobility apps. I move between research, flows and pixel-level UI, and I maintain design systems that engineers like to use.',
      experiences: [
        {
          title: 'Senior Product Designer',
          company: 'Klarna',
          duration: 'Aug 2020 - Present',
          location: 'Stockholm, Sweden',
          achievements: [
            'Redesigned the in-app checkout, increasing completed purchases 9% across 14 markets',
            'Co-led the Figma design system (180 components, tokens for light and dark themes) used by 60 designers',
            'Ran 35 usability sessions and 3 diary studies to define the savings feature',
            'Mentored 3 junior designers through portfolio reviews and weekly critiques',
          ],
        },
        {
          title: 'Product Designer',
          company: 'Voi Technology',
          duration: '03/2017 – 07/2020',
          location: 'Stockholm, Sweden',
          achievements: [
            'Designed the rider app onboarding, cutting drop-off 25%',
            'Built interactive prototypes in Figma and ProtoPie for user testing',
            'Worked with iOS and Android engineers to ship accessible UI (WCAG AA)',
          ],
        },
      ],
      education: [
        { degree: 'MFA', field: 'Interaction Design', institution: 'Konstfack', year: '2017' },
      ],
      skills: {
        technical: [
          'Interaction design',
          'UI design',
          'Design systems',
          'Prototyping',
          'Usability testing',
          'User research',
          'Accessibility',
        ],
        tools: ['Figma', 'FigJam', 'ProtoPie', 'Maze', 'Adobe Illustrator'],
      },
      softSkills: ['Collaboration', 'Storytelling', 'Mentoring'],
      languages: [
        { name: 'Swedish', level: 'Native' },
        { name: 'English', level: 'Fluent' },
      ],
    }),
    job: {
      job_title: 'Senior Product Designer',
      company_name: 'Tink',
      job_description: `Tink powers open banking for thousands of banks and fintechs. We are looking for a Senior Product Designer to lead design for our developer console and end-user payment flows. Stockholm, hybrid.

What you will do
- Own end-to-end design for your product area: discovery, user research, user flows, wireframes, prototypes and high-fidelity UI.
- Plan and run usability testing and interviews with end users and developers; turn insights into design decisions.
- Contribute to and evolve our design system in Figma together with front-end engineers.
- Partner with product managers and engineers to define problems, scope solutions and ship iteratively.
- Raise the quality of design across the team through critiques and mentoring.

What we are looking for
- 5+ years of experience as a product designer, UX designer or interaction designer on digital products.
- A portfolio showing strong interaction design, visual design and systems thinking.
- Expert with Figma and prototyping tools.
- Experience with design systems and accessibility standards (WCAG).
- Strong communication skills; able to present and defend design decisions to stakeholders.

Nice to have
- Experience designing fintech or B2B developer tools.
- Basic HTML/CSS knowledge.
- Experience with quantitative research and analytics.

We offer 30 days of vacation, wellness allowance and a design team that ships.`,
    },
  },
  {
    id: 'design-ux-researcher-partial',
    industry: 'design',
    fit: 'partial',
    cv: buildCv({
      name: 'Rafael Gómez',
      title: 'UX Designer',
      email: 'rafael.gomez@example.com',
      phone: '+34 612 345 678',
      location: 'Madrid, Spain',
      summary:
        'UX designer, 5 years. I sketch, test and iterate. I have run interviews and card sorts for e-commerce and public-sector sites and I enjoy synthesising findings into journeys.',
      experiences: [
        {
          title: 'UX Designer',
          company: 'El Corte Inglés Digital',
          duration: 'Jan 2021 - Present',
          location: 'Madrid, Spain',
          achievements: [
            'Ran 40 moderated interviews and 6 card-sorting studies to restructure site navigation',
            'Redesigned the product-listing filters; filter use rose 30% and bounce rate fell 8%',
            'Created customer journey maps and personas adopted by 4 teams',
          ],
        },
        {
          title: 'UX/UI Designer',
          company: 'Ayuntamiento de Madrid (contract)',
          duration: '2019 - 2020',
          location: 'Madrid, Spain',
          achievements: [
            'Designed citizen appointment booking used by 200k residents',
            'Tested prototypes with older adults, improving task success from 62% to 88%',
            'Wrote accessibility guidelines for the web team',
          ],
        },
      ],
      education: [
        {
          degree: 'Grado',
          field: 'Psychology',
          institution: 'Universidad Complutense de Madrid',
          year: '2018',
        },
        { degree: 'Master', field: 'UX Design', institution: 'ESNE', year: '2019' },
      ],
      skills: {
        technical: [
          'User interviews',
          'Card sorting',
          'Journey mapping',
          'Personas',
          'Wireframing',
          'Usability tests',
        ],
        tools: ['Figma', 'Miro', 'Optimal Workshop', 'Hotjar'],
      },
      softSkills: ['Empathy', 'Active listening'],
      languages: [
        { name: 'Spanish', level: 'Native' },
        { name: 'English', level: 'C1' },
      ],
    }),
    job: {
      job_title: 'UX Researcher',
      company_name: 'Cabify',
      job_description: `Cabify is looking for a UX Researcher to join our Research & Insights team in Madrid. You will help riders, drivers and corporate clients get a better experience across 8 countries.

Responsibilities
- Plan and conduct qualitative and quantitative research: in-depth interviews, usability testing, surveys, diary studies and field research.
- Partner with product managers and designers to frame research questions and choose the right methods.
- Synthesise findings into clear, actionable insights, personas and journey maps; share them through workshops and reports.
- Build and maintain our research repository and participant panel.
- Combine behavioural data from analytics with qualitative findings to tell a complete story.

Requirements
- 3+ years of experience in UX research or a related field (HCI, psychology, anthropology).
- Solid knowledge of qualitative methods and hands-on experience with quantitative methods such as survey design and basic statistics.
- Experience with research tools: Dovetail, Maze, UserTesting, Qualtrics or similar.
- Strong storytelling and presentation skills; able to influence product decisions.
- Fluent Spanish and English.

Nice to have
- Experience researching two-sided marketplaces or mobility products.
- SQL or analytics tool experience (Amplitude, Looker).
- Experience running research in Latin America.

We offer hybrid work, free rides, and a budget for conferences.`,
    },
  },
  {
    id: 'design-brand-partial',
    industry: 'design',
    fit: 'partial',
    cv: buildCv({
      name: 'Olivia Bennett',
      title: 'Graphic Designer',
      email: 'olivia.bennett@example.com',
      phone: '+61 412 345 678',
      location: 'Melbourne, Australia',
      summary:
        'Graphic designer with 6 years in print and packaging. Type nerd, colour obsessive, comfortable running a job from brief to press check.',
      experiences: [
        {
          title: 'Graphic Designer',
          company: 'Kettle & Co. Design Studio',
          duration: 'Feb 2019 - Present',
          location: 'Melbourne, Australia',
          achievements: [
            'Designed packaging for 30 food and beverage SKUs stocked in 1,200 supermarkets',
            'Created a wine-label range that won a 2022 Melbourne Design Award',
            'Managed print production with 4 suppliers, keeping jobs 10% under budget',
          ],
        },
        {
          title: 'Junior Designer',
          company: 'Press Room Creative',
          duration: '01/2017 – 01/2019',
          location: 'Sydney, Australia',
          achievements: [
            'Laid out 24 magazine issues in InDesign',
            'Produced event posters and signage for 15 festivals',
            'Retouched product photography in Photoshop',
          ],
        },
      ],
      education: [
        {
          degree: 'Bachelor of Design',
          field: 'Visual Communication',
          institution: 'RMIT University',
          year: '2016',
        },
      ],
      skills: {
        technical: ['Typography', 'Packaging design', 'Print production', 'Layout', 'Illustration'],
        tools: ['Adobe InDesign', 'Photoshop', 'Illustrator'],
      },
      softSkills: ['Attention to detail', 'Client communication'],
    }),
    job: {
      job_title: 'Brand Designer',
      company_name: 'Canva',
      job_description: `Canva's Brand Studio is hiring a Brand Designer in Sydney or Melbourne to shape how millions of people experience our brand across campaigns, product moments and social media.

What you'll be doing
- Design integrated brand campaigns across digital, social, out-of-home and video.
- Evolve and apply our brand identity system: typography, colour, illustration and motion guidelines.
- Create motion graphics and short animations for social channels with After Effects.
- Work with copywriters, marketers and product teams from concept to final delivery, often on tight timelines.
- Present concepts confidently and take feedback well.

What we're looking for
- 4+ years of experience in brand, graphic or visual design, ideally agency and in-house.
- A strong portfolio demonstrating brand identity, campaign and digital work.
- Expert in Adobe Creative Suite (Illustrator, Photoshop, InDesign) and Figma.
- Motion design skills with After Effects.
- Strong typography and layout skills and a sharp eye for detail.
- Excellent communication and collaboration skills.

Bonus points
- 3D design (Cinema 4D, Blender).
- Experience designing for social media platforms (TikTok, Instagram).
- Experience with brand guidelines at scale.

Perks: flexible hybrid work, wellness budget, and lunch cooked by our in-house chefs.`,
    },
  },
  {
    id: 'design-lead-weak',
    industry: 'design',
    fit: 'weak',
    cv: buildCv({
      name: 'Nnamdi Eze',
      title: 'Junior UI Designer',
      email: 'nnamdi.eze@example.com',
      phone: '+234 803 123 4567',
      location: 'Lagos, Nigeria',
      summary:
        'Self-taught UI designer, one year of freelance and agency work. I design clean landing pages and mobile screens in Figma.',
      experiences: [
        {
          title: 'Junior UI Designer',
          company: 'Pixelhaus Agency',
          duration: 'Mar 2024 - Present',
          location: 'Lagos, Nigeria',
          achievements: [
            'Designed 12 landing pages for agency clients',
            'Created icon sets and illustrations for a food-delivery app',
            'Prepared design handoff files for developers',
          ],
        },
        {
          title: 'Freelance Designer',
          company: 'Self-employed',
          duration: '2023 - 2024',
          location: 'Lagos, Nigeria',
          achievements: [
            'Designed logos and social media posts for 8 small businesses',
            'Redesigned a church website, doubling online donations',
            'Completed the Google UX Design certificate',
          ],
        },
      ],
      education: [
        { degree: 'BSc', field: 'Architecture', institution: 'University of Lagos', year: '2022' },
      ],
      skills: {
        technical: ['UI design', 'Wireframes', 'Visual design'],
        tools: ['Figma', 'Canva', 'Adobe Photoshop'],
      },
      certifications: [
        {
          name: 'Google UX Design Professional Certificate',
          issuing_organization: 'Google / Coursera',
          year: '2023',
        },
      ],
    }),
    job: {
      job_title: 'Design Lead',
      company_name: 'Paystack',
      job_description: `Paystack helps businesses in Africa get paid by anyone, anywhere. We are hiring a Design Lead to lead our merchant experience design team in Lagos.

What you will do
- Lead and grow a team of 5 product designers: hiring, coaching, career development and design critiques.
- Set the design vision for the merchant dashboard and checkout, and work with product and engineering leaders on strategy and roadmap.
- Champion user research and make sure decisions are grounded in customer insight.
- Own design quality and consistency, including the evolution of our design system.
- Establish design processes, rituals and metrics that help the team do its best work.

What we are looking for
- 8+ years of experience in product design, including 2+ years managing designers.
- An outstanding portfolio of complex product work (B2B, fintech or data-heavy interfaces are a plus).
- Deep expertise in interaction design, information architecture, visual design and prototyping.
- Experience building or scaling design systems.
- Strong leadership, stakeholder management and communication skills; comfortable presenting to executives.
- Experience with Figma and modern research tools.

Nice to have
- Experience working in a high-growth startup.
- Front-end development knowledge.

We offer a competitive salary, health insurance, and a learning and development budget.`,
    },
  },
];
