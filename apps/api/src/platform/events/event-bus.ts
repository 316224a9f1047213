/**
 * The event bus port: fan-out of small JSON messages to every API process (live events to
 * WebSockets on any node). Both adapters use PostgreSQL LISTEN/NOTIFY, so delivery is
 * at-most-once: a message published while a listener is reconnecting is lost. Durable state
 * (notification rows) lives in tables; the bus only says "look, something happened".
 */
export interface EventBus {
  /** Sends `payload` (JSON) to every subscriber of `channel`, in this process and all others. */
  publish(channel: string, payload: unknown): Promise<void>;
  /** Resolves once the subscription is active; the result unsubscribes. */
  subscribe(channel: string, handler: EventHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
export type EventHandler = (payload: unknown) => void;

export interface EventBusLogger {
  warn(details: object, message: string): void;
}

/**
 * PostgreSQL refuses NOTIFY payloads of 8000 bytes or more (PGlite too: it is PostgreSQL).
 * https://www.postgresql.org/docs/current/sql-notify.html
 */
export const MAX_EVENT_PAYLOAD_BYTES = 7999;

export class EventPayloadTooLargeError extends Error {
  constructor(
    readonly channel: string,
    readonly bytes: number,
  ) {
    super(`event on ${channel} is ${bytes} bytes; the limit is ${MAX_EVENT_PAYLOAD_BYTES}`);
    this.name = 'EventPayloadTooLargeError';
  }
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Channel names become SQL identifiers in LISTEN, so only plain lower-case names are allowed. */
export function assertChannelName(channel: string) {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid event channel name: ${channel}`);
}

export function encodeEventPayload(channel: string, payload: unknown): string {
  assertChannelName(channel);
  const text = JSON.stringify(payload);
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_EVENT_PAYLOAD_BYTES) throw new EventPayloadTooLargeError(channel, bytes);
  return text;
}

/** Decodes a payload and calls the handler; a bad message or a throwing handler is only logged. */
export function deliverEvent(
  log: EventBusLogger,
  channel: string,
  text: string,
  handler: EventHandler,
) {
  try {
    handler(JSON.parse(text));
  } catch (error) {
    log.warn({ err: error, channel }, 'event handler failed');
  }
}
