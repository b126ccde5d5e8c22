/** The first group of 4 to 8 digits standing on its own in a text (a one-time code); '' when none. */
export function codeIn(text: string): string {
  return /\b\d{4,8}\b/.exec(text)?.[0] ?? '';
}

/**
 * Words a one-time-code message carries, in the languages services send them in: English code,
 * passcode, OTP, PIN and verification; Chinese 验证码, 校验码, 动态码 and 確認碼/驗證碼.
 */
const CODE_WORDS = /code|passcode|\bOTP\b|\bPIN\b|verif|验证码|校验码|动态码|驗證碼|確認碼|認證碼/i;

/**
 * The one-time code of a message that reads like a verification message (a code word and a code),
 * or '' for any other text: an order number or a phone number alone is no code.
 */
export function verificationCodeIn(text: string): string {
  return CODE_WORDS.test(text) ? codeIn(text) : '';
}
