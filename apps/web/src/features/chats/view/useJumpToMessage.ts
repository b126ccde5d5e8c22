import type { ChatMessage } from '@switchboard/protocol';
import { type RefObject, useEffect, useRef } from 'react';
import { useMessageJump } from '../state/jumpToMessage.ts';

/** The message jumped to stays marked this long (the list's style draws the mark). */
export const JUMP_MARK_MS = 2_000;
/**
 * Older pages a jump loads at most before it gives up (the message was deleted meanwhile): the
 * history has no call that starts at a message, so it is read back page by page, as scrolling up
 * would, until it reaches the message's time; each page is up to a month or 200 messages.
 */
export const JUMP_MAX_PAGES = 60;

/** What the hook needs of the history query. */
interface HistoryPaging {
  hasNextPage: boolean;
  isFetching: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Brings the message a search chose into view in this conversation: loads older pages until it is
 * held, scrolls it to the middle of the view and marks it (data-jump-target) for JUMP_MARK_MS.
 */
export function useJumpToMessage(
  chatKey: string,
  messages: readonly ChatMessage[],
  history: HistoryPaging,
  scrollRef: RefObject<HTMLElement | null>,
): void {
  const target = useMessageJump((state) => (state.target?.key === chatKey ? state.target : null));
  const pagesLoaded = useRef(0);
  const { hasNextPage, isFetching, fetchNextPage } = history;

  // A new jump starts its page count again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the target is the trigger
  useEffect(() => {
    pagesLoaded.current = 0;
  }, [target]);

  useEffect(() => {
    if (!target || isFetching) return;
    const held = messages.some((message) => message.smsId === target.smsId);
    if (!held) {
      const oldest = messages[0]?.date;
      const reachable = hasNextPage && (oldest === undefined || oldest > target.date);
      if (reachable && pagesLoaded.current < JUMP_MAX_PAGES) {
        pagesLoaded.current += 1;
        void fetchNextPage();
      } else useMessageJump.getState().clear();
      return;
    }
    const element = [...(scrollRef.current?.querySelectorAll<HTMLElement>('[data-sms-id]') ?? [])].find(
      (node) => node.dataset.smsId === target.smsId,
    );
    useMessageJump.getState().clear();
    if (!element) return;
    element.scrollIntoView({ block: 'center' });
    element.setAttribute('data-jump-target', 'true');
    setTimeout(() => element.removeAttribute('data-jump-target'), JUMP_MARK_MS);
  }, [target, messages, hasNextPage, isFetching, fetchNextPage, scrollRef]);
}
