import { apiUrl, Retcode } from '@switchboard/protocol';
import { GlobalAlert } from '../../app/GlobalAlert.tsx';
import { CaptchaModal } from '../../components/CaptchaModal.tsx';
import { useCaptcha } from '../../lib/captcha.ts';
import { envelope, stubFetch } from '../../test/helpers.tsx';
import { VerifiedModalHost } from './VerifiedModalHost.tsx';

/** One request the fake server saw: its path, query and JSON body. */
export interface Seen {
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
}

/** Answers of the fake server that a test may override per call (default: success). */
export type Answers = Partial<Record<string, (seen: Seen, count: number) => Response>>;

/** Account info the fake server answers, per test. */
export const account = { phone: '', telCode: '', email: '' };

/** A proof of work any key starting with hex 0 solves: about 16 one-round tries. */
export const easyPow = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1,
  keyLength: 32,
  keyPrefix: '0',
  nonce: '00112233445566778899aabbccddeeff',
  salt: 'ffeeddccbbaa99887766554433221100',
};

const puzzle = {
  sliderId: 'slider-1',
  background: 'data:image/png;base64,AA==',
  piece: 'data:image/png;base64,AA==',
  width: 300,
  height: 150,
  pieceSize: 40,
  pow: easyPow,
};

/** A fake of the server at the fetch boundary, answering the verify calls per the protocol. */
export function fakeVerifyServer(answers: Answers = {}) {
  const seen: Seen[] = [];
  const counts = new Map<string, number>();
  const fetchMock = stubFetch((path, init, url) => {
    const entry: Seen = {
      path,
      query: url.searchParams,
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {},
    };
    seen.push(entry);
    const count = (counts.get(path) ?? 0) + 1;
    counts.set(path, count);
    const override = answers[path];
    if (override) return override(entry, count);
    if (path === apiUrl('getAccountInfo')) return envelope(0, account);
    if (path === apiUrl('queryBalance')) return envelope(0, { balance: 0 });
    if (path === apiUrl('confirmCaptcha')) return envelope(0, { result: true });
    if (path === apiUrl('checkContact')) return envelope(0, { available: true });
    if (path === apiUrl('getVerifyCode')) return envelope(0, { verifyid: `v-phone-${count}` });
    if (path === apiUrl('requestToVerifyEmail')) return envelope(0, { verifyid: 'v-email' });
    if (path === apiUrl('validateCode') || path === apiUrl('validateCodeForEmail'))
      return envelope(0, { verified: true });
    if (path === apiUrl('sliderCaptcha')) return envelope(0, { ...puzzle, sliderId: `slider-${count}` });
    if (path === apiUrl('verifySlider')) return envelope(0, { sliderToken: 'slider-token' });
    // The save calls answer the account as it is after the change.
    if (
      (['setPhoneForAccount', 'updatePhone', 'setEmailForAccount', 'updateEmail'] as const).some(
        (call) => path === apiUrl(call),
      )
    )
      return envelope(0, account);
    return envelope(0, {});
  });
  const calls = (call: Parameters<typeof apiUrl>[0]) => seen.filter((item) => item.path === apiUrl(call));
  return { fetchMock, seen, calls };
}

/** A wrong-code answer as the server sends it. */
export const wrongCode = () => envelope(Retcode.WRONG_CREDENTIALS, null, '', 400);

/** The host plus the app's graphic captcha modal and global alerts, as the signed-in page renders them. */
export function VerifyHarness() {
  const captchaOpen = useCaptcha((state) => state.open);
  return (
    <>
      <VerifiedModalHost />
      {captchaOpen && <CaptchaModal />}
      <GlobalAlert />
    </>
  );
}
