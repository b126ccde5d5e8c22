import type { CallSpec } from './call-spec.ts';
import {
  blockedNumbersDataSchema,
  conversationRefSchema,
  conversationStateSchema,
  setConversationStateBodySchema,
} from './conversation-actions.ts';

/** What a person does to a conversation: archive, mute, mark unread, block its other number. */
export const conversationCalls = {
  /** Archives or unarchives, mutes or unmutes, marks unread or read one conversation. */
  setConversationState: {
    method: 'POST',
    path: '/setConversationState',
    auth: 'session',
    body: setConversationStateBodySchema,
    data: conversationStateSchema,
  },
  /** Blocks the other number on the own number: its inbound messages are kept hidden and not pushed. */
  blockNumber: {
    method: 'POST',
    path: '/blockNumber',
    auth: 'session',
    body: conversationRefSchema,
    data: conversationStateSchema,
  },
  /** Unblocks the other number: the messages kept hidden while it was blocked show again. */
  unblockNumber: {
    method: 'POST',
    path: '/unblockNumber',
    auth: 'session',
    body: conversationRefSchema,
    data: conversationStateSchema,
  },
  /** The account's blocked numbers. */
  getBlockedNumbers: {
    method: 'GET',
    path: '/getBlockedNumbers',
    auth: 'session',
    data: blockedNumbersDataSchema,
  },
} as const satisfies Record<string, CallSpec>;
