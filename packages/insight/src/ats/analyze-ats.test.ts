import { atsAnalyticsSchema } from '@cvforge/contracts';
import { describe, expect, it } from 'vitest';
import { cleanPdf, engine, pair } from '../testing/fixtures';
import { compatibilityRating } from './document';
import { keywordStrength } from './keywords';

const EVIDENCE_KEYS = [
  'atsScore',
  'technicalSkills',
  'softSkills',
  'keywordOptimization',
  'atsCompatibility',
  'formatting',
  'structure',
  'experienceAnalysis',
  'industryStandards',
  'competitiveAdvantage',
];

describe('ATS analysis', () => {
  const strong = pair('software-backend-strong');

  it('fills every field of the record, within range, with evidence for every score', async () => {
    const report = await engine.analyzeAts({
      content: strong.content,
      target: strong.job,
      pdf: cleanPdf,
    });
    expect(atsAnalyticsSchema.parse(report)).toEqual(report);
    expect(Object.keys(report.evidence ?? {})).toEqual(EVIDENCE_KEYS);
    for (const key of EVIDENCE_KEYS) expect(report.evidence?.[key]?.length, key).toBeGreaterThan(0);
    expect(report.target).toMatchObject({
      kind: 'job_description',
      job_title: strong.job.job_title,
    });
    expect(report.engine).toEqual({ name: 'built-in' });
  });

  it('says which keyword was found in which section', async () => {
    const report = await engine.analyzeAts({
      content: strong.content,
      target: strong.job,
      pdf: cleanPdf,
    });
    const postgres = report.keywordOptimization.matches?.find(
      (match) => match.keyword === 'PostgreSQL',
    );
    expect(postgres?.sections).toEqual(expect.arrayContaining(['Experience — Shoply']));
    expect(report.technicalSkills.detected).toEqual(
      expect.arrayContaining(['PostgreSQL', 'Kubernetes']),
    );
  });

  it('reads compatibility from the PDF parse: columns and non-standard headings cost points', async () => {
    const clean = await engine.analyzeAts({
      content: strong.content,
      target: strong.job,
      pdf: cleanPdf,
    });
    const messy = await engine.analyzeAts({
      content: strong.content,
      target: strong.job,
      pdf: {
        ...cleanPdf,
        columns: 2,
        headings: [...cleanPdf.headings, { title: 'My Journey', type: null }],
      },
    });
    expect(clean.atsCompatibility.overall).toBe('Excellent');
    expect(messy.atsCompatibility.overall).not.toBe('Excellent');
    expect(messy.atsCompatibility.structureRecognition).toContain('"My Journey"');
    expect(messy.evidence?.atsCompatibility?.map((item) => item.text)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('two columns'),
        expect.stringContaining('My Journey'),
      ]),
    );
    expect(messy.formatting.issues).toContain('Two-column layout');
    expect(messy.atsScore).toBeLessThan(clean.atsScore);
  });

  it('rates a PDF without a text layer Poor and says why', async () => {
    const report = await engine.analyzeAts({
      content: strong.content,
      target: strong.job,
      pdf: { ...cleanPdf, textItems: 0 },
    });
    expect(report.atsCompatibility.overall).toBe('Poor');
    expect(report.atsCompatibility.pdfParsing).toContain('No text layer');
  });

  it('says plainly when compatibility could not be measured', async () => {
    const report = await engine.analyzeAts({ content: strong.content, target: strong.job });
    expect(report.atsCompatibility.pdfParsing).toContain('Not measured');
  });

  it('gives the same report for the same input', async () => {
    const input = { content: strong.content, target: strong.job, pdf: cleanPdf };
    expect(await engine.analyzeAts(input)).toEqual(await engine.analyzeAts(input));
  });

  it('scores against the CV’s own role profile when no job is given', async () => {
    const report = await engine.analyzeAts({ content: strong.content });
    expect(report.target?.kind).toBe('role_profile');
    expect(report.target?.role_profile).toBeTruthy();
  });
});

describe('potential score', () => {
  it('counts a missing keyword as truthful only when another of the user’s CVs has it', async () => {
    const weak = pair('software-lead-weak');
    const plain = await engine.analyzeAts({ content: weak.content, target: weak.job });
    const missing = plain.potential?.keywords.map((keyword) => keyword.keyword) ?? [];
    expect(missing.length).toBeGreaterThan(0);
    expect(plain.potential?.keywords.every((keyword) => keyword.found_in_cv === null)).toBe(true);
    expect(plain.potential?.reachable).toBe(plain.atsScore);

    const strong = pair('software-backend-strong');
    const withOther = await engine.analyzeAts({
      content: weak.content,
      target: weak.job,
      otherCvs: [{ title: 'Backend CV 2025', content: strong.content }],
    });
    const truthful =
      withOther.potential?.keywords.filter(
        (keyword) => keyword.found_in_cv === 'Backend CV 2025',
      ) ?? [];
    expect(truthful.length).toBeGreaterThan(0);
    expect(withOther.potential?.reachable).toBeGreaterThan(withOther.atsScore);
  });
});

describe('bands', () => {
  it.each([
    [0.7, 'High'],
    [0.69, 'Medium'],
    [0.4, 'Medium'],
    [0.39, 'Low'],
  ] as const)('keyword coverage %s → %s', (coverage, strength) => {
    expect(keywordStrength(coverage)).toBe(strength);
  });

  it.each([
    [90, 'Excellent'],
    [89, 'Good'],
    [75, 'Good'],
    [74, 'Fair'],
    [55, 'Fair'],
    [54, 'Poor'],
  ] as const)('compatibility %s → %s', (score, rating) => {
    expect(compatibilityRating(score)).toBe(rating);
  });
});
