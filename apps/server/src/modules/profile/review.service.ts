import {
  isBrandId,
  type PendingReview,
  Retcode,
  ReviewStatus,
  type SimulatorReview,
} from '@switchboard/protocol';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { decideKyc } from '../kyc/kyc.repo.ts';
import { hasUseCases } from './profile.options.ts';
import { decideProfile } from './profile.repo.ts';

/** The operator's side of the reviews (the simulator stands in for the back office). */
export class ReviewService {
  constructor(private readonly db: Db) {}

  /** Approves (2) or asks for an update (100) of something waiting for review; 404 when nothing waits. */
  async decide(review: SimulatorReview): Promise<{ status: number }> {
    const account = await this.db
      .selectFrom('accounts')
      .select(['id', 'brand'])
      .where('brand', '=', review.brand)
      .where('email', '=', review.email)
      .executeTakeFirst();
    if (account === undefined || !isBrandId(account.brand)) {
      throw new AppError(Retcode.NOT_FOUND, `email: no ${review.brand} account has ${review.email}`);
    }
    if (review.target === 'useCase' && !hasUseCases(account.brand)) {
      throw new AppError(Retcode.NOT_FOUND, `target: ${review.brand} profiles have no use case to review`);
    }
    const state = review.decision === 'approve' ? ReviewStatus.verified : ReviewStatus.needsUpdate;
    const now = Date.now();
    const changed =
      review.target === 'kyc'
        ? await decideKyc(this.db, account.id, state, now)
        : await decideProfile(
            this.db,
            account.id,
            review.target === 'profile' ? 'profile_status' : 'use_case_status',
            state,
            now,
          );
    if (!changed)
      throw new AppError(Retcode.NOT_FOUND, `target: no ${review.target} of this account waits for review`);
    return { status: state };
  }

  /** Everything waiting for a decision, oldest first. */
  async pending(): Promise<PendingReview[]> {
    const profiles = await this.db
      .selectFrom('profiles')
      .innerJoin('accounts', 'accounts.id', 'profiles.account_id')
      .select(['accounts.brand', 'accounts.email', 'profile_status', 'use_case_status', 'submitted_at'])
      .where((eb) => eb.or([eb('profile_status', '=', 1), eb('use_case_status', '=', 1)]))
      .execute();
    const kyc = await this.db
      .selectFrom('kyc')
      .innerJoin('accounts', 'accounts.id', 'kyc.account_id')
      .select(['accounts.brand', 'accounts.email', 'kyc.submitted_at'])
      .where('kyc.status', '=', 1)
      .execute();
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
