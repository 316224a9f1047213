import type {
  LocationParts,
  PersonalInfo,
  ProfileEntry,
  SkillGroup,
  SkillListKey,
  SkillsContent,
} from '@cvforge/contracts';
import { uniqueTexts } from './normalise/values';

/**
 * Skill groups, location parts and profiles (kept from a JSON Resume import) and the plain fields
 * templates and analysis read, which are derived from them: the skill lists, `location` and
 * `linkedin`. A change made to a plain field elsewhere (the manual form, an AI improvement) wins:
 * details that no longer agree with it are dropped or brought in line.
 */

type Lists = Pick<SkillsContent, SkillListKey>;
const LIST_KEYS: readonly SkillListKey[] = ['technical', 'professional', 'tools'];

/** Named skill groups → the three lists; a group's name picks its list. */
export function skillListsOf(groups: readonly Pick<SkillGroup, 'name' | 'keywords'>[]): Lists {
  const lists: Lists = { technical: [], professional: [], tools: [] };
  for (const { name, keywords } of groups) {
    const target = /tool/i.test(name)
      ? lists.tools
      : /professional|soft|business|management|leadership/i.test(name)
        ? lists.professional
        : lists.technical;
    target.push(...(keywords.length > 0 ? keywords : [name]));
  }
  // Trimmed and without repeats, as the normaliser leaves stored lists.
  const tidy = (items: string[]) => uniqueTexts(items.map((item) => item.trim()).filter(Boolean));
  return {
    technical: tidy(lists.technical),
    professional: tidy(lists.professional),
    tools: tidy(lists.tools),
  };
}

/** The groups while the lists still are what they make. */
export function currentSkillGroups(skills: SkillsContent): SkillGroup[] | undefined {
  if (!skills.groups) return undefined;
  const derived = skillListsOf(skills.groups);
  const same = LIST_KEYS.every((key) => derived[key].join('\n') === skills[key].join('\n'));
  return same ? skills.groups : undefined;
}

/** The one-line location templates show; the postal code is left out. */
export function locationText(parts: LocationParts): string {
  return [parts.address, parts.city, parts.region, parts.country_code]
    .filter((part) => part.trim())
    .join(', ');
}

/** The parts while the location text still is what they make. */
export const currentLocationParts = ({
  location,
  location_parts: parts,
}: Pick<PersonalInfo, 'location' | 'location_parts'>) =>
  parts && locationText(parts) === location ? parts : undefined;

export const isLinkedin = (profile: Pick<ProfileEntry, 'network'>) =>
  /linkedin/i.test(profile.network);

/** The LinkedIn link templates show, from the profile list. */
export function linkedinOf(
  profiles: readonly Pick<ProfileEntry, 'network' | 'url' | 'username'>[],
) {
  const profile = profiles.find(isLinkedin);
  return profile ? profile.url || profile.username : '';
}

/** The profiles with their LinkedIn one set to the link templates show. */
export function currentProfiles({
  profiles = [],
  linkedin,
}: Pick<PersonalInfo, 'profiles' | 'linkedin'>): ProfileEntry[] {
  if (linkedinOf(profiles) === linkedin) return profiles;
  const others = profiles.filter((profile) => !isLinkedin(profile));
  const own = { id: 'linkedin', network: 'LinkedIn', username: '', url: linkedin };
  return linkedin ? [...others, own] : others;
}

/** Personal info with its location parts and profiles in line with `location` and `linkedin`. */
export function withCurrentDetails(info: PersonalInfo): PersonalInfo {
  const { location_parts: _, profiles, ...plain } = info;
  const parts = currentLocationParts(info);
  return {
    ...plain,
    ...(parts && { location_parts: parts }),
    ...(profiles && { profiles: currentProfiles(info) }),
  };
}
