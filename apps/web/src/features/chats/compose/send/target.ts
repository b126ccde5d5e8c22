import { chatKey, fullNumber, splitChatKey, type VirtualPhone } from '@switchboard/protocol';
import type { ChatPartner, ChatState } from '../../state/chatStore.ts';
import type { Conversation, ConversationParties } from '../../sync/chatListData.ts';

/** One side of a conversation. */
export interface Side {
  /** Calling code plus national number. */
  full: string;
  /** Calling code ('' when unknown). */
  telCode: string;
  /** National number. */
  number: string;
}

/** Where a message goes: the conversation key, both sides and the partner to open it with. */
export interface SendTarget {
  key: string;
  own: Side;
  other: Side;
  partner: ChatPartner;
  /** True when sent from new-chat mode (the conversation opens once the first send is confirmed). */
  newChat: boolean;
}

/** What a target depends on: the chats screen's state, the open conversation and the own numbers. */
export type TargetInputs = Pick<ChatState, 'composingNew' | 'selectedKey' | 'partner'> & {
  /** The open conversation as the cached list has it, if it is there. */
  conversation: Conversation | undefined;
  ownNumbers: readonly VirtualPhone[];
};

function ownSide(phone: VirtualPhone): Side {
  return { full: fullNumber(phone.telCode, phone.phone), telCode: phone.telCode, number: phone.phone };
}

function partnerSide(partner: ChatPartner): Side {
  return { full: partner.phone, telCode: partner.telCode, number: partner.shortPhone };
}

/**
 * The target of the composer, or null when no chat is chosen: in new-chat mode the chosen sender
 * and partner; otherwise the open conversation (its own side from the list or the own numbers).
 */
export function resolveTarget(state: TargetInputs, from: VirtualPhone | null): SendTarget | null {
  if (state.composingNew) {
    if (!from || !state.partner) return null;
    const own = ownSide(from);
    const other = partnerSide(state.partner);
    return { key: chatKey(own.full, other.full), own, other, partner: state.partner, newChat: true };
  }
  const key = state.selectedKey;
  if (!key) return null;
  const conversation = state.conversation?.key === key ? state.conversation : undefined;
  let own: Side | null = null;
  let other: Side | null = state.partner ? partnerSide(state.partner) : null;
  if (conversation) {
    own = {
      full: conversation.ownFullNumber,
      telCode: conversation.ownTelCode,
      number: conversation.ownNumber,
    };
    other ??= {
      full: conversation.otherFullNumber,
      telCode: conversation.otherTelCode,
      number: conversation.otherNumber,
    };
  } else {
    const ownFull = splitChatKey(key).own;
    const phone = state.ownNumbers.find((item) => fullNumber(item.telCode, item.phone) === ownFull);
    if (phone) own = ownSide(phone);
  }
  if (!own || !other || chatKey(own.full, other.full) !== key) return null;
  const partner = state.partner ?? {
    noName: true,
    phone: other.full,
    telCode: other.telCode,
    shortPhone: other.number,
  };
  return { key, own, other, partner, newChat: false };
}

/** Both parties of a target, as its conversation in the list names them. */
export function partiesOf(target: SendTarget): ConversationParties {
  return {
    ownFullNumber: target.own.full,
    ownTelCode: target.own.telCode,
    ownNumber: target.own.number,
    otherFullNumber: target.other.full,
    otherTelCode: target.other.telCode,
    otherNumber: target.other.number,
  };
}
