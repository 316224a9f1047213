import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelSubscriptionQuerySchema,
  cancelSubscriptionResponseSchema,
  checkoutSessionBodySchema,
  checkoutSessionResponseSchema,
  checkoutStatusQuerySchema,
  checkoutStatusResponseSchema,
  customerPortalResponseSchema,
  paymentMethodsResponseSchema,
  reactivateSubscriptionResponseSchema,
  subscriptionStatusResponseSchema,
} from '@cvforge/contracts';
import { bearerToken, requireUserId } from '../../http/auth';
import type { CheckoutService } from './checkout.service';
import type { SubscriptionService } from './subscription.service';

const tags = ['billing'];
const security = [{ bearerAuth: [] }];

/** POST /payments/*, GET /payments/* of docs/product.md §P7 (the provider's pages live elsewhere). */
export const billingRoutes: FastifyPluginAsyncZod<{
  checkoutService: CheckoutService;
  subscriptionService: SubscriptionService;
}> = async (app, { checkoutService, subscriptionService }) => {
  /** Checkout works signed out too; a token that is sent must still be valid. */
  const optionalAuthentication = async (request: FastifyRequest) => {
    if (bearerToken(request)) await app.authenticate(request);
  };

  app.post(
    '/payments/checkout-session',
    {
      preHandler: optionalAuthentication,
      schema: {
        tags,
        summary: "Starts a checkout for a paid plan; the browser goes to the provider's url",
        description: 'Signed out, email is required; signed in, the account e-mail is used.',
        body: checkoutSessionBodySchema,
        response: { 200: checkoutSessionResponseSchema },
      },
    },
    async (request) => checkoutService.createCheckoutSession(request.body, request.userId),
  );

  app.get(
    '/payments/checkout-status',
    {
      preHandler: optionalAuthentication,
      schema: {
        tags,
        summary: 'The checkout session and its subscription (polled by /checkout/success)',
        querystring: checkoutStatusQuerySchema,
        response: { 200: checkoutStatusResponseSchema },
      },
    },
    async (request) => checkoutService.checkoutStatus(request.query.session_id, request.userId),
  );

  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/payments/subscription-status',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "The user's subscription",
        response: { 200: subscriptionStatusResponseSchema },
      },
    },
    async (request) => subscriptionService.subscriptionStatus(requireUserId(request)),
  );

  app.post(
    '/payments/cancel-subscription',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Cancels at the period end, or at once with cancel_immediately=true',
        querystring: cancelSubscriptionQuerySchema,
        response: { 200: cancelSubscriptionResponseSchema },
      },
    },
    async (request) => {
      await subscriptionService.cancel(requireUserId(request), request.query.cancel_immediately);
      return { success: true as const };
    },
  );

  app.post(
    '/payments/reactivate-subscription',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Undoes a cancellation set for the period end',
        response: { 200: reactivateSubscriptionResponseSchema },
      },
    },
    async (request) => {
      await subscriptionService.reactivate(requireUserId(request));
      return { success: true as const };
    },
  );

  app.post(
    '/payments/customer-portal',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "The provider's billing portal (payment method, invoices, 14-day refund)",
        response: { 200: customerPortalResponseSchema },
      },
    },
    async (request) => subscriptionService.customerPortal(requireUserId(request)),
  );

  app.get(
    '/payments/payment-methods',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "The subscriber's saved payment methods",
        response: { 200: paymentMethodsResponseSchema },
      },
    },
    async (request) => ({
      payment_methods: await subscriptionService.paymentMethods(requireUserId(request)),
    }),
  );
};
