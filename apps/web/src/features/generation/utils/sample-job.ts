/** What "Use Sample" fills in: a realistic posting, long enough to pass every form rule. */
export const SAMPLE_JOB = {
  companyName: 'Northwind Analytics',
  jobTitle: 'Senior Frontend Engineer',
  description: [
    'Northwind Analytics builds dashboards that help 2,000 retailers plan their stock.',
    '',
    'What you will do:',
    '- Build and maintain our React and TypeScript web application',
    '- Work with designers and product managers to ship accessible, fast interfaces',
    '- Improve performance, testing (Vitest, Playwright) and our design system',
    '- Review code and mentor two mid-level engineers',
    '',
    'What we are looking for:',
    '- 5+ years of frontend development, 3+ with React',
    '- Strong TypeScript, HTML and CSS; experience with REST APIs and GraphQL',
    '- Care for accessibility (WCAG 2.2) and automated testing',
    '- Clear written communication in English',
    '',
    'Nice to have: data visualisation (D3), Node.js, experience in retail or supply chain.',
  ].join('\n'),
} as const;
