import type { CodeSms, LockedPhone } from '@switchboard/protocol';

/** A locked number as the server answers it, for tests. */
export function lockedPhone(overrides: Partial<LockedPhone> = {}): LockedPhone {
  return {
    app: 'wechat',
    phone: '12125550100',
    formatPhone: '+1 212 555 0100',
    tip: '',
    telCode: '1',
    telCodeList: ['1'],
    canSub: 1,
    subStatus: 0,
    subRent: 20_000,
    codeRate: 5_000,
    subTip: 'Keep it for 2.00 a month',
    canSendCodeSms: true,
    ...overrides,
  };
}

/** A received message with a code, for tests. */
export function codeSms(smsId: string, code = '123456', date = 1_700_000_000_000): CodeSms {
  return { text: `Your code is ${code}`, date, charge: 5_000, smsId, code };
}
