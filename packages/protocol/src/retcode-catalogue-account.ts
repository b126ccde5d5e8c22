import { Retcode, type RetcodeInfo } from './retcode-names.ts';

const R = Retcode;

const alert = (code: number, httpStatus: number, meaning: string, en: string, zh: string): RetcodeInfo => ({
  code,
  httpStatus,
  silent: false,
  reaction: 'alert',
  meaning,
  message: { en, 'zh-CN': zh },
});

/**
 * Codes of the account area the spec names only by their texts (section 8, "interface texts"):
 * numbered in the gap after 100028 and alerted with retmsg. A wrong or expired code is 100004
 * (silent: the verified modal clears its inputs and shows its error state without a text).
 */
export const accountRetcodes: readonly RetcodeInfo[] = [
  alert(
    R.VERIFY_CODE_TOO_MANY_TRIES,
    429,
    'Too many wrong tries of one code; the code is burnt.',
    'Too many wrong attempts. Please request a new code.',
    '错误次数过多，请重新获取验证码。',
  ),
  alert(
    R.PHONE_IN_USE,
    409,
    'The phone is verified on another account of this brand.',
    'This phone number is already used by another account.',
    '该手机号已被其他账号使用。',
  ),
  alert(
    R.EMAIL_IN_USE,
    409,
    'The email belongs to another account of this brand.',
    'This email address is already used by another account.',
    '该邮箱已被其他账号使用。',
  ),
  alert(
    R.PHONE_NOT_SUPPORTED,
    400,
    'Codes cannot be sent to this phone (a virtual number of this service, or an unsupported country).',
    'This phone number is not supported.',
    '不支持该手机号。',
  ),
  alert(
    R.INVITE_CODE_INVALID,
    404,
    'No account of this brand has that invite code.',
    'This invite code is not valid.',
    '邀请码无效。',
  ),
  alert(
    R.INVITER_NOT_ALLOWED,
    409,
    'A code was already redeemed, the code is the account own, or the inviter has no quota left.',
    'You cannot redeem this invite code.',
    '您无法兑换此邀请码。',
  ),
  alert(
    R.IMAGE_UNSUPPORTED,
    400,
    'An identity image is not PNG or JPEG by its bytes.',
    'Please upload an image in a supported format.',
    '请上传支持格式的图片。',
  ),
  alert(
    R.IMAGE_TOO_LARGE,
    413,
    'An identity image exceeds 5 MB.',
    'The image size must not exceed 5MB.',
    '图片大小不能超过5MB。',
  ),
  alert(
    R.KYC_LOCKED,
    409,
    'Identity images can change only when nothing was submitted or an update was asked for.',
    'Your identity proof is under review or already verified.',
    '您的身份证明正在审核或已通过验证。',
  ),
  alert(
    R.NOT_VERIFIED,
    403,
    'The phone or email was not verified with a code in the last 10 minutes.',
    'Please verify it with a code first.',
    '请先通过验证码验证。',
  ),
  alert(
    R.NUMBER_UNAVAILABLE,
    409,
    'The number was taken by someone else, or is not on offer.',
    'This number is no longer available. Please choose another one.',
    '该号码已不可用，请选择其他号码。',
  ),
  alert(
    R.NUMBER_EXPIRED,
    410,
    'The released number left quarantine or was rented by someone else: it cannot be restored.',
    'This number has expired and cannot be restored.',
    '该号码已过期，无法恢复。',
  ),
];
