import { type LiveEvent, liveEventSchema } from '@cvforge/contracts';
import { z } from 'zod';
import { type EventBus, MAX_EVENT_PAYLOAD_BYTES } from '../../platform/events';
import type { LiveEventPublisher } from '../notifications/notifications.service';
import type { LiveSockets } from './live-sockets';

export const LIVE_EVENTS_CHANNEL = 'live_events';

const busMessageSchema = z.object({ user_id: z.string(), event: liveEventSchema });
type BusMessage = z.infer<typeof busMessageSchema>;

/**
 * The whole event travels in the NOTIFY payload, so no process needs a database read to
 * deliver it. PostgreSQL caps a payload below 8000 bytes; the only field that can grow past
 * that is preview_content (a whole CV), so an event that would not fit goes without it and
 * clients fetch the CV (docs/product.md §P4: the list refreshes).
 */
function fitToPayloadLimit(message: BusMessage): BusMessage {
  if (Buffer.byteLength(JSON.stringify(message)) <= MAX_EVENT_PAYLOAD_BYTES) return message;
  const { preview_content: _dropped, ...data } = message.event.data;
  return { ...message, event: { ...message.event, data } };
}

export function createLiveEvents({
  eventBus,
  sockets,
  log,
}: {
  eventBus: EventBus;
  sockets: LiveSockets;
  log: { warn(details: object, message: string): void };
}): LiveEventPublisher & { start(): Promise<void>; stop(): Promise<void> } {
  let unsubscribe: (() => Promise<void>) | undefined;

  function deliver(payload: unknown) {
    const parsed = busMessageSchema.safeParse(payload);
    if (!parsed.success) {
      log.warn({ issues: parsed.error.issues }, 'ignored a malformed live event');
      return;
    }
    sockets.sendToUser(parsed.data.user_id, JSON.stringify(parsed.data.event));
  }

  return {
    async publish(userId: string, event: LiveEvent) {
      await eventBus.publish(LIVE_EVENTS_CHANNEL, fitToPayloadLimit({ user_id: userId, event }));
    },
    /** Starts delivering events published by any process to this process's sockets. */
    async start() {
      unsubscribe ??= await eventBus.subscribe(LIVE_EVENTS_CHANNEL, deliver);
      sockets.start();
    },
    async stop() {
      sockets.stop();
      await unsubscribe?.();
      unsubscribe = undefined;
    },
  };
}
export type LiveEvents = ReturnType<typeof createLiveEvents>;
