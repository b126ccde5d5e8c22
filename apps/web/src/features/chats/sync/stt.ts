import type { ChatMessage } from '@switchboard/protocol';
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
