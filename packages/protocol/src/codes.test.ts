import { describe, expect, it } from 'vitest';
import { codeIn, verificationCodeIn } from './codes.ts';

describe('one-time codes in message texts', () => {
  it.each([
    ['G-482913 is your Google verification code', '482913'],
    ['Your Telegram code: 80871', '80871'],
    ['WhatsApp code 3326. Don’t share it', '3326'],
    ['【微信】您的验证码是 905123，5分钟内有效。', '905123'],
    ['您的校验码为620481', '620481'],
    ['Your PIN is 7731', '7731'],
    ['Use OTP 55102938 to sign in', '55102938'],
  ])('%s -> %s', (text, code) => {
    expect(verificationCodeIn(text)).toBe(code);
  });

  it.each([
    'Your order 12345 has shipped',
    'Call me at 5551234 tomorrow',
    'See you at 1930',
    'Your code is on its way',
  ])('finds none in %s', (text) => {
    expect(verificationCodeIn(text)).toBe('');
  });

  it('takes a group of 4 to 8 digits standing alone', () => {
    expect(codeIn('code 123')).toBe('');
    expect(codeIn('code 123456789')).toBe('');
    expect(codeIn('WhatsApp: your code is 123-456')).toBe('');
  });
});
