import { eq } from 'drizzle-orm';
import type { UserDataExport } from '@cvforge/contracts';
import type { Db } from '../../platform/db';
import {
  atsReports,
  careerReports,
  cvGenerations,
  cvImprovements,
  cvs,
  cvVersions,
  notifications,
  oauthAccounts,
  passwordResetTokens,
  plans,
  refreshTokens,
  usageCounters,
  users,
} from '../../platform/db/schema';

type Rows = Record<string, unknown>[];

/**
 * Every table holding rows about a user, read for "export my data". A module that adds a
 * per-user table adds its section here, and the export and its test pick it up. Secrets
 * (password hash, token hashes) are never selected.
 */
const EXPORT_SECTIONS: Record<string, (db: Db, userId: string) => Promise<Rows>> = {
  oauth_accounts: (db, userId) =>
    db
      .select({
        provider: oauthAccounts.provider,
        provider_account_id: oauthAccounts.provider_account_id,
        email: oauthAccounts.email,
        created_at: oauthAccounts.created_at,
      })
      .from(oauthAccounts)
      .where(eq(oauthAccounts.user_id, userId)),
  sessions: (db, userId) =>
    db
      .select({
        id: refreshTokens.id,
        session_id: refreshTokens.family_id,
        user_agent: refreshTokens.user_agent,
        created_at: refreshTokens.created_at,
        expires_at: refreshTokens.expires_at,
        rotated_at: refreshTokens.rotated_at,
        revoked_at: refreshTokens.revoked_at,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.user_id, userId)),
  password_reset_requests: (db, userId) =>
    db
      .select({
        created_at: passwordResetTokens.created_at,
        expires_at: passwordResetTokens.expires_at,
        used_at: passwordResetTokens.used_at,
      })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.user_id, userId)),
  usage_counters: (db, userId) =>
    db.select().from(usageCounters).where(eq(usageCounters.user_id, userId)),
  notifications: (db, userId) =>
    db.select().from(notifications).where(eq(notifications.user_id, userId)),
  // The parsed content is the user's own data; the file-store key is an internal detail.
  cvs: (db, userId) =>
    db
      .select({
        id: cvs.id,
        title: cvs.title,
        description: cvs.description,
        tags: cvs.tags,
        file_name: cvs.file_name,
        file_size: cvs.file_size,
        status: cvs.status,
        type: cvs.type,
        is_default: cvs.is_default,
        ats_score: cvs.ats_score,
        content: cvs.content,
        failure_reason: cvs.failure_reason,
        uploaded_at: cvs.uploaded_at,
        created_at: cvs.created_at,
        updated_at: cvs.updated_at,
      })
      .from(cvs)
      .where(eq(cvs.user_id, userId)),
  cv_versions: (db, userId) => db.select().from(cvVersions).where(eq(cvVersions.user_id, userId)),
  ats_reports: (db, userId) => db.select().from(atsReports).where(eq(atsReports.user_id, userId)),
  career_reports: (db, userId) =>
    db.select().from(careerReports).where(eq(careerReports.user_id, userId)),
  cv_improvements: (db, userId) =>
    db.select().from(cvImprovements).where(eq(cvImprovements.user_id, userId)),
  cv_generations: (db, userId) =>
    db.select().from(cvGenerations).where(eq(cvGenerations.user_id, userId)),
};

export async function exportUserData(db: Db, userId: string): Promise<UserDataExport | undefined> {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      is_active: users.is_active,
      avatar_url: users.avatar_url,
      plan: plans.slug,
      created_at: users.created_at,
      updated_at: users.updated_at,
      last_login: users.last_login,
    })
    .from(users)
    .leftJoin(plans, eq(plans.id, users.plan_id))
    .where(eq(users.id, userId));
  if (!user) return undefined;
  const entries = await Promise.all(
    Object.entries(EXPORT_SECTIONS).map(async ([name, load]) => [name, await load(db, userId)]),
  );
  return {
    format: 'cvforge-user-export',
    version: 1,
    exported_at: new Date().toISOString(),
    user: { ...user, plan: user.plan ?? 'free' },
    sections: Object.fromEntries(entries) as Record<string, Rows>,
  };
}
