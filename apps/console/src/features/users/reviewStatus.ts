import { ReviewStatus } from '@switchboard/protocol';

/** The catalogue key of a review state (0, like -1, means nothing submitted yet). */
export function reviewStatusKey(
  status: number,
): 'unknown' | 'notFilled' | 'reviewing' | 'verified' | 'needsUpdate' {
  switch (status) {
    case ReviewStatus.reviewing:
      return 'reviewing';
    case ReviewStatus.verified:
      return 'verified';
    case ReviewStatus.needsUpdate:
      return 'needsUpdate';
    case ReviewStatus.notFilled:
    case 0:
      return 'notFilled';
    default:
      return 'unknown';
  }
}
