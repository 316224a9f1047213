import { describe, expect, it } from 'vitest';
import { extractPosting } from './extract-posting';

const url = new URL('https://www.jobs.example.org/posting/42');
const page = (text: string, isHtml = true) => ({ url, isHtml, text });

const filler = (words: number) =>
  Array.from({ length: words }, (_, i) => `word${i}`).join(' ') + '.';

describe('extractPosting', () => {
  it('reads a JobPosting from a JSON-LD @graph, its HTML description as paragraphs and bullets', () => {
    const jsonLd = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebPage', name: 'Careers' },
        {
          '@type': ['JobPosting'],
          title: 'Senior Data Engineer',
          hiringOrganization: { '@type': 'Organization', name: 'Acme &amp; Sons' },
          description:
            '<p>Join our <strong>data</strong> team.</p><h3>You will</h3>' +
            '<ul><li>Build pipelines</li><li>Own <a href="/x">quality</a></li></ul><p>Remote.</p>',
        },
      ],
    };
    const result = extractPosting(
      page(`<html><head><meta property="og:title" content="Wrong title">
        <script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head>
        <body><p>Cookie banner</p></body></html>`),
    );
    expect(result).toEqual({
      job_title: 'Senior Data Engineer',
      company_name: 'Acme & Sons',
      description: 'Join our data team.\n\nYou will\n\n• Build pipelines\n• Own quality\n\nRemote.',
    });
  });

  it('finds a JobPosting in a top-level array after a broken JSON-LD block', () => {
    const items = [
      { '@type': 'BreadcrumbList' },
      {
        '@type': 'http://schema.org/JobPosting',
        name: 'Nurse',
        hiringOrganization: 'City Hospital',
        description: '&lt;p&gt;Night shifts on a friendly ward, full training given.&lt;/p&gt;',
      },
    ];
    const result = extractPosting(
      page(`<script type="application/ld+json">{ not json</script>
        <script type="application/ld+json">${JSON.stringify(items)}</script>`),
    );
    expect(result).toEqual({
      job_title: 'Nurse',
      company_name: 'City Hospital',
      description: 'Night shifts on a friendly ward, full training given.',
    });
  });

  it('reads microdata when there is no JSON-LD', () => {
    const result = extractPosting(
      page(`<div itemscope itemtype="https://schema.org/JobPosting">
        <h1 itemprop="title">Backend Developer</h1>
        <div itemprop="hiringOrganization" itemscope itemtype="https://schema.org/Organization">
          <meta itemprop="name" content="Globex"></div>
        <div itemprop="description"><p>Write Go services.</p><ul><li>Kubernetes</li><li>PostgreSQL</li></ul></div>
      </div>`),
    );
    expect(result).toEqual({
      job_title: 'Backend Developer',
      company_name: 'Globex',
      description: 'Write Go services.\n\n• Kubernetes\n• PostgreSQL',
    });
  });

  it('falls back to OpenGraph when the page has no structured posting', () => {
    const result = extractPosting(
      page(`<html><head>
        <meta property="og:title" content="Product Designer">
        <meta property="og:site_name" content="Initech">
        <meta property="og:description" content="Design the tools our customers use every day, in a small team.">
        </head><body><nav>Home</nav></body></html>`),
    );
    expect(result).toEqual({
      job_title: 'Product Designer',
      company_name: 'Initech',
      description: 'Design the tools our customers use every day, in a small team.',
    });
  });

  it("takes the page's main text with Readability, without navigation or footer", () => {
    const paragraphs = [1, 2, 3, 4].map((n) => `<p>Paragraph ${n}: ${filler(40)}</p>`).join('');
    const result = extractPosting(
      page(`<html><head><title>Warehouse Lead</title>
        <meta property="og:description" content="Short teaser."></head><body>
        <nav><a href="/">Home</a> <a href="/jobs">All jobs</a></nav>
        <article><h1>Warehouse Lead</h1>${paragraphs}<ul><li>Forklift licence</li></ul></article>
        <footer>© Footer Corp, all rights reserved</footer></body></html>`),
    );
    expect(result.job_title).toBe('Warehouse Lead');
    expect(result.company_name).toBe('jobs.example.org');
    expect(result.description).toContain('Paragraph 1: word0');
    expect(result.description).toContain('\n\nParagraph 4: word0');
    expect(result.description).toContain('• Forklift licence');
    expect(result.description).not.toMatch(/All jobs|Footer Corp|Short teaser/);
  });

  it('answers plain text as the description, with the host as the company', () => {
    expect(extractPosting(page('  Role: Chef\r\n\r\n\r\nCook things.  \n', false))).toEqual({
      job_title: '',
      company_name: 'jobs.example.org',
      description: 'Role: Chef\n\nCook things.',
    });
  });
});
