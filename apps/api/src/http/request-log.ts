import type { FastifyRequest } from 'fastify';

const SECRET_QUERY_PARAMS = /([?&](?:token|access_token|refresh_token)=)[^&#]*/gi;

/** A URL fit for the log: the live socket's ?token= (an access token) is replaced. */
export function redactUrlSecrets(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');
}

/** Fastify's default request log fields, with secrets taken out of the URL. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrlSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
