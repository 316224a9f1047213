import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

export interface Reply {
  status?: number;
  /** A string is sent as is (to send malformed bodies); anything else as JSON. */
  body: unknown;
  delayMs?: number;
  /** Sent only once this settles: the request stays in flight for as long as a test needs. */
  until?: Promise<unknown>;
}

export interface ChatServer {
  baseUrl: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A chat-completions answer whose message content is `content`. */
export function completion(content: string): Reply {
  return {
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    },
  };
}

/**
 * A real HTTP server on a free port speaking the chat-completions protocol: request n gets
 * replies[n] (the last reply repeats), and every request is recorded.
 */
export async function startChatServer(replies: Reply[]): Promise<ChatServer> {
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
      });
      const reply = replies[Math.min(requests.length, replies.length) - 1] ?? {
        status: 500,
        body: '',
      };
      const send = () => {
        if (res.destroyed) return;
        const text = typeof reply.body === 'string' ? reply.body : undefined;
        res.writeHead(reply.status ?? 200, {
          'content-type': text === undefined ? 'application/json' : 'text/plain',
        });
        res.end(text ?? JSON.stringify(reply.body));
      };
      void Promise.resolve(reply.until).then(() => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          send();
        }, reply.delayMs ?? 0);
        timers.add(timer);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        timers.forEach(clearTimeout);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
