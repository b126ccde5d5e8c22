import {
  isBrandId,
  type PendingReview,
  Retcode,
  type ReviewDecidedPayload,
  ReviewStatus,
  SocketEvent,
} from '@switchboard/protocol';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import type { AccountEvents } from '../../realtime/account-events.ts';
import { decideKyc } from '../kyc/kyc.repo.ts';
import { hasUseCases } from './profile.options.ts';
import { decideProfile } from './profile.repo.ts';
import type { ReviewDecision } from './review.decision.ts';
import { accountByEmail, kycInReview, profilesInReview } from './review.repo.ts';

/**
 * The operator's side of the reviews (the simulator stands in for the back office). Each decision
 * is pushed to the account's sockets once stored, with the reason of a refusal.
 */
export class ReviewService {
  constructor(
    private readonly db: Db,
    private readonly events: AccountEvents,
  ) {}

  /**
   * Approves (2) or asks for an update (100, with the operator's reason) of something waiting for
   * review; 404 when nothing waits.
   */
  async decide(review: ReviewDecision): Promise<{ status: number }> {
    const account = await accountByEmail(this.db, review.brand, review.email);
    if (account === undefined || !isBrandId(account.brand)) {
      throw new AppError(Retcode.NOT_FOUND, `email: no ${review.brand} account has ${review.email}`);
    }
    if (review.target === 'useCase' && !hasUseCases(account.brand)) {
      throw new AppError(Retcode.NOT_FOUND, `target: ${review.brand} profiles have no use case to review`);
    }
    const approved = review.decision === 'approve';
    const decision = {
      state: approved ? ReviewStatus.verified : ReviewStatus.needsUpdate,
      // An approval carries no reason, whatever the form held.
      reason: approved ? '' : review.reason,
    };
    const now = Date.now();
    const changed =
      review.target === 'kyc'
        ? await decideKyc(this.db, account.id, decision, now)
        : await decideProfile(this.db, account.id, review.target, decision, now);
    if (!changed)
      throw new AppError(Retcode.NOT_FOUND, `target: no ${review.target} of this account waits for review`);
    // The single update above has committed: the account's tabs can show the decision now.
    const payload: ReviewDecidedPayload = {
      subject: review.target,
      approved,
      status: decision.state,
      reason: decision.reason,
    };
    this.events.publish(account.id, SocketEvent.reviewDecided, payload);
    return { status: decision.state };
  }

  /** Everything waiting for a decision, oldest first. */
  async pending(): Promise<PendingReview[]> {
    const [profiles, kyc] = await Promise.all([profilesInReview(this.db), kycInReview(this.db)]);
    const list: PendingReview[] = [];
    for (const row of profiles) {
      const base = { brand: row.brand, email: row.email ?? '', submittedAt: Number(row.submitted_at) };
      if (row.profile_status === ReviewStatus.reviewing) list.push({ ...base, target: 'profile' });
      const useCases = isBrandId(row.brand) && hasUseCases(row.brand);
      if (useCases && row.use_case_status === ReviewStatus.reviewing)
        list.push({ ...base, target: 'useCase' });
    }
    for (const row of kyc) {
      list.push({
        brand: row.brand,
        email: row.email ?? '',
        target: 'kyc',
        submittedAt: Number(row.submitted_at),
      });
    }
    return list.sort((a, b) => a.submittedAt - b.submittedAt);
  }
}
