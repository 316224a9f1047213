import { cvContentSchema, type CvContent } from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';
import { withListedSkills } from '../quality/stuffing';
import { engine, pair } from '../testing/fixtures';

// docs/product.md §C9: a skill shown in an experience, project or education line counts in full;
// one only listed in the skills section counts a small share.
const JOB = {
  job_title: 'Data Analyst',
  company_name: 'Contoso',
  job_description: `Contoso is hiring a Data Analyst.

Requirements
- Strong Tableau skills for dashboards our managers read every week
- SQL and Excel for analysis`,
};

const withLine = (content: CvContent, line: string) => {
  const copy = structuredClone(content);
  const section = copy.sections.find((candidate) => candidate.type === 'experience');
  if (section?.type === 'experience') section.content.experiences[0]?.achievements.push(line);
  return cvContentSchema.parse(copy);
};

describe('a skill shown versus one only listed', () => {
  const base = pair('marketing-content-partial').content;

  it('scores a shown skill above the same skill only listed, and says which it is', async () => {
    const listed = await engine.analyzeAts({
      content: withListedSkills(base, ['Tableau']),
      target: JOB,
    });
    const shown = await engine.analyzeAts({
      content: withLine(base, 'Built Tableau dashboards the sales managers read every week'),
      target: JOB,
    });
    expect(shown.technicalSkills.score).toBeGreaterThan(listed.technicalSkills.score);
    expect(shown.atsScore).toBeGreaterThan(listed.atsScore);
    const listedEvidence = listed.evidence?.technicalSkills?.find((item) =>
      item.text.startsWith('Tableau'),
    );
    expect(listedEvidence?.text).toContain('listed, not shown in your experience');
    expect(listed.technicalSkills.recommendations.join('\n')).toContain(
      'Tableau is listed, not shown in your experience: if you used it, show it in an achievement',
    );
    expect(JSON.stringify(shown.evidence?.technicalSkills)).not.toContain(
      'Tableau: listed, not shown',
    );
  });

  it('quotes the posting when it names a missing skill, and says "typical … postings" without one', async () => {
    const withJob = await engine.analyzeAts({ content: base, target: JOB });
    expect(withJob.technicalSkills.recommendations.join('\n')).toContain(
      'the posting says "Strong Tableau skills for dashboards our managers read every week"',
    );
    const noJob = await engine.analyzeAts({ content: base });
    expect(noJob.target?.kind).toBe('role_profile');
    expect(JSON.stringify(noJob.technicalSkills)).toMatch(/typical .+ postings/);
  });
});
