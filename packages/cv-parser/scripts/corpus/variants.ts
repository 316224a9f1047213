/** The corpus variants: each mixes a layout, heading look, font, date style, paper and source. */
import { createRandom, pick } from './cv-data';
import type { DateStyle } from './date-styles';
import type { HeadingLook, Layout, MainPart } from './html-layout';
import type { EntryStyle, SkillsStyle } from './html-sections';

export interface Variant {
  id: string;
  seed: number;
  source: 'chromium' | 'libreoffice';
  paper: 'A4' | 'Letter';
  jobs: number;
  bullets: number;
  pageFurniture: boolean;
  layout: Layout;
}

const FONTS = ['Liberation Serif', 'DejaVu Sans', 'Inter', 'Liberation Sans', 'DejaVu Serif'];
const DATE_STYLES: DateStyle[] = ['mon', 'month', 'iso', 'slash', 'year', 'short-year', 'since'];
const ENTRY_STYLES: EntryStyle[] = [
  'title-dash-company',
  'company-pipe-title',
  'title-at-company',
  'stacked',
];
const SKILLS_STYLES: SkillsStyle[] = ['commas', 'pipes', 'bullets', 'labelled'];
const HEADING_LOOKS: HeadingLook[] = ['caps', 'underline', 'coloured', 'icon'];
const BULLETS = ['•', '●', '▪', '-', '–', '*'];
const ORDERS: MainPart[][] = [
  ['summary', 'experience', 'education', 'skills'],
  ['summary', 'skills', 'experience', 'education'],
  ['experience', 'education', 'skills', 'summary'],
  ['summary', 'education', 'experience', 'skills'],
];
const TITLES = {
  summary: ['Summary', 'Profile', 'About me', 'Professional Summary'],
  experience: [
    'Experience',
    'Work Experience',
    'Professional Experience',
    'Work History',
    'Employment',
    'Career History',
    'Employment History',
  ],
  education: ['Education', 'Education & Training', 'Academic Background'],
  skills: ['Skills', 'Technical Skills', 'Core Competencies', 'Skills & Expertise'],
  languages: ['Languages'],
  certifications: ['Certifications', 'Licenses & Certifications'],
  contact: ['Contact', 'Contact Details'],
};

function variantAt(index: number, source: Variant['source']): Variant {
  const random = createRandom(1000 + index);
  const columns =
    source === 'libreoffice'
      ? 'one'
      : (['one', 'one', 'sidebar-left', 'sidebar-right'] as const)[index % 4]!;
  const headingLook = HEADING_LOOKS[index % HEADING_LOOKS.length]!;
  const multiPage = index % 5 === 2;
  return {
    id: '',
    seed: 7 + index * 31,
    source,
    paper: index % 3 === 1 ? 'Letter' : 'A4',
    jobs: multiPage ? 6 : 2 + (index % 3),
    bullets: multiPage ? 4 : 2 + (index % 2),
    pageFurniture: multiPage,
    layout: {
      columns,
      headingLook,
      font: FONTS[index % FONTS.length]!,
      accent: pick(random, ['#1d4ed8', '#0f766e', '#b91c1c', '#7c3aed', '#333333']),
      contactOnOneLine: index % 2 === 0,
      mainOrder: ORDERS[index % ORDERS.length]!,
      style: {
        entry: ENTRY_STYLES[Math.floor(index / 2) % ENTRY_STYLES.length]!,
        dateStyle: DATE_STYLES[index % DATE_STYLES.length]!,
        dateOnOwnLine: index % 6 === 5,
        bullet: BULLETS[index % BULLETS.length]!,
        skills: SKILLS_STYLES[Math.floor(index / 3) % SKILLS_STYLES.length]!,
        headingIcon: headingLook === 'icon' ? pick(random, ['■', '◆', '▶', '●']) : '',
      },
      titles: {
        summary: pick(random, TITLES.summary),
        experience: TITLES.experience[index % TITLES.experience.length]!,
        education: pick(random, TITLES.education),
        skills: pick(random, TITLES.skills),
        languages: 'Languages',
        certifications: pick(random, TITLES.certifications),
        contact: pick(random, TITLES.contact),
      },
    },
  };
}

export function corpusVariants(): Variant[] {
  const variants: Variant[] = [];
  for (let index = 0; index < 28; index++) variants.push(variantAt(index, 'chromium'));
  for (let index = 28; index < 34; index++) variants.push(variantAt(index, 'libreoffice'));
  return variants.map((variant, index) => {
    const columns = variant.layout.columns === 'one' ? '1col' : variant.layout.columns;
    const number = String(index + 1).padStart(3, '0');
    return {
      ...variant,
      id: `${number}-${variant.source === 'libreoffice' ? 'lo' : 'chr'}-${columns}-${variant.layout.style.dateStyle}`,
    };
  });
}
