import type { VirtualPhone, VirtualPhoneListData } from '@switchboard/protocol';
import { useNavigation } from '../../lib/navigation.ts';
import { payBack, useFramePage } from './mobilePlan/payBack.ts';
import { useNumbersView } from './state.ts';

/** A US number with a plan, as the server lists it. */
export const US_NUMBER: VirtualPhone = {
  telCode: '1',
  phone: '2025550100',
  country: 'US',
  tollFree: false,
  messagingEnabled: true,
  paymentDate: '2026-12-05T00:00:00.000Z',
  monthRent: 49_900,
  planId: '101',
};

/** A US number whose renewal failed: in its grace days until 2026-12-08, Pay now charges $37.08. */
export const GRACE_NUMBER: VirtualPhone = {
  ...US_NUMBER,
  phone: '2025550177',
  monthRent: 370_800,
  subscription: {
    status: 'grace',
    lapsesAt: '2026-12-08T00:00:00.000Z',
    planName: 'Unlimited',
    planRentPeriod: 1,
    planRent: 370_800,
    renewalAmount: 370_800,
  },
};

/** A UK number with a plan. */
export const UK_NUMBER: VirtualPhone = {
  ...US_NUMBER,
  telCode: '44',
  phone: '7911123456',
  country: 'GB',
  paymentDate: '2027-01-17T12:30:00.000Z',
  monthRent: 79_900,
};

/** A number list answer with both numbers and both capabilities, settings off. */
export function listAnswer(overrides: Partial<VirtualPhoneListData> = {}): VirtualPhoneListData {
  return {
    virtualPhones: [US_NUMBER, UK_NUMBER],
    smsCountryCodes: {},
    forwardStatus: 0,
    voicemailStatus: 0,
    canForward: true,
    canVoicemail: true,
    ...overrides,
  };
}

/** Puts the numbers area's stores back to a fresh page's state. */
export function resetNumbersState(): void {
  useNavigation.setState({ tab: 'numbers', section: null });
  useNumbersView.setState({ mode: { kind: 'section' } });
  payBack.setState({ link: null });
  useFramePage.setState({ page: '' });
}

/** Closes the numbers area's current mode, for tests of screens that open it (the chats' no-number card). */
export { closeNumbersMode } from './state.ts';
