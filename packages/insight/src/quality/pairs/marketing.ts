import { buildCv } from './build-cv';
import type { QualityPair } from './types';

export const MARKETING_PAIRS: readonly QualityPair[] = [
  {
    id: 'marketing-performance-strong',
    industry: 'marketing',
    fit: 'strong',
    cv: buildCv({
      name: 'Jessica Moreno',
      title: 'Performance Marketing Manager',
      email: 'jessica.moreno@example.com',
      phone: '+1 (512) 555-0177',
      location: 'Austin, TX',
      summary:
        'Performance marketer with 7 years scaling paid acquisition for DTC and SaaS brands. I manage seven-figure budgets across Google, Meta and TikTok, and I live in the numbers: CAC, ROAS, LTV.',
      experiences: [
        {
          title: 'Performance Marketing Manager',
          company: 'Outdoor Supply Co.',
          duration: 'Jan 2021 - Present',
          location: 'Austin, TX',
          achievements: [
            'Scaled paid social and search spend from $150k to $900k a month while holding blended ROAS above 3.2',
            'Cut customer acquisition cost 27% by rebuilding Google Ads account structure and moving to Performance Max',
            'Launched TikTok ads, now 18% of new customers',
            'Set up GA4 and server-side conversion tracking, recovering 20% of lost attribution',
          ],
        },
        {
          title: 'Digital Marketing Specialist',
          company: 'HomeBase Software',
          duration: '06/2017 – 12/2020',
          location: 'Dallas, TX',
          achievements: [
            'Managed LinkedIn and Google campaigns generating 1,500 SQLs a quarter',
            'Ran landing-page A/B tests in Optimizely, lifting conversion 35%',
            'Built weekly marketing dashboards in Looker Studio',
          ],
        },
      ],
      education: [
        {
          degree: 'BBA',
          field: 'Marketing',
          institution: 'University of Texas at Austin',
          year: '2017',
        },
      ],
      skills: {
        technical: [
          'Paid search',
          'Paid social',
          'Google Ads',
          'Meta Ads',
          'TikTok Ads',
          'Conversion rate optimisation',
          'Attribution',
          'A/B testing',
        ],
        tools: ['GA4', 'Looker Studio', 'Optimizely', 'HubSpot', 'Excel'],
      },
      softSkills: ['Analytical thinking', 'Communication', 'Ownership'],
      certifications: [
        { name: 'Google Ads Search Certification', issuing_organization: 'Google', year: '2023' },
        {
          name: 'Meta Certified Media Buying Professional',
          issuing_organization: 'Meta',
          year: '2022',
        },
      ],
    }),
    job: {
      job_title: 'Senior Performance Marketing Manager',
      company_name: 'Trailhead Goods',
      job_description: `Trailhead Goods is a fast-growing outdoor apparel brand selling direct to consumers. We're hiring a Senior Performance Marketing Manager in Austin to own our paid acquisition engine.

What you'll do
- Own paid media strategy and execution across Google Ads (Search, Shopping, Performance Max), Meta, TikTok and Pinterest.
- Manage a monthly budget of over $1M with clear targets for CAC, ROAS and new-customer revenue.
- Plan and run creative and landing-page experiments with the brand and web teams.
- Improve measurement: GA4, conversion APIs, incrementality tests and marketing mix modelling with our analytics partner.
- Report performance weekly to leadership and forecast spend and revenue.

What you bring
- 5+ years of hands-on performance marketing experience, ideally in e-commerce or DTC.
- Deep expertise in Google Ads and Meta Ads Manager; experience with TikTok Ads.
- Strong analytical skills: advanced Excel or Google Sheets, comfort with attribution models and cohort analysis.
- Experience with A/B testing and conversion rate optimisation.
- Clear communication and the ability to work across creative, analytics and finance.

Nice to have
- SQL skills.
- Google Ads and Meta Blueprint certifications.
- Experience with affiliate or influencer programs.

We offer a competitive salary, bonus, health benefits, and a generous gear discount.`,
    },
  },
  {
    id: 'marketing-content-partial',
    industry: 'marketing',
    fit: 'partial',
    cv: buildCv({
      name: 'Liam O’Connor',
      title: 'Copywriter',
      email: 'liam.oconnor@example.com',
      phone: '+353 87 123 4567',
      location: 'Dublin, Ireland',
      summary:
        'Copywriter and editor with 5 years writing for brands and newsrooms. I write clear, warm copy fast, and I can edit other people’s drafts without losing their voice.',
      experiences: [
        {
          title: 'Senior Copywriter',
          company: 'Bold Agency Dublin',
          duration: 'Apr 2021 - Present',
          location: 'Dublin, Ireland',
          achievements: [
            'Wrote campaign copy for 15 clients including a national bank and an airline',
            'Produced a 20-article blog series for a SaaS client that doubled their organic sessions in 9 months',
            'Edited 300+ web pages for tone-of-voice consistency',
          ],
        },
        {
          title: 'Reporter',
          company: 'The Dublin Gazette',
          duration: '09/2019 – 03/2021',
          location: 'Dublin, Ireland',
          achievements: [
            'Published 400 news and feature stories',
            'Ran the paper’s newsletter, growing subscribers from 4k to 11k',
            'Interviewed business leaders and local politicians',
          ],
        },
      ],
      education: [
        { degree: 'BA', field: 'Journalism', institution: 'Dublin City University', year: '2019' },
      ],
      skills: {
        technical: ['Copywriting', 'Editing', 'Blogging', 'Newsletters', 'Interviewing'],
        tools: ['WordPress', 'Mailchimp', 'Google Docs'],
      },
      softSkills: ['Creativity', 'Meeting deadlines'],
    }),
    job: {
      job_title: 'Content Marketing Manager',
      company_name: 'Intercom',
      job_description: `Intercom is hiring a Content Marketing Manager in Dublin to grow organic demand for our customer service platform.

What you'll do
- Own the content strategy for one of our product lines: blog articles, ebooks, customer stories, webinars and email nurture sequences.
- Plan content around search intent: keyword research, SEO briefs and on-page optimisation with our SEO specialist.
- Write and edit high-quality long-form content yourself and manage freelance writers.
- Measure content performance (traffic, signups, pipeline influenced) with Google Analytics and HubSpot and iterate.
- Collaborate with product marketing, demand generation and design on launches and campaigns.

What we're looking for
- 4+ years of content marketing experience, ideally in B2B SaaS.
- Exceptional writing and editing skills with a portfolio to show.
- Solid SEO knowledge and experience with tools such as Ahrefs or Semrush.
- Experience using marketing automation (HubSpot, Marketo) and analytics to measure results.
- Project management skills; you can juggle multiple deadlines and stakeholders.
- A data-driven mindset and curiosity about customers.

Nice to have
- Experience with video or podcast content.
- Knowledge of customer service or CX software.

We offer equity, private health insurance, and a hybrid office with great coffee.`,
    },
  },
  {
    id: 'marketing-brand-partial',
    industry: 'marketing',
    fit: 'partial',
    cv: buildCv({
      name: 'Priya Nair',
      title: 'Social Media Manager',
      email: 'priya.nair@example.com',
      phone: '+971 50 123 4567',
      location: 'Dubai, UAE',
      summary:
        'Social media lead for beauty and fashion brands in the Gulf. 5 years building communities, influencer programmes and always-on content calendars.',
      experiences: [
        {
          title: 'Social Media Manager',
          company: 'Glow Cosmetics ME',
          duration: 'Jul 2021 - Present',
          location: 'Dubai, UAE',
          achievements: [
            'Grew Instagram following from 40k to 310k in two years',
            'Ran an influencer programme with 80 creators, driving AED 2.4M in tracked sales',
            'Managed a team of 2 content creators and an agency retainer',
            'Cut cost per engagement 45% with a shift to short-form video',
          ],
        },
        {
          title: 'Social Media Executive',
          company: 'Mall Group Dubai',
          duration: '2019 - 2021',
          location: 'Dubai, UAE',
          achievements: [
            'Planned monthly content calendars for 4 shopping malls',
            'Handled community management in English and Arabic',
            'Reported monthly social KPIs to brand managers',
          ],
        },
      ],
      education: [
        {
          degree: 'BA',
          field: 'Mass Communication',
          institution: 'American University in Dubai',
          year: '2019',
        },
      ],
      skills: {
        technical: [
          'Social media strategy',
          'Influencer marketing',
          'Content calendars',
          'Community management',
          'Short-form video',
        ],
        tools: ['Meta Business Suite', 'Sprout Social', 'CapCut', 'Canva'],
      },
      languages: [
        { name: 'English', level: 'Fluent' },
        { name: 'Malayalam', level: 'Native' },
        { name: 'Arabic', level: 'Conversational' },
      ],
    }),
    job: {
      job_title: 'Brand Manager',
      company_name: 'Unilever Middle East',
      job_description: `Unilever is looking for a Brand Manager for one of our leading personal care brands in the Gulf region, based in Dubai.

Key responsibilities
- Own the brand plan and P&L for the GCC: growth, market share and profitability targets.
- Develop and execute integrated marketing campaigns across TV, digital, social, retail and in-store activation.
- Use consumer insights, market research and Nielsen data to identify growth opportunities and brief agencies.
- Lead product launches and innovation projects with R&D, supply chain and sales teams.
- Manage advertising and media budgets and measure campaign effectiveness and ROI.

Requirements
- 4-6 years of brand management or marketing experience, ideally in FMCG.
- Proven experience managing a brand P&L and marketing budgets.
- Strong analytical skills with market data (Nielsen, Kantar) and consumer research.
- Experience managing creative and media agencies.
- Excellent communication, leadership and stakeholder management skills.
- Bachelor's degree in Marketing or Business; MBA is a plus.
- Arabic is an advantage.

Nice to have
- Digital marketing and e-commerce experience.
- Experience in beauty or personal care categories.

We offer a competitive package with housing allowance, annual flight tickets and career development across the region.`,
    },
  },
  {
    id: 'marketing-cmo-weak',
    industry: 'marketing',
    fit: 'weak',
    cv: buildCv({
      name: 'Zoe Chen',
      title: 'Marketing Coordinator',
      email: 'zoe.chen@example.com',
      phone: '+1 (604) 555-0133',
      location: 'Vancouver, Canada',
      summary:
        'Marketing coordinator with 1 year of experience. I schedule social posts, build email newsletters and help organise events.',
      experiences: [
        {
          title: 'Marketing Coordinator',
          company: 'Pacific Yoga Studios',
          duration: 'Sep 2023 - Present',
          location: 'Vancouver, Canada',
          achievements: [
            'Sent weekly Mailchimp newsletters to 6,000 members with a 38% open rate',
            'Scheduled Instagram and Facebook posts for 3 studios',
            'Helped organise 5 community events with 150+ attendees each',
          ],
        },
        {
          title: 'Marketing Intern',
          company: 'Granville Books',
          duration: '05/2023 – 08/2023',
          location: 'Vancouver, Canada',
          achievements: [
            'Wrote product descriptions for 200 books',
            'Updated the website in Shopify',
            'Collected customer reviews for social posts',
          ],
        },
      ],
      education: [
        {
          degree: 'BCom',
          field: 'Marketing',
          institution: 'University of British Columbia',
          year: '2023',
        },
      ],
      skills: {
        technical: ['Email marketing', 'Social media', 'Event coordination'],
        tools: ['Mailchimp', 'Canva', 'Shopify', 'Hootsuite'],
      },
      languages: [
        { name: 'English', level: 'Native' },
        { name: 'Cantonese', level: 'Fluent' },
      ],
    }),
    job: {
      job_title: 'VP of Marketing',
      company_name: 'Lumen Fitness',
      job_description: `Lumen Fitness is a connected-fitness company with 200,000 subscribers across North America. We are looking for a VP of Marketing to lead all marketing and report to the CEO. Vancouver or Toronto.

Responsibilities
- Build and execute the marketing strategy to grow subscribers, revenue and brand awareness in the US and Canada.
- Lead a team of 15 across brand, growth, content, lifecycle and product marketing; hire and develop senior leaders.
- Own a marketing budget of $20M+ and be accountable for CAC, LTV and payback targets.
- Drive positioning, messaging and pricing with product and executive teams.
- Oversee agencies, partnerships and PR; present plans and results to the board.

Requirements
- 12+ years of marketing experience, with 5+ years in senior leadership roles.
- Proven track record scaling a consumer subscription or DTC brand.
- Deep expertise in performance marketing, brand building and lifecycle/CRM.
- Strong financial acumen: budgeting, forecasting and marketing ROI.
- Experience with marketing analytics, attribution and experimentation.
- Inspiring leadership, executive presence and excellent communication.

Nice to have
- Fitness, health or hardware experience.
- MBA.

We offer a competitive salary, equity, and a free Lumen bike for your home.`,
    },
  },
];
