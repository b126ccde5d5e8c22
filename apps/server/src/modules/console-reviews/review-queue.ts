import {
  type BrandId,
  isBrandId,
  type ReviewItem,
  type ReviewKind,
  ReviewStatus,
  type UiLanguage,
} from '@switchboard/protocol';
import type { Executor, KycImageRow } from '../../db/types.ts';
import { hasUseCases } from '../profile/profile.options.ts';
import {
  identityImagesOf,
  profilesOf,
  waitingIdentityProofs,
  waitingProfiles,
  waitingTollFree,
} from './console-reviews.repo.ts';
import {
  identityDetails,
  phoneOf,
  profileDetails,
  tollFreeDetails,
  useCaseDetails,
} from './review-details.ts';

/** Most items one queue answers: the oldest ones. */
export const QUEUE_LIMIT = 500;

/** Which queue: one brand's or every brand's, one kind or all. */
export interface QueueFilter {
  brand?: BrandId | undefined;
  kind?: ReviewKind | undefined;
}

const wants = (filter: QueueFilter, ...kinds: ReviewKind[]) =>
  filter.kind === undefined || kinds.includes(filter.kind);

/** Waiting profiles and use cases, each its own item (a brand without use cases has none to review). */
async function profileItems(ex: Executor, filter: QueueFilter, language: UiLanguage): Promise<ReviewItem[]> {
  if (!wants(filter, 'profile', 'useCase')) return [];
  const items: ReviewItem[] = [];
  for (const row of await waitingProfiles(ex, filter.brand, QUEUE_LIMIT)) {
    if (!isBrandId(row.brand)) continue;
    const base = {
      accountId: row.account_id,
      brand: row.brand,
      email: row.email ?? '',
      submittedAt: Number(row.submitted_at),
      images: [],
    };
    if (wants(filter, 'profile') && row.profile_status === ReviewStatus.reviewing)
      items.push({ ...base, kind: 'profile', details: profileDetails(row, phoneOf(row), language) });
    if (wants(filter, 'useCase') && hasUseCases(row.brand) && row.use_case_status === ReviewStatus.reviewing)
      items.push({ ...base, kind: 'useCase', details: useCaseDetails(row, language) });
  }
  return items;
}

/** Waiting identity proofs with their image ids, and the name on the profile to compare them with. */
async function identityItems(ex: Executor, filter: QueueFilter, language: UiLanguage): Promise<ReviewItem[]> {
  if (!wants(filter, 'kyc')) return [];
  const waiting = await waitingIdentityProofs(ex, filter.brand, QUEUE_LIMIT);
  const ids = waiting.map((row) => row.account_id);
  const [images, profiles] = await Promise.all([identityImagesOf(ex, ids), profilesOf(ex, ids)]);
  const imagesOf = new Map<string, KycImageRow[]>();
  for (const image of images)
    imagesOf.set(image.account_id, [...(imagesOf.get(image.account_id) ?? []), image]);
  const profileOf = new Map(profiles.map((profile) => [profile.account_id, profile]));
  return waiting.flatMap((row): ReviewItem[] => {
    if (!isBrandId(row.brand)) return [];
    const own = imagesOf.get(row.account_id) ?? [];
    return [
      {
        kind: 'kyc',
        accountId: row.account_id,
        brand: row.brand,
        email: row.email ?? '',
        submittedAt: Number(row.submitted_at),
        details: identityDetails(profileOf.get(row.account_id), own.length, language),
        images: own.map((image) => image.id),
      },
    ];
  });
}

/** Owned toll-free numbers whose registration waits; submitted when the number was rented. */
async function tollFreeItems(ex: Executor, filter: QueueFilter, language: UiLanguage): Promise<ReviewItem[]> {
  if (!wants(filter, 'tollFree')) return [];
  const waiting = await waitingTollFree(ex, filter.brand, QUEUE_LIMIT);
  return waiting.flatMap((row): ReviewItem[] =>
    isBrandId(row.brand)
      ? [
          {
            kind: 'tollFree',
            accountId: row.account_id,
            brand: row.brand,
            email: row.email ?? '',
            submittedAt: Number(row.assigned_at ?? 0),
            number: row.full_number,
            details: tollFreeDetails(row.full_number, row.country, language),
            images: [],
          },
        ]
      : [],
  );
}

/** The queue: everything the filter asks for that waits, oldest first, at most QUEUE_LIMIT. */
export async function reviewQueue(
  ex: Executor,
  filter: QueueFilter,
  language: UiLanguage,
): Promise<ReviewItem[]> {
  const lists = await Promise.all([
    profileItems(ex, filter, language),
    identityItems(ex, filter, language),
    tollFreeItems(ex, filter, language),
  ]);
  return lists
    .flat()
    .sort((a, b) => a.submittedAt - b.submittedAt || a.accountId.localeCompare(b.accountId))
    .slice(0, QUEUE_LIMIT);
}
