import { describe, expect, it } from 'vitest';
import { generateFromJobBodySchema, toGenerateFromJobBody } from './generation';
import { DEFAULT_CUSTOMIZATION, jobDescriptionDataSchema, WIZARD_DEFAULTS } from './wizard';

const valid = {
  companyName: 'Acme',
  jobTitle: 'Engineer',
  description: 'x'.repeat(50),
  template: { id: 'classic', name: 'Classic', description: 'Plain', category: 'classic' },
  customization: { ...DEFAULT_CUSTOMIZATION },
};

function messagesFor(input: unknown, field: string): string[] {
  const result = jobDescriptionDataSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
}

describe('wizard form messages (docs/product.md §C5)', () => {
  it('accepts a complete form', () => {
    expect(jobDescriptionDataSchema.safeParse(valid).success).toBe(true);
  });

  it('asks for a missing or blank company name, then a longer one (after trim)', () => {
    expect(messagesFor({ ...valid, companyName: '' }, 'companyName')).toEqual([
      'Please tell us the company name',
    ]);
    expect(messagesFor({ ...valid, companyName: undefined }, 'companyName')).toEqual([
      'Please tell us the company name',
    ]);
    expect(messagesFor({ ...valid, companyName: '  A  ' }, 'companyName')).toEqual([
      'Company name looks short — at least 2 characters',
    ]);
  });

  it('words job title and description rules exactly', () => {
    expect(messagesFor({ ...valid, jobTitle: '' }, 'jobTitle')).toEqual([
      'What role are you applying for?',
    ]);
    expect(messagesFor({ ...valid, jobTitle: 'X' }, 'jobTitle')).toEqual([
      'Job title seems short — at least 2 characters',
    ]);
    expect(messagesFor({ ...valid, description: '' }, 'description')).toEqual([
      'Paste the full job description',
    ]);
    expect(messagesFor({ ...valid, description: 'x'.repeat(49) }, 'description')).toEqual([
      'A bit short — aim for at least 50 characters',
    ]);
  });

  it('bounds cv length and matching level', () => {
    const withCustom = (c: object) => ({
      ...valid,
      customization: { ...valid.customization, ...c },
    });
    const custom = (c: object) =>
      jobDescriptionDataSchema.safeParse(withCustom(c)).error?.issues.map((i) => i.message);
    expect(custom({ cvLength: 5 })).toEqual(['Choose 1 to 4 pages']);
    expect(custom({ cvLength: undefined })).toBeUndefined();
    expect(custom({ matchingLevel: 0 })).toEqual(['Minimum level is 1']);
    expect(custom({ matchingLevel: 11 })).toEqual(['Maximum level is 10']);
  });

  it('requires a template', () => {
    expect(messagesFor({ ...valid, template: undefined }, 'template')).toEqual([
      'Please select a template',
    ]);
    expect(messagesFor({ ...valid, template: { ...valid.template, id: '' } }, 'template')).toEqual([
      'Please select a template',
    ]);
  });
});

describe('toGenerateFromJobBody', () => {
  it('maps the wizard to the API payload, matching level as match_score', () => {
    const job = jobDescriptionDataSchema.parse({ ...valid, companyName: ' Acme ' });
    const body = toGenerateFromJobBody(job, WIZARD_DEFAULTS);
    expect(body).toMatchObject({
      company_name: 'Acme',
      match_score: 7,
      cv_length: 1,
      selected_source_option: 'full_cv',
      include_cover_letter: false,
      template_category: 'classic',
    });
  });
});

describe('generate-from-job body', () => {
  const body = {
    company_name: 'Acme',
    job_title: 'Engineer',
    job_description: 'Build things',
    selected_source_option: 'full_cv',
  };

  it('needs a chosen CV for full_cv', () => {
    const issues = generateFromJobBodySchema.safeParse(body).error?.issues.map((i) => i.message);
    expect(issues).toEqual(['Please select a CV to continue with the Use Full CV option.']);
    const other = { ...body, selected_source_option: 'contact_only' };
    expect(generateFromJobBodySchema.parse(other)).toMatchObject({ cv_length: 1, match_score: 7 });
  });

  it('refuses a blank company name with the pre-check message', () => {
    const res = generateFromJobBodySchema.safeParse({ ...body, company_name: '   ' });
    expect(res.error?.issues[0]?.message).toBe('Company name is required');
  });
});
