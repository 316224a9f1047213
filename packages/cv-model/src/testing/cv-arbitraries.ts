import fc from 'fast-check';

/** Field and key names the normaliser knows, mixed with noise, in several spellings. */
const KNOWN_KEYS = [
  'id',
  'type',
  'title',
  'name',
  'full_name',
  'firstName',
  'role',
  'job_title',
  'jobTitle',
  'company',
  'employer',
  'organization',
  'duration',
  'dates',
  'period',
  'startDate',
  'end_date',
  'location',
  'city',
  'address',
  'achievements',
  'highlights',
  'bullets',
  'description',
  'degree',
  'field',
  'institution',
  'school',
  'year',
  'gpa',
  'honors',
  'technical',
  'professional',
  'tools',
  'keywords',
  'language',
  'level',
  'issuer',
  'expiry',
  'contact',
  'text',
  'content',
  'cover_letter',
  'highlightedKeywords',
  'isEnhanced',
  'isImproved',
  'isNew',
  'email',
  'phone',
  'linkedin',
  'website',
  'avatar',
  'items',
  'experiences',
  'education',
  'educations',
  'languages',
  'soft_skills',
];

const SECTION_NAMES = [
  'personal_info',
  'summary',
  'experience',
  'education',
  'skills',
  'achievements',
  'soft_skills',
  'languages',
  'projects',
  'certifications',
  'references',
  'awards',
  'cover_letter',
  'Work Experience',
  'professional_summary',
  'educations',
  'softSkills',
  'hobbies',
  'custom',
];

const key = fc.oneof(fc.constantFrom(...KNOWN_KEYS), fc.string({ maxLength: 8 }));
const text = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    '  ',
    'French (fluent)',
    'Python, Go; Rust\nSQL',
    '• Led a team\n- Cut costs',
  ),
  fc.integer().map(String),
);
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));

/** Something shaped like a CV entry, list or section content, sometimes as JSON text. */
export const contentLike: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 6 }),
    tie('value').map((value) => JSON.stringify(value) ?? ''),
  ),
})).value;

const sectionLike = fc.record(
  {
    type: fc.constantFrom(...SECTION_NAMES),
    id: fc.oneof(fc.string({ maxLength: 12 }), fc.integer()),
    title: text,
    order: fc.oneof(fc.integer({ min: -5, max: 20 }), fc.double(), fc.constant('3')),
    is_visible: fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 0, 1)),
    content: contentLike,
    isImproved: fc.boolean(),
  },
  { requiredKeys: ['type'] },
);

const rootLike = fc.record(
  {
    personal_info: contentLike,
    professional_summary: contentLike,
    summary: contentLike,
    experience: contentLike,
    education: contentLike,
    educations: contentLike,
    skills: contentLike,
    soft_skills: contentLike,
    languages: contentLike,
    metadata: contentLike,
    sections: fc.oneof(
      fc.array(sectionLike, { maxLength: 8 }),
      fc.dictionary(fc.constantFrom(...SECTION_NAMES), contentLike, { maxKeys: 4 }),
      fc.array(sectionLike, { maxLength: 5 }).map((sections) => JSON.stringify(sections)),
    ),
  },
  { requiredKeys: [] },
);

/** A CV-like root, possibly inside JSON text and API wrappers. */
export const cvLike: fc.Arbitrary<unknown> = fc.oneof(
  rootLike,
  rootLike.map((root) => JSON.stringify(root)),
  fc
    .tuple(
      fc.constantFrom('content', 'preview_content', 'generated_content', 'data', 'cv_content'),
      rootLike,
      fc.boolean(),
    )
    .map(([wrapper, root, asText]) => ({ [wrapper]: asText ? JSON.stringify(root) : root })),
);
