import {
  type BrandId,
  type ProfileData,
  Retcode,
  ReviewStatus,
  type UpdateProfileBody,
  type UpdateProfileData,
} from '@switchboard/protocol';
import type { Insertable } from 'kysely';
import { inTransaction } from '../../db/transaction.ts';
import type { Db, ProfileRow, ProfilesTable, ReviewState } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { vipStateOf } from '../vip/vip.service.ts';
import {
  hasUseCases,
  parseFeature,
  parseUserCase,
  profileOptions,
  storedUserCase,
} from './profile.options.ts';
import { findContact, findProfile, saveProfile } from './profile.repo.ts';

/** The operator's reason for the refusal in force: the profile's first, then the use case's; '' when none. */
function refusalReason(
  profile: ProfileRow | undefined,
  profileStatus: ReviewState,
  useCaseStatus: ReviewState,
): string {
  if (profile === undefined) return '';
  if (profileStatus === ReviewStatus.needsUpdate) return profile.profile_review_reason;
  if (useCaseStatus === ReviewStatus.needsUpdate) return profile.use_case_review_reason;
  return '';
}

/** True when the name and billing address sent are the ones stored. */
function sameProfile(current: ProfileRow, body: UpdateProfileBody): boolean {
  return (
    current.first_name === body.firstName &&
    current.last_name === body.lastName &&
    current.address === body.address &&
    current.city === body.city &&
    current.province === body.province &&
    current.country === body.country &&
    current.region_code === body.regionCode &&
    current.postal_code === body.postalCode
  );
}

/** The reason field of an answer: present only when there is a reason to show. */
function withReason(reason: string): { reviewReason?: string } {
  return reason === '' ? {} : { reviewReason: reason };
}

/** The profile calls: reading it and submitting it for review. */
export class ProfileService {
  constructor(private readonly db: Db) {}

  /** getProfile: the stored profile (or blanks with -1 states), the account's contact and the option lists. */
  async get(accountId: string, brand: BrandId): Promise<ProfileData> {
    const [profile, contact] = await Promise.all([
      findProfile(this.db, accountId),
      findContact(this.db, accountId),
    ]);
    if (contact === undefined) throw new AppError(Retcode.NOT_LOGGED_IN);
    const profileStatus: ReviewState = profile?.profile_status ?? ReviewStatus.notFilled;
    const useCaseStatus = hasUseCases(brand)
      ? (profile?.use_case_status ?? ReviewStatus.notFilled)
      : profileStatus;
    const options = profileOptions(brand, profile?.feature ?? '', storedUserCase(profile?.user_case));
    return {
      phone: contact.phone ?? '',
      telCode: contact.tel_code ?? '',
      email: contact.email ?? '',
      firstName: profile?.first_name ?? '',
      lastName: profile?.last_name ?? '',
      address: profile?.address ?? '',
      city: profile?.city ?? '',
      province: profile?.province ?? '',
      country: profile?.country ?? '',
      regionCode: profile?.region_code ?? '',
      postalCode: profile?.postal_code ?? '',
      ...(await vipStateOf(this.db, accountId, brand)),
      ...options,
      profileStatus,
      useCaseStatus,
      needSetPhone: contact.phone == null || contact.phone === '',
      ...withReason(refusalReason(profile, profileStatus, useCaseStatus)),
    };
  }

  /**
   * updateProfile: stores the profile for review (state 1). A verified part sent back unchanged
   * stays verified, so the answer maps onto the status modal of spec 001 section 4: a changed
   * profile is pending, a changed use case alone pendingUseCase, nothing changed done.
   */
  async update(accountId: string, brand: BrandId, body: UpdateProfileBody): Promise<UpdateProfileData> {
    const useCases = hasUseCases(brand);
    // Validate the use case before touching anything, so a refusal writes nothing.
    const feature = useCases ? parseFeature(body.feature) : '';
    const userCase = useCases ? JSON.stringify(parseUserCase(body.userCase)) : '[]';
    return inTransaction(this.db, async (trx) => {
      const current = await findProfile(trx, accountId);
      const now = Date.now();
      const unchanged =
        current !== undefined && current.feature === feature && current.user_case === userCase;
      let useCaseStatus: ReviewState = current?.use_case_status ?? ReviewStatus.notFilled;
      if (useCases && !(unchanged && useCaseStatus === ReviewStatus.verified)) {
        useCaseStatus = ReviewStatus.reviewing;
      }
      const profileStatus: ReviewState =
        current?.profile_status === ReviewStatus.verified && sameProfile(current, body)
          ? ReviewStatus.verified
          : ReviewStatus.reviewing;
      const row: Insertable<ProfilesTable> = {
        account_id: accountId,
        first_name: body.firstName,
        last_name: body.lastName,
        address: body.address,
        city: body.city,
        province: body.province,
        country: body.country,
        region_code: body.regionCode,
        postal_code: body.postalCode,
        feature,
        user_case: userCase,
        profile_status: profileStatus,
        use_case_status: useCaseStatus,
        // A new submission leaves the last refusal's reasons behind.
        profile_review_reason: '',
        use_case_review_reason: '',
        submitted_at: now,
        updated_at: now,
      };
      await saveProfile(trx, row);
      return { profileStatus, useCaseStatus: useCases ? useCaseStatus : profileStatus };
    });
  }
}
