import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../platform/db';
import type { Services } from '../services';
import { healthRoutes } from './health/health.routes';
import { plansRoutes } from './plans/plans.routes';
import { usageRoutes } from './usage/usage.routes';
import { notificationsRoutes } from './notifications/notifications.routes';
import { realtimeRoutes } from './realtime/realtime.routes';
import { authRoutes } from './auth/auth.routes';
import { usersRoutes } from './users/users.routes';
import { outboxRoutes } from './outbox/outbox.routes';
import { testHooksRoutes } from './test-hooks/test-hooks.routes';
import { cvsRoutes } from './cvs/cvs.routes';
import { cvsContentRoutes } from './cvs/cvs.content.routes';
import { templatesRoutes } from './templates/templates.routes';
import { atsAnalyticsRoutes } from './ats-analytics/ats-analytics.routes';
import { careerAnalyticsRoutes } from './career-analytics/career-analytics.routes';
import { improvementsRoutes } from './improvements/improvements.routes';
import { registerBillingRoutes } from './billing/billing.plugin';
import { jobDescriptionRoutes } from './job-description/job-description.routes';
import { generationRoutes } from './generation/generation.routes';
import { cvsSectionsRoutes } from './cvs/cvs.sections.routes';
import { backupRoutes } from './backup/backup.routes';
import { supportRoutes } from './support/support.routes';

export interface ModuleDeps {
  config: Config;
  database: Database;
  services: Services;
}

/**
 * Registers every domain's routes under the API prefix, each with only the services it uses:
 * this is where the dependency graph of the modules reads.
 */
export async function registerModules(api: FastifyInstance, deps: ModuleDeps) {
  await api.register(healthRoutes, { database: deps.database });
  await api.register(plansRoutes, { plansService: deps.services.plansService });
  await api.register(supportRoutes, { supportEmail: deps.config.SUPPORT_EMAIL });
  await api.register(usageRoutes, { usageService: deps.services.usageService });
  await api.register(notificationsRoutes, {
    notificationsService: deps.services.notificationsService,
  });
  await api.register(realtimeRoutes, {
    accessTokens: deps.services.accessTokens,
    liveSockets: deps.services.liveSockets,
  });
  await api.register(authRoutes, {
    config: deps.config,
    authService: deps.services.authService,
    sessions: deps.services.sessions,
    passwordReset: deps.services.passwordReset,
    externalAuth: deps.services.externalAuth,
    oauthState: deps.services.oauthState,
  });
  await api.register(usersRoutes, { usersService: deps.services.usersService });
  await api.register(outboxRoutes, {
    repository: deps.services.outboxRepository,
    mailer: deps.services.mailer,
    outboxToken: deps.config.OUTBOX_TOKEN,
    trustLoopback: deps.config.NODE_ENV !== 'production',
  });
  await api.register(cvsRoutes, {
    cvsService: deps.services.cvsService,
    fileStore: deps.services.fileStore,
    generatedRecordOf: deps.services.generationService.recordOf,
  });
  await api.register(cvsSectionsRoutes, { cvsService: deps.services.cvsService });
  await api.register(cvsContentRoutes, { cvContentService: deps.services.cvContentService });
  await api.register(templatesRoutes);
  await api.register(atsAnalyticsRoutes, {
    atsAnalyticsService: deps.services.atsAnalyticsService,
  });
  await api.register(careerAnalyticsRoutes, {
    careerAnalyticsService: deps.services.careerAnalyticsService,
  });
  await api.register(improvementsRoutes, {
    improvementsService: deps.services.improvementsService,
  });
  await api.register(generationRoutes, {
    generationService: deps.services.generationService,
  });
  await registerBillingRoutes(api, {
    checkoutService: deps.services.checkoutService,
    subscriptionService: deps.services.subscriptionService,
    applyProviderEvent: deps.services.applyProviderEvent,
    testModeBilling: deps.services.testModeBilling,
    stripe: deps.services.stripe,
    stripeWebhookSecret: deps.config.STRIPE_WEBHOOK_SECRET,
    publicUrl: deps.config.PUBLIC_URL,
    apiPublicUrl: deps.config.API_PUBLIC_URL,
  });
  await api.register(jobDescriptionRoutes, {
    jobDescriptionService: deps.services.jobDescriptionService,
  });
  if (deps.database.kind === 'pglite') {
    await api.register(backupRoutes, {
      client: deps.database.client,
      dataDir: deps.config.DATA_DIR,
    });
  }
  if (deps.config.CVFORGE_TEST_HOOKS) {
    await api.register(testHooksRoutes, {
      notificationsService: deps.services.notificationsService,
    });
  }
}
