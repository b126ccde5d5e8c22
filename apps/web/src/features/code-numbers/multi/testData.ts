import type { LockedPhone, PhoneOption } from '@switchboard/protocol';

// Wire-shaped answers for this section's tests (fetch-level fakes, never our own modules).

/** A phone option as the server sends it. */
export function phoneOption(overrides: Partial<PhoneOption> = {}): PhoneOption {
  return {
    phone: '',
    subStatus: 0,
    telCode: '1',
    tip: 'A number',
    canGetNumber: true,
    numberType: 0,
    successRate: null,
    ...overrides,
  };
}

/** The two special options as the server words them. */
export const specialOptions: PhoneOption[] = [
  phoneOption({ tip: 'Keepable number', numberType: 1, successRate: 87 }),
  phoneOption({ tip: 'One-time number', numberType: 2 }),
];

/** A locked number. */
export function lockedPhone(overrides: Partial<LockedPhone> = {}): LockedPhone {
  return {
    app: 'telegram',
    phone: '12125550100',
    formatPhone: '+1 212 555 0100',
    tip: 'Use this number in the app',
    telCode: '1',
    telCodeList: ['1'],
    canSub: 0,
    subStatus: 0,
    subRent: 20_000,
    codeRate: 1_000,
    subTip: 'Keep it for $2.0000 a month',
    canSendCodeSms: true,
    ...overrides,
  };
}
