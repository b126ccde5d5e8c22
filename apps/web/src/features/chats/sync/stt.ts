import { type ChatMessage, chatKey, type VoicemailTranscribedPayload } from '@switchboard/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { chatsCache } from '../../../lib/chatsCache.ts';
import { useChatView } from '../state/viewStore.ts';
import { speechToText } from './api.ts';
import { updateDialog } from './dialog.ts';
import { withMessagePatch } from './dialogData.ts';
import { mediaLinks } from './media.ts';

/**
 * Transcribes a voicemail in the chosen language ('' automatic): marks it running, then stores the
 * transcript in the cached message's stt, or marks it failed so the bubble says so.
 */
export async function transcribe(key: string, message: ChatMessage, language: string): Promise<void> {
  const [link] = mediaLinks(message.media);
  const view = useChatView.getState();
  if (!link || view.stt[message.smsId] === 'running') return;
  view.setStt(message.smsId, 'running');
  try {
    const text = (await speechToText(link, language)).trim();
    if (!text) throw new Error('empty transcript');
    updateDialog(chatsCache(), key, (history) => withMessagePatch(history, message.smsId, { stt: text }));
    useChatView.getState().setStt(message.smsId, null);
  } catch (error) {
    console.warn('speech to text failed', error);
    useChatView.getState().setStt(message.smsId, 'failed');
  }
}

/**
 * Shows a transcript the server made on arrival on its cached voicemail (a history not loaded yet
 * gets it with the message when it loads); a failed attempt of this page's own gives way to it.
 */
export function applyTranscript(client: QueryClient, payload: VoicemailTranscribedPayload): void {
  const key = chatKey(payload.ownFullNumber, payload.otherFullNumber);
  updateDialog(client, key, (history) => withMessagePatch(history, payload.smsId, { stt: payload.stt }));
  const view = useChatView.getState();
  if (view.stt[payload.smsId] === 'failed') view.setStt(payload.smsId, null);
}
