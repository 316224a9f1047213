import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';
import { isPublicAddress } from './address-policy';
import { decodePage } from './decode-page';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Answers every address of a host name (the DNS edge; tests inject their own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface FetchPageOptions {
  /** The whole fetch, redirects included. */
  timeoutMs?: number;
  /** Largest body read (after decompression). */
  maxBytes?: number;
  maxRedirects?: number;
  resolve?: Resolver;
  /**
   * TEST ONLY: `host:port` pairs fetched without the public-address check (the tests' loopback
   * server). The config refuses it in production.
   */
  allowHosts?: readonly string[];
}

export const FETCH_LIMITS = { timeoutMs: 5_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 };

const ACCEPTED_TYPES = ['text/html', 'application/xhtml+xml', 'text/plain'] as const;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

export type PageFetchFailure =
  | 'blocked'
  | 'not_found'
  | 'unreachable'
  | 'timeout'
  | 'http_status'
  | 'too_many_redirects'
  | 'unsupported_type'
  | 'too_large';

export class PageFetchError extends Error {
  constructor(
    readonly reason: PageFetchFailure,
    readonly info: { status?: number; contentType?: string } = {},
  ) {
    super(`page fetch failed: ${reason}`);
    this.name = 'PageFetchError';
  }
}

export interface FetchedPage {
  /** Where the page was finally read, after redirects. */
  url: URL;
  isHtml: boolean;
  text: string;
}

const systemResolver: Resolver = async (hostname) => {
  const answers = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/** A slow DNS answer must not outlive the fetch's deadline. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new PageFetchError('timeout'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const defaultPort = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');

/**
 * Resolves the URL's host once and checks every address it answers; the connection is then
 * made to the first of them and nowhere else (see `pinnedLookup`).
 */
async function checkedAddress(
  url: URL,
  options: FetchPageOptions,
  signal: AbortSignal,
): Promise<ResolvedAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PageFetchError('blocked');
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = options.allowHosts?.includes(`${url.hostname}:${defaultPort(url)}`) ?? false;
  let addresses: ResolvedAddress[];
  if (ipaddr.isValid(hostname)) {
    addresses = [{ address: hostname, family: ipaddr.parse(hostname).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      addresses = await untilAborted((options.resolve ?? systemResolver)(hostname), signal);
    } catch (error) {
      if (signal.aborted) throw error;
      throw new PageFetchError('not_found');
    }
  }
  const [first] = addresses;
  if (!first) throw new PageFetchError('not_found');
  // One private answer among public ones is enough to refuse: which one a client picks is luck.
  if (!allowed && !addresses.every(({ address }) => isPublicAddress(address)))
    throw new PageFetchError('blocked');
  return first;
}

/**
 * node:net's `lookup` hook answering only the address that was checked, so the socket cannot
 * go anywhere else (no second DNS answer, no rebinding between check and connect).
 */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function get(url: URL, target: ResolvedAddress, signal: AbortSignal) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: pinnedLookup(target),
        // A fresh socket per request: a pooled one might lead to an address checked earlier.
        agent: false,
        signal,
        headers: {
          'user-agent': 'Mozilla/5.0 (compatible; cvforge-job-import/1.0)',
          accept: 'text/html,application/xhtml+xml,text/plain;q=0.9',
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'en;q=1, *;q=0.5',
        },
      },
      resolve,
    );
    request.on('error', reject);
  });
}

function decompressed(response: http.IncomingMessage): Readable {
  switch (response.headers['content-encoding']?.trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(zlib.createGunzip());
    case 'deflate':
      return response.pipe(zlib.createInflate());
    case 'br':
      return response.pipe(zlib.createBrotliDecompress());
    default:
      return response;
  }
}

/** Reads the body, stopping as soon as it passes `maxBytes` (with or without a length). */
async function readCapped(response: http.IncomingMessage, maxBytes: number) {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new PageFetchError('too_large');
  }
  const body = decompressed(response);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      body.destroy();
      throw new PageFetchError('too_large');
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

function mediaType(contentType: string) {
  return contentType.split(';')[0]!.trim().toLowerCase();
}

/**
 * GETs a web page for the job import, safe against server-side request forgery: http(s) only,
 * public addresses only — checked again on each of at most `maxRedirects` redirects — with the
 * connection pinned to the checked address, one deadline for the whole fetch, a body cap and
 * text types only. Fails with a PageFetchError naming what went wrong.
 */
export async function fetchPage(start: URL, options: FetchPageOptions = {}): Promise<FetchedPage> {
  const { timeoutMs, maxBytes, maxRedirects } = { ...FETCH_LIMITS, ...withoutUndefined(options) };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url = start;
    for (let redirects = 0; ; redirects += 1) {
      const target = await checkedAddress(url, options, controller.signal);
      const response = await get(url, target, controller.signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status) && response.headers.location) {
        response.destroy();
        if (redirects >= maxRedirects) throw new PageFetchError('too_many_redirects');
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new PageFetchError('http_status', { status });
      }
      const contentType = response.headers['content-type'] ?? '';
      const type = mediaType(contentType);
      if (!(ACCEPTED_TYPES as readonly string[]).includes(type)) {
        response.destroy();
        throw new PageFetchError('unsupported_type', { contentType: type });
      }
      const bytes = await readCapped(response, maxBytes);
      const isHtml = type !== 'text/plain';
      return { url, isHtml, text: decodePage(bytes, contentType, isHtml) };
    }
  } catch (error) {
    if (controller.signal.aborted) throw new PageFetchError('timeout');
    if (error instanceof PageFetchError) throw error;
    throw new PageFetchError('unreachable');
  } finally {
    clearTimeout(timer);
  }
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
