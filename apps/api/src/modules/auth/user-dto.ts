import type { User } from '@cvforge/contracts';
import type { UserRow } from './auth.repository';

/** docs/product.md §P3 User as the API sends it; last_login falls back to created_at. */
export function toUserDto(row: UserRow): User {
  const createdAt = row.created_at.toISOString();
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    is_active: row.is_active,
    avatar_url: row.avatar_url,
    created_at: createdAt,
    last_login: row.last_login?.toISOString() ?? createdAt,
  };
}
