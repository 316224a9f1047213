import { z } from 'zod';
import { idSchema, isoDateTimeSchema, normalised } from '../common';

/** The header's label when a user has no name. */
export const USER_FALLBACK_LABEL = 'User';

export const userObjectSchema = z.object({
  id: idSchema,
  email: z.email(),
  first_name: z.string().default(''),
  last_name: z.string().default(''),
  is_active: z.boolean().default(true),
  avatar_url: z.string().nullable().default(null),
  created_at: isoDateTimeSchema,
  last_login: isoDateTimeSchema,
});

/**
 * docs/product.md §P3 "User". Two readings: the avatar comes as avatar_url or avatar; a missing
 * last_login falls back to created_at. Parsing accepts both and yields avatar_url and last_login.
 */
export const userSchema = normalised(userObjectSchema, (raw) => ({
  ...raw,
  avatar_url: raw.avatar_url ?? raw.avatar ?? null,
  last_login: raw.last_login ?? raw.created_at,
}));
export type User = z.infer<typeof userSchema>;

/** First plus last name, falling back to the e-mail. */
export function userDisplayName(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name || user.email;
}
