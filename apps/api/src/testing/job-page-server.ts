import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type PageHandler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/**
 * A loopback web server standing in for job boards: each path answers with its handler, and
 * every request is recorded (so a test can prove a refused URL was never fetched).
 */
export async function startJobPageServer(pages: Record<string, PageHandler> = {}) {
  const requests: { path: string; host: string | undefined }[] = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, host: request.headers.host });
    const handler = pages[path];
    if (handler) handler(request, response);
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    host: `127.0.0.1:${port}`,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    pages,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type JobPageServer = Awaited<ReturnType<typeof startJobPageServer>>;

export const html =
  (body: string, headers: http.OutgoingHttpHeaders = {}): PageHandler =>
  (_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);

export const redirectTo =
  (location: string, status = 302): PageHandler =>
  (_request, response) =>
    response.writeHead(status, { location }).end();
