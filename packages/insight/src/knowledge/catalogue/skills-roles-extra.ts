import type { SkillEntry } from '../types';

/** Skills the role profiles need that neither the tech nor the business list holds. */
export const EXTRA_SKILLS: readonly SkillEntry[] = [];
