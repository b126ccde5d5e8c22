import type { OldNumber, PhoneOption } from '@switchboard/protocol';
import { addMonthsToKey, apiUrl, CODE_POLL_INTERVAL_MS, monthKeyOf, Retcode } from '@switchboard/protocol';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.ts';
import { envelope, renderWithProviders, setupRuntime, stubFetch } from '../../../test/helpers.tsx';
import { stopCodeSession } from '../core/codeSession.ts';
import { closeVerificationDialog } from '../core/dialogStore.ts';
import { codeSms, lockedPhone } from '../core/testing.ts';
import { JiemaVerification } from './JiemaVerification.tsx';

const options: PhoneOption[] = [
  {
    phone: '',
    subStatus: 0,
    telCode: '1',
    tip: 'Keepable number',
    canGetNumber: true,
    numberType: 1,
    successRate: 87,
  },
  {
    phone: '',
    subStatus: 0,
    telCode: '1',
    tip: 'One-time number',
    canGetNumber: false,
    numberType: 2,
    successRate: null,
  },
];

const oldNumber: OldNumber = {
  app: 'wechat',
  name: 'WeChat',
  oldPhone: '12125550100',
  phone: '+1 212 555 0100',
  code: 'US',
  subStatus: 1,
  codeRate: 5_000,
  nextPaymentDate: '2030-01-02',
  subRent: 20_000,
};

interface Answers {
  lock?: () => Response;
  messages?: () => ReturnType<typeof codeSms>[];
  accountApps?: { app: string; name: string; sort: number }[];
  oldSms?: (ym: string, nextPage: string | null) => { list: ReturnType<typeof codeSms>[]; nextPage: string };
}

function render(answers: Answers = {}) {
  setupRuntime('jiema', 'en');
  useSession.setState({ token: 'tok_0123456789abcdefghijklmnop' });
  const fetchMock = stubFetch((path, _init, url) => {
    if (path === apiUrl('getAppList'))
      return envelope(0, {
        appList: [
          { app: 'wechat', name: 'WeChat', sort: 1 },
          { app: 'tg', name: 'Telegram', sort: 2 },
        ],
        countrys: [{ code: 'US', name: 'United States', telCode: '1' }],
      });
    if (path === apiUrl('getVerificationCodePhoneListV2')) return envelope(0, { list: options });
    if (path === apiUrl('getCodeNumberFeeByAppV2')) return envelope(0, { codeRate: 5_000, subRent: 20_000 });
    if (path === apiUrl('lockVerificationCodePhone')) return answers.lock?.() ?? envelope(0, lockedPhone());
    if (path === apiUrl('getVerificationCodeSmsList'))
      return envelope(0, { list: answers.messages?.() ?? [], done: false });
    if (path === apiUrl('queryBalance')) return envelope(0, { balance: 123_400 });
    if (path === apiUrl('getAppListByAccount')) return envelope(0, { appList: answers.accountApps ?? [] });
    if (path === apiUrl('getCodeNumberListByAccount')) return envelope(0, { list: [oldNumber] });
    if (path === apiUrl('getCodeSmsList')) {
      const page = answers.oldSms?.(url.searchParams.get('ym') ?? '', url.searchParams.get('nextPage'));
      const list = page?.list ?? [];
      return envelope(0, { list, total: list.length, nextPage: page?.nextPage ?? '' });
    }
    return envelope(0, null);
  });
  renderWithProviders(<JiemaVerification />, 'jiema');
  return fetchMock;
}

function calls(fetchMock: ReturnType<typeof stubFetch>, call: Parameters<typeof apiUrl>[0]) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === apiUrl(call));
}

async function chooseWeChat() {
  fireEvent.click(await screen.findByTestId('service-wechat'));
  await screen.findByText('Recent success 87%');
}

