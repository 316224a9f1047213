import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';

export async function registerSecurity(app: FastifyInstance, options: { webOrigins?: string[] }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // No inline script at all (index.html's theme script is apps/web/public/theme.js): markup that
        // slips into a page cannot run.
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Radix and sonner set inline styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: options.webOrigins ?? false,
    credentials: true,
    exposedHeaders: ['content-disposition', 'x-request-id'],
  });
}
