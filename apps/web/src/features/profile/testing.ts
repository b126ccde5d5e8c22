import type { KycInfo, ProfileData } from '@switchboard/protocol';
import { FEATURE_OPTIONS, USE_CASE_OPTIONS } from '@switchboard/protocol';

/** A complete, verified profile as getProfile answers it; tests override what they need. */
export function profileFixture(overrides: Partial<ProfileData> = {}): ProfileData {
  return {
    phone: '2025550123',
    telCode: '1',
    email: 'ada@example.test',
    firstName: 'Ada',
    lastName: 'Lovelace',
    address: '1 Main St',
    city: 'Springfield',
    province: 'IL',
    country: 'United States',
    regionCode: 'US',
    postalCode: '62701',
    vipStatus: 0,
    expireDate: null,
    featureOptions: FEATURE_OPTIONS.map((option) => ({ ...option, selected: option.value === 'calling' })),
    userCaseOptions: USE_CASE_OPTIONS.map((option) => ({
      ...option,
      selected: option.value === 'dailyMain',
    })),
    profileStatus: 2,
    useCaseStatus: 2,
    needSetPhone: false,
    ...overrides,
  };
}

/** An identity answer with nothing submitted. */
export function kycFixture(overrides: Partial<KycInfo> = {}): KycInfo {
  return { status: -1, idCardUrl1: '', idCardUrl2: '', idHoldUrl1: '', idHoldUrl2: '', ...overrides };
}
