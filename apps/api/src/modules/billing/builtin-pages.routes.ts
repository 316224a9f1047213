import type { FastifyReply } from 'fastify';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { checkoutCancelUrl, checkoutSuccessUrl } from './checkout.service';
import { BILLING_MESSAGES } from './billing.rules';
import type { TestModeBilling } from './billing.test-mode';
import {
  alreadyPaidPage,
  checkoutPage,
  DECLINED_MESSAGE,
  portalPage,
  UNKNOWN_CARD_MESSAGE,
} from './builtin-pages.html';
import { builtinCheckoutPath, builtinPortalPath } from './providers/builtin-provider';

const sessionParams = z.object({ sessionId: z.string().min(1).max(128) });
const portalParams = z.object({ portalId: z.string().min(1).max(128) });
const cardBody = z.object({ card_number: z.string().max(64).default('') });

/**
 * The builtin adapter's hosted pages (test mode): checkout and the customer portal. Plain HTML
 * forms, no script. The page's own CSP lets the form's redirect reach the web app's origin.
 */
export const builtinPagesRoutes: FastifyPluginAsyncZod<{
  testModeBilling: TestModeBilling;
  publicUrl: string;
  apiPublicUrl: string;
}> = async (app, { testModeBilling, publicUrl, apiPublicUrl }) => {
  await app.register(formbody);
  const formTargets = [...new Set([new URL(publicUrl).origin, new URL(apiPublicUrl).origin])];

  function sendPage(reply: FastifyReply, html: string, status = 200) {
    return reply
      .status(status)
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${formTargets.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  async function renderCheckout(reply: FastifyReply, sessionId: string, error?: string) {
    const found = await testModeBilling.builtinCheckout(sessionId);
    if (!found) throw AppError.notFound(BILLING_MESSAGES.checkoutNotFound);
    const { session, plan } = found;
    const successUrl = checkoutSuccessUrl(publicUrl, encodeURIComponent(session.id));
    if (session.status === 'complete') return sendPage(reply, alreadyPaidPage(successUrl));
    return sendPage(
      reply,
      checkoutPage({
        plan,
        amount: session.amount,
        currency: session.currency,
        interval: session.interval,
        email: session.email,
        formAction: `${apiPublicUrl}${builtinCheckoutPath(session.id)}`,
        cancelUrl: checkoutCancelUrl(publicUrl, plan.slug),
        error,
      }),
      error ? 402 : 200,
    );
  }

  app.get(
    '/payments/builtin/checkout/:sessionId',
    { schema: { hide: true, params: sessionParams } },
    async (request, reply) => renderCheckout(reply, request.params.sessionId),
  );

  app.post(
    '/payments/builtin/checkout/:sessionId',
    { schema: { hide: true, params: sessionParams, body: cardBody } },
    async (request, reply) => {
      const { sessionId } = request.params;
      const outcome = await testModeBilling.payBuiltinCheckout(sessionId, request.body.card_number);
      if (outcome === 'paid') {
        return reply.redirect(checkoutSuccessUrl(publicUrl, encodeURIComponent(sessionId)), 303);
      }
      return renderCheckout(
        reply,
        sessionId,
        outcome === 'declined' ? DECLINED_MESSAGE : UNKNOWN_CARD_MESSAGE,
      );
    },
  );

  async function renderPortal(reply: FastifyReply, portalId: string, message?: string) {
    const userId = await testModeBilling.findPortalUser(portalId);
    if (!userId)
      throw AppError.notFound('This billing link has expired. Open it again from cvforge.');
    const view = await testModeBilling.portalView(userId);
    return sendPage(
      reply,
      portalPage({
        ...view,
        refundAction: `${apiPublicUrl}${builtinPortalPath(portalId)}/refund`,
        returnUrl: `${publicUrl}/app/subscription`,
        message,
      }),
    );
  }

  app.get(
    '/payments/builtin/portal/:portalId',
    { schema: { hide: true, params: portalParams } },
    async (request, reply) => renderPortal(reply, request.params.portalId),
  );

  app.post(
    '/payments/builtin/portal/:portalId/refund',
    { schema: { hide: true, params: portalParams } },
    async (request, reply) => {
      const userId = await testModeBilling.findPortalUser(request.params.portalId);
      if (!userId)
        throw AppError.notFound('This billing link has expired. Open it again from cvforge.');
      await testModeBilling.refund(userId);
      return renderPortal(reply, request.params.portalId, 'Refunded. Your subscription has ended.');
    },
  );
};
