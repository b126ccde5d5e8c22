import { type ServerEventName, serverEventSchemas } from '@switchboard/protocol';
import { emitServerEvent } from './events.ts';

/** Every event the server pushes, in the protocol's order; the socket registers each once. */
export const serverEventNames = Object.keys(serverEventSchemas) as ServerEventName[];

/** Validates a raw push with the protocol's schema and hands it to the bus; a malformed one is logged and dropped. */
export function dispatchServerEvent(event: ServerEventName, raw: unknown): void {
  const parsed = serverEventSchemas[event].safeParse(raw);
  if (!parsed.success) {
    console.warn(`ignored a malformed ${event}`, parsed.error);
    return;
  }
  emitServerEvent(event, parsed.data);
}
