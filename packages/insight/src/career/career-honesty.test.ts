import { cvContentSchema, type CvContent } from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';
import { buildCv } from '../quality/pairs';
import { engine, pair } from '../testing/fixtures';

const dataScientist = (summary: string) =>
  cvContentSchema.parse(
    buildCv({
      name: 'Ana Ruiz',
      title: 'Data Scientist',
      email: 'ana@example.com',
      phone: '+34 600 000 000',
      location: 'Madrid',
      summary,
      experiences: [
        {
          title: 'Data Scientist',
          company: 'Lumen Retail',
          duration: 'Jan 2020 - Present',
          location: 'Madrid',
          achievements: [
            'Built churn models in Python and scikit-learn, cutting churn 12%',
            'Presented recommendations to product leadership every quarter',
          ],
        },
      ],
      education: [],
      skills: { technical: ['Python', 'SQL'] },
    }),
  );

const DATA_JOB = {
  job_title: 'Data Scientist',
  company_name: 'Northwind',
  job_description: `Northwind is hiring a Data Scientist.

Requirements
- 3+ years of Data Science work in Python and SQL
- Experience with Tableau dashboards and A/B testing
- Statistics and regression modelling`,
};

const firstExperience = (content: CvContent) => {
  const section = content.sections.find((candidate) => candidate.type === 'experience');
  return section?.type === 'experience' ? section.content.experiences[0] : undefined;
};

describe('career analytics: sub-scores agree, nothing promised (docs/product.md §C8)', () => {
  it('does not call the field of the person’s own title missing (Data Science for a Data Scientist)', async () => {
    const report = await engine.analyzeCareer({
      content: dataScientist('Data scientist.'),
      target: DATA_JOB,
    });
    // The posting asks for it; the CV's title shows it.
    expect(JSON.stringify(report.evidence?.hardSkillsScore)).toContain('Data Science');
    expect(report.missingSkills).not.toContain('Data Science');
    expect(report.missingSkills).toContain('Tableau');
  });

  it('scores domain fit at 70 or more when CV and job read as the same role', async () => {
    for (const id of ['data-scientist-strong', 'finance-fpa-strong', 'software-backend-strong']) {
      const { content, job } = pair(id);
      const report = await engine.analyzeCareer({ content, target: job });
      const [cvSide, jobSide] = (report.evidence?.domainFitScore ?? []).map((item) =>
        item.text.replace(/^.* as /, ''),
      );
      if (cvSide === jobSide) expect(report.domainFitScore, id).toBeGreaterThanOrEqual(70);
      const own = await engine.analyzeCareer({ content });
      expect(own.domainFitScore, `${id} against its own role`).toBeGreaterThanOrEqual(70);
    }
  });

  it('promises no outcome: no gain without a truthful change, and no interview prediction after the plan', async () => {
    const content = dataScientist('Data scientist.');
    const report = await engine.analyzeCareer({ content, target: DATA_JOB });
    expect(report.impactOnJobMatchScoreAfterAchievingPlan).toBe(0);
    const texts = JSON.stringify(report);
    expect(texts).not.toMatch(/interview prediction (Low|Medium|High) →|Low → High/i);
  });

  it('computes the potential with the same scorer, on the CV with the other CV’s line', async () => {
    const content = dataScientist('Data scientist.');
    const otherLine = 'Built Tableau dashboards that the sales team used daily';
    const other = structuredClone(content);
    firstExperience(other)?.achievements.push(otherLine);
    const report = await engine.analyzeCareer({
      content,
      target: DATA_JOB,
      otherCvs: [{ title: 'Analyst CV', content: other }],
    });
    const improved = structuredClone(content);
    firstExperience(improved)?.achievements.push(otherLine);
    const reached = await engine.analyzeCareer({ content: improved, target: DATA_JOB });
    expect(report.impactOnJobMatchScoreAfterAchievingPlan).toBeGreaterThan(0);
    expect(report.jobMatchScore + report.impactOnJobMatchScoreAfterAchievingPlan).toBe(
      reached.jobMatchScore,
    );
  });

  it('suggests certificates only when the posting or the role’s own field names them', async () => {
    for (const id of ['data-scientist-strong', 'software-backend-strong', 'hr-recruiter-strong']) {
      const { content, job } = pair(id);
      const withJob = await engine.analyzeCareer({ content, target: job });
      const posting = job.job_description.toLowerCase();
      const roleOnly = await engine.analyzeCareer({ content });
      const named = new Set([...roleOnly.suggestedCertifications]);
      for (const name of withJob.suggestedCertifications)
        expect(
          posting.includes(name.toLowerCase().split(' ')[0] ?? '') || named.has(name),
          `${id}: ${name}`,
        ).toBe(true);
      expect(withJob.suggestedCertifications.join(' ')).not.toMatch(/Cybersecurity/);
    }
  });
});
