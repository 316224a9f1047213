/** The shapes of the skills and roles knowledge base shipped with the package (no network). */

/** Industries the role profiles cover. */
export const INDUSTRIES = [
  'software',
  'data',
  'product',
  'design',
  'marketing',
  'sales',
  'finance',
  'hr',
  'healthcare',
  'education',
  'operations',
  'legal',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** A hard skill or tool. `name` is the canonical spelling shown to users. */
export interface SkillEntry {
  name: string;
  /** Other spellings that mean the same skill ("JS", "k8s", "Postgres"); matched case-insensitively. */
  aliases: readonly string[];
  /** e.g. "programming-language", "frontend-framework", "cloud", "accounting", "clinical". */
  category: string;
}

export interface SoftSkillEntry {
  name: string;
  aliases: readonly string[];
}

export interface CertificationEntry {
  name: string;
  aliases: readonly string[];
  issuer: string;
  /** Canonical skill names the certification vouches for. */
  skills: readonly string[];
}

export type Seniority = 'entry' | 'mid' | 'senior' | 'lead';

export interface RoleProfile {
  /** kebab-case, unique: "backend-engineer". */
  id: string;
  industry: Industry;
  /** Display name: "Backend Engineer". */
  name: string;
  /** Typical job titles by seniority (lower-case matching is done by the engine). */
  titles: Readonly<Record<Seniority, readonly string[]>>;
  /** Canonical hard-skill names every such role is expected to show (6-12). */
  coreSkills: readonly string[];
  /** Canonical hard-skill names that help (4-12). */
  niceSkills: readonly string[];
  /** Canonical soft-skill names (3-6). */
  softSkills: readonly string[];
  /** Canonical certification names (0-5). */
  certifications: readonly string[];
  /** Phrases job ads for the role use that are not skills ("code review", "stakeholder management"). */
  keywords: readonly string[];
}
