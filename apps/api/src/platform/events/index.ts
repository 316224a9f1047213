import type { Database } from '../db';
import type { EventBus, EventBusLogger } from './event-bus';
import { createPgliteEventBus } from './pglite-event-bus';
import { createPostgresEventBus } from './postgres-event-bus';

export type { EventBus, EventHandler } from './event-bus';
export { EventPayloadTooLargeError, MAX_EVENT_PAYLOAD_BYTES } from './event-bus';

/** The event bus on the same database the app uses (apps/api/src/platform/README.md). */
export function createEventBus(database: Database, log: EventBusLogger): EventBus {
  return database.kind === 'pglite'
    ? createPgliteEventBus(database.client, log)
    : createPostgresEventBus(database, log);
}
