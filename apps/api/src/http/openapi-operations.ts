/**
 * What the OpenAPI document says of each operation beyond its schemas, in one place: its
 * operationId, and the security, rate limit and error statuses its route does not declare.
 * Keyed by `METHOD /path` as the document writes it; apps/api/src/http/openapi-lint.test.ts
 * fails on an operation missing here.
 */
export interface OperationFacts {
  operationId: string;
  /** Requirements when not the route's own `security` (default: public, `[]`). */
  security?: Record<string, string[]>[];
  /** Guarded by an attempt limit (apps/api/src/http/rate-limit.ts): may answer 429. */
  rateLimited?: boolean;
  /** Error statuses the route's own code sends, beyond those every operation of its kind can. */
  errors?: number[];
  /** Answers with a redirect (302 and a Location header) rather than a body. */
  redirects?: boolean;
}

/** The signed-in user's access token, or none (the route behaves either way). */
const OPTIONAL_BEARER: Record<string, string[]>[] = [{}, { bearerAuth: [] }];

export const OPERATIONS: Record<string, OperationFacts> = {
  // health (and apps/api/src/http/metrics.ts)
  'GET /api/metrics': { operationId: 'getMetrics' },
  'GET /api/health': { operationId: 'getHealth' },
  'GET /api/ready': { operationId: 'getReadiness' },
  // plans
  'GET /api/plans': { operationId: 'listPlans' },
  // support
  'GET /api/support': { operationId: 'getSupportContact' },
  // usage
  'GET /api/user-usage/info': { operationId: 'getUsage' },
  'GET /api/user-usage/check-action/{usageType}': { operationId: 'checkUsageAction' },
  // notifications
  'GET /api/notifications': { operationId: 'listNotifications' },
  'DELETE /api/notifications': { operationId: 'deleteNotifications' },
  'POST /api/notifications/{id}/read': { operationId: 'markNotificationRead' },
  'POST /api/notifications/mark-all-read': { operationId: 'markAllNotificationsRead' },
  // auth
  'POST /api/auth/internal/register': {
    operationId: 'register',
    rateLimited: true,
    errors: [409],
  },
  'POST /api/auth/internal/login': { operationId: 'signIn', rateLimited: true, errors: [401] },
  'POST /api/auth/refresh': { operationId: 'refreshSession', errors: [401] },
  'POST /api/auth/logout': { operationId: 'signOut' },
  'POST /api/auth/logout-all': { operationId: 'signOutEverywhere' },
  'GET /api/auth/profile': { operationId: 'getProfile' },
  'POST /api/auth/password-reset/request': {
    operationId: 'requestPasswordReset',
    rateLimited: true,
  },
  'POST /api/auth/password-reset/confirm': {
    operationId: 'confirmPasswordReset',
    rateLimited: true,
  },
  'GET /api/auth/providers': { operationId: 'listSignInProviders' },
  'GET /api/auth/{provider}': { operationId: 'startExternalSignIn', redirects: true },
  'GET /api/auth/{provider}/callback': { operationId: 'finishExternalSignIn', redirects: true },
  'POST /api/auth/external-auth': {
    operationId: 'exchangeExternalSignIn',
    rateLimited: true,
    errors: [401],
  },
  // users
  'PATCH /api/users/me': { operationId: 'updateAccount', errors: [401] },
  'DELETE /api/users/me': { operationId: 'deleteAccount' },
  'POST /api/users/me/password': { operationId: 'changePassword', errors: [401] },
  'GET /api/users/me/export': { operationId: 'exportAccount' },
  // outbox
  'GET /api/outbox': {
    operationId: 'getOutbox',
    security: [{}, { outboxToken: [] }],
    errors: [403],
  },
  // cvs
  'POST /api/cv': { operationId: 'uploadCv', errors: [400, 402, 409, 413] },
  'GET /api/cv/recent-uploads': { operationId: 'listRecentUploads' },
  'GET /api/cv/list': { operationId: 'listCvs' },
  'GET /api/cv/picker-list': { operationId: 'listCvsForPicker' },
  'GET /api/cv/{id}': { operationId: 'getCv' },
  'DELETE /api/cv/{id}': { operationId: 'deleteCv', errors: [409] },
  'GET /api/cv/{id}/status': { operationId: 'getCvStatus' },
  'POST /api/cv/{id}/set-default': { operationId: 'setDefaultCv' },
  'GET /api/cv/{id}/download': { operationId: 'downloadCv', errors: [409] },
  'GET /api/cv/{id}/preview-pages': { operationId: 'getCvPreviewPages', errors: [409] },
  'POST /api/cv/{id}/preview-pages': { operationId: 'previewCvPages', errors: [409] },
  'GET /api/cv/{id}/thumbnail': { operationId: 'getCvThumbnail', errors: [409] },
  'GET /api/cv/{id}/download-cover-letter': { operationId: 'downloadCoverLetter', errors: [409] },
  'GET /api/cv/{id}/sections': { operationId: 'getCvSections' },
  'GET /api/cv/{id}/sections-for-generation': { operationId: 'getCvSectionsForGeneration' },
  'GET /api/cv/{id}/debug-sections': { operationId: 'getCvDebugSections' },
  'POST /api/cv/manual': { operationId: 'createManualCv', errors: [402] },
  'POST /api/generate/manual-cv': { operationId: 'createManualCvAlias', errors: [402] },
  'GET /api/cv/{id}/edit': { operationId: 'getCvForEditing', errors: [409] },
  'GET /api/cv/{id}/original': { operationId: 'getCvOriginal', errors: [409] },
  'PUT /api/cv/{id}/update': { operationId: 'updateCv', errors: [402, 409] },
  'PUT /api/cv/{cvId}/content': { operationId: 'updateCvContent', errors: [402, 409] },
  'PUT /api/cv/{id}/template': { operationId: 'setCvTemplate', errors: [402, 409] },
  'GET /api/cv/{id}/preview': { operationId: 'getCvPreview' },
  'GET /api/cv/{id}/versions': { operationId: 'listCvVersions' },
  'POST /api/cv/{id}/versions/{versionId}/restore': {
    operationId: 'restoreCvVersion',
    errors: [402],
  },
  // templates
  'GET /api/templates': { operationId: 'listTemplates' },
  'GET /api/templates/{id}': { operationId: 'getTemplate' },
  // ats-analytics
  'POST /api/ats-analytics/analyze/{id}': { operationId: 'analyzeCvAts', errors: [409] },
  'GET /api/ats-analytics/{id}': { operationId: 'getCvAtsAnalysis' },
  // career-analytics
  'POST /api/analytics/analyze/{id}': { operationId: 'analyzeCareer', errors: [409] },
  'GET /api/analytics/{cvId}': { operationId: 'getCareerAnalysis', errors: [409] },
  // improvements
  'POST /api/cv/{id}/generate': { operationId: 'generateImprovements', errors: [402, 409] },
  'GET /api/cv/{id}/generated': { operationId: 'getGeneratedImprovements' },
  'GET /api/cv/{cvId}/recommendations': { operationId: 'listRecommendations' },
  'PUT /api/cv/{cvId}/applied': { operationId: 'setAppliedImprovements', errors: [402, 409] },
  'GET /api/cv/{cvId}/debug': { operationId: 'getImprovementsDebug' },
  // generation
  // 404: the base CV named in the body is not the caller's.
  'POST /api/cv/generate-from-job': {
    operationId: 'generateCvFromJob',
    rateLimited: true,
    errors: [404],
  },
  'POST /api/generate': { operationId: 'generateCvFromJobAlias', rateLimited: true, errors: [404] },
  'POST /api/cv/brief-overview': { operationId: 'generateBriefOverview', rateLimited: true },
  'POST /api/generate/brief-overview-cv': {
    operationId: 'generateBriefOverviewAlias',
    rateLimited: true,
  },
  'POST /api/cv/optimize': { operationId: 'optimizeCv', rateLimited: true, errors: [404] },
  // billing
  'POST /api/payments/checkout-session': {
    operationId: 'startCheckout',
    security: OPTIONAL_BEARER,
    errors: [402, 409],
  },
  'GET /api/payments/checkout-status': {
    operationId: 'getCheckoutStatus',
    security: OPTIONAL_BEARER,
    errors: [404],
  },
  'GET /api/payments/subscription-status': { operationId: 'getSubscriptionStatus' },
  'POST /api/payments/cancel-subscription': {
    operationId: 'cancelSubscription',
    errors: [404, 409],
  },
  'POST /api/payments/reactivate-subscription': {
    operationId: 'reactivateSubscription',
    errors: [404, 409],
  },
  'POST /api/payments/customer-portal': { operationId: 'openCustomerPortal', errors: [404] },
  'GET /api/payments/payment-methods': { operationId: 'listPaymentMethods' },
  'GET /api/subscription/upgrade-options': { operationId: 'listUpgradeOptions' },
  'GET /api/subscription/upgrade-preview/{planId}': {
    operationId: 'previewUpgrade',
    errors: [404, 409],
  },
  'POST /api/subscription/upgrade': {
    operationId: 'upgradeSubscription',
    errors: [402, 404, 409],
  },
  'DELETE /api/subscription/scheduled-change': {
    operationId: 'cancelScheduledPlanChange',
    errors: [404, 409],
  },
  'GET /api/subscription/upgrade-history': { operationId: 'listUpgradeHistory' },
  'POST /api/payments/webhook': {
    operationId: 'receiveStripeWebhook',
    security: [{ stripeSignature: [] }],
    errors: [400],
  },
  // job-description
  'POST /api/job-description/process': {
    operationId: 'importJobDescription',
    rateLimited: true,
    errors: [422],
  },
};
