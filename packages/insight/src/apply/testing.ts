import fc from 'fast-check';
import { type CvContent, cvContentSchema, IMPROVEMENT_TYPES } from '@cvforge/contracts';
import type { StoredImprovement } from './types';

/** Small vocabularies, so improvements often meet text the CV already has. */
const COMPANIES = ['Acme', 'Globex', 'Initech'];
const WORDS = ['React', 'react', 'Go', 'SQL', 'Kubernetes', 'Leadership', 'Teamwork', 'Dean list'];
const word = fc.constantFrom(...WORDS);
const line = fc.oneof(
  word,
  fc.constantFrom('Cut costs by 10%', 'Led a team of 4', 'Dean list; cum laude'),
);

const experienceSection = fc.record({
  type: fc.constant('experience'),
  content: fc.record({
    experiences: fc.array(
      fc.record({
        company: fc.constantFrom(...COMPANIES),
        achievements: fc.array(line, { maxLength: 3 }),
      }),
      { maxLength: 3 },
    ),
  }),
});
const optionalSections = [
  fc.record({
    type: fc.constant('summary'),
    content: fc.record({ text: fc.oneof(fc.constant(''), line) }),
  }),
  fc.record({
    type: fc.constant('skills'),
    content: fc.record({
      technical: fc.array(word, { maxLength: 3 }),
      tools: fc.array(word, { maxLength: 2 }),
    }),
  }),
  fc.record({
    type: fc.constant('soft_skills'),
    content: fc.record({ soft_skills: fc.array(fc.record({ name: word }), { maxLength: 2 }) }),
  }),
  fc.record({
    type: fc.constant('education'),
    content: fc.record({
      education: fc.array(fc.record({ degree: word, honors: fc.oneof(fc.constant(''), line) }), {
        maxLength: 2,
      }),
    }),
  }),
  fc.record({
    type: fc.constant('projects'),
    content: fc.record({ projects: fc.array(fc.record({ name: word }), { maxLength: 2 }) }),
  }),
];

/** Valid CV content (through cvContentSchema) with a random subset of sections. */
export const cvContentArbitrary: fc.Arbitrary<CvContent> = fc
  .tuple(
    experienceSection,
    fc.subarray(optionalSections.map((s, i) => ({ s, i }))),
    fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
  )
  .chain(([experience, picked, visible]) =>
    fc.tuple(
      fc.constant(experience),
      fc.tuple(...picked.map(({ s }) => s)),
      fc.constant(picked.map(({ i }) => visible[i] ?? true)),
    ),
  )
  .chain(([experience, sections, visible]) =>
    fc.shuffledSubarray(
      [
        experience,
        ...sections.map((section, i) => ({ ...section, is_visible: visible[i] ?? true })),
      ],
      {
        minLength: sections.length + 1,
      },
    ),
  )
  .map((sections) => cvContentSchema.parse({ personal_info: { name: 'Jane Doe' }, sections }));

const improvementContent = fc.oneof(
  line,
  fc.array(word, { maxLength: 3 }),
  fc.record({ name: word, description: line }),
);

/** Not applied yet, with random content of any kind (also kinds its type does not expect). */
export const improvementArbitrary: fc.Arbitrary<StoredImprovement> = fc.record({
  id: fc.uuid(),
  type: fc.constantFrom(...IMPROVEMENT_TYPES),
  section: fc.constant('experience'),
  title: fc.constant('Improve'),
  description: fc.constant(''),
  priority: fc.constant('medium' as const),
  applied: fc.constant(false),
  content: improvementContent,
  part_to_update: fc.option(fc.constantFrom(...COMPANIES, 'Unknown Ltd'), { nil: null }),
  undo: fc.constant(null),
});