afterEach(() => {
  cleanup();
  stopCodeSession();
  closeVerificationDialog();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

beforeEach(() => localStorage.clear());

describe('jiema verification page', () => {
  it('needs an enabled option and the agreement before locking, then shows the number', async () => {
    const fetchMock = render();
    await chooseWeChat();
    expect(screen.getByTestId('option-type-2')).toHaveProperty('disabled', true);
    const getNumber = screen.getByTestId('get-number');
    expect(getNumber).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByTestId('option-type-1'));
    expect(getNumber).toHaveProperty('disabled', false);
    fireEvent.click(getNumber);
    expect(await screen.findByTestId('verification-dialog-agreement')).toBeTruthy();
    expect(calls(fetchMock, 'lockVerificationCodePhone')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('verification-dialog-confirm'));

    fireEvent.click(screen.getByTestId('agreement'));
    fireEvent.click(getNumber);
    expect((await screen.findByTestId('locked-number')).textContent).toBe('+1 212 555 0100');
    const lock = calls(fetchMock, 'lockVerificationCodePhone')[0];
    expect(lock?.searchParams.get('numberType')).toBe('1');
    expect(lock?.searchParams.get('code')).toBe('US');
    expect(screen.getByTestId('try-another')).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByTestId('tab-old'));
    expect(await screen.findByTestId('verification-dialog-running')).toBeTruthy();
  });

  it('shows the no-number dialog and the message on the list on 500000', async () => {
    render({ lock: () => envelope(Retcode.NO_NUMBER_AVAILABLE, null, 'none') });
    await chooseWeChat();
    fireEvent.click(screen.getByTestId('option-type-1'));
    fireEvent.click(screen.getByTestId('agreement'));
    fireEvent.click(screen.getByTestId('get-number'));
    expect(await screen.findByTestId('verification-dialog-noNumber')).toBeTruthy();
    expect(screen.getAllByText('No numbers are available right now. Please try again later.').length).toBe(2);
    expect(screen.queryByTestId('locked-number')).toBeNull();
  });

  it('highlights a received code, copies it (tip 4) and enables Try another', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render({ messages: () => [codeSms('s1', '654321')] });
    await chooseWeChat();
    fireEvent.click(screen.getByTestId('option-type-1'));
    fireEvent.click(screen.getByTestId('agreement'));
    fireEvent.click(screen.getByTestId('get-number'));
    await screen.findByTestId('tip-0');
    await vi.advanceTimersByTimeAsync(CODE_POLL_INTERVAL_MS);
    expect((await screen.findByTestId('sms-code')).textContent).toBe('654321');
    expect(screen.getByTestId('tip-3')).toBeTruthy();
    expect(screen.getByTestId('try-another')).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByTestId('copy-code-s1'));
    const copiedTip = await screen.findByTestId('tip-4');
    expect(copiedTip.textContent).toContain('Code copied. Paste it in the app or website.');
    expect(screen.queryByTestId('tip-3')).toBeNull();
    expect(writeText).toHaveBeenCalledWith('654321');
  });

  it('points to the new-number tab when the user has no numbers', async () => {
    render();
    fireEvent.click(screen.getByTestId('tab-old'));
    fireEvent.click(await screen.findByRole('button', { name: 'Get a new number' }));
    expect(await screen.findByTestId('service-wechat')).toBeTruthy();
  });

  it('pages old SMS: a short first month also loads the previous one; see-more goes back a month once per second', async () => {
    const fetchMock = render({
      accountApps: [{ app: 'wechat', name: 'WeChat', sort: 1 }],
      oldSms: (ym) => ({ list: [codeSms(`${ym}-a`), codeSms(`${ym}-b`)], nextPage: '' }),
    });
    fireEvent.click(screen.getByTestId('tab-old'));
    fireEvent.click(await screen.findByTestId('old-app-wechat'));
    fireEvent.click(await screen.findByTestId('old-number-12125550100'));
    expect(screen.getByTestId('old-detail').textContent).toContain('2030-01-02');
    await waitFor(() => expect(screen.getAllByTestId('old-sms-row')).toHaveLength(4));
    const now = Date.now();
    expect(calls(fetchMock, 'getCodeSmsList').map((url) => url.searchParams.get('ym'))).toEqual([
      monthKeyOf(now),
      addMonthsToKey(monthKeyOf(now), -1),
    ]);

    const seeMore = screen.getByTestId('see-more');
    fireEvent.click(seeMore);
    await waitFor(() => expect(screen.getAllByTestId('old-sms-row')).toHaveLength(6));
    fireEvent.click(seeMore);
    const months = calls(fetchMock, 'getCodeSmsList').map((url) => url.searchParams.get('ym'));
    expect(months).toEqual([
      monthKeyOf(now),
      addMonthsToKey(monthKeyOf(now), -1),
      addMonthsToKey(monthKeyOf(now), -2),
    ]);
  });
});
