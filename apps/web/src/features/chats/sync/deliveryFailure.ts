import { chatKey, type MessageFailedPayload, MessageStatus } from '@switchboard/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { updateDialog } from './dialog.ts';
import { withMessagePatch } from './dialogData.ts';

/**
 * Shows a sent message the carrier could not deliver as not delivered in its cached conversation (a
 * history not loaded yet gets it from the server when it loads); the refund comes as a balance push.
 */
export function applyDeliveryFailure(client: QueryClient, payload: MessageFailedPayload): void {
  const key = chatKey(payload.ownFullNumber, payload.otherFullNumber);
  updateDialog(client, key, (history) =>
    withMessagePatch(history, payload.smsId, { status: MessageStatus.failed }),
  );
}
