import { SocketEvent } from '@switchboard/protocol';
import type { AccountEvents } from '../../realtime/account-events.ts';
import type { NumberService } from '../numbers/numbers.service.ts';
import type { TollFreeDecision } from '../profile/review.decision.ts';

/** The operator's toll-free registration decisions, pushed to the number's owner once stored. */
export class TollFreeReviewService {
  constructor(
    private readonly numbers: NumberService,
    private readonly events: AccountEvents,
  ) {}

  /** Approves (messaging on) or revokes a toll-free number, with the reason of a revocation. */
  async decide(decision: TollFreeDecision): Promise<{ number: string; messagingEnabled: boolean }> {
    const { number } = decision;
    const approved = decision.decision === 'approve';
    const reason = approved ? '' : decision.reason;
    const { accountId } = await this.numbers.decideTollFree(number, approved, reason);
    // The single update has committed; a number nobody owns has nobody to tell.
    if (accountId !== null) {
      this.events.publish(accountId, SocketEvent.reviewDecided, {
        subject: 'tollFree',
        approved,
        // The stored registration flag: 1 may send, 0 may not.
        status: approved ? 1 : 0,
        reason,
        number,
      });
      this.events.publish(accountId, SocketEvent.numbersChanged, {
        change: 'settingsChanged',
        number,
        kind: 'phone',
      });
    }
    return { number, messagingEnabled: approved };
  }
}
