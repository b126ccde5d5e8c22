import type { ReviewItem } from '@switchboard/protocol';

/** One queue item's identity: an account has one review of each kind, toll-free ones per number. */
export function reviewKey(item: Pick<ReviewItem, 'kind' | 'accountId' | 'number'>): string {
  return `${item.kind}:${item.accountId}:${item.number ?? ''}`;
}
