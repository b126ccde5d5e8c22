import { Retcode, type RetcodeInfo } from './retcode-names.ts';

const R = Retcode;

/** The console shows these itself (next to the form or as a page); the user app never receives them. */
const own = (code: number, httpStatus: number, meaning: string, en: string, zh: string): RetcodeInfo => ({
  code,
  httpStatus,
  silent: false,
  reaction: 'none',
  meaning,
  message: { en, 'zh-CN': zh },
});

/** Codes of the operator console (the 700000 block). */
export const consoleRetcodes: readonly RetcodeInfo[] = [
  own(
    R.CONSOLE_NOT_SIGNED_IN,
    401,
    'A console call without an operator token (a brand user token never counts).',
    'Please sign in to the console.',
    '请先登录管理后台。',
  ),
  own(
    R.CONSOLE_SIGN_IN_FAILED,
    401,
    'Operator sign-in with an unknown email, a wrong password or a wrong code (answered alike), or a disabled operator.',
    'The email, password or code is not right.',
    '邮箱、密码或验证码不正确。',
  ),
  own(
    R.CONSOLE_CODE_REQUIRED,
    401,
    'The password is right and the operator has TOTP: the sign-in needs the code (the console shows its field).',
    'Enter the 6-digit code from your authenticator app.',
    '请输入身份验证器应用中的 6 位验证码。',
  ),
  own(
    R.CONSOLE_CODE_WRONG,
    400,
    'At setup: the code does not match the secret just shown.',
    'The code is not right. Check the time on your phone and try again.',
    '验证码不正确。请检查手机时间后重试。',
  ),
  own(
    R.CONSOLE_SESSION_EXPIRED,
    401,
    'The operator token is unknown, revoked, or idle longer than CONSOLE_IDLE_MINUTES.',
    'Your console session has ended. Please sign in again.',
    '您的后台会话已结束，请重新登录。',
  ),
  own(
    R.CONSOLE_NOT_PERMITTED,
    403,
    "The operator's role lacks the call's permission.",
    'Your role does not allow this.',
    '您的角色无权执行此操作。',
  ),
  own(
    R.CONSOLE_SETUP_LINK_INVALID,
    410,
    'The setup token is unknown, already used or older than 24 hours.',
    'This setup link has been used or has expired. Ask an administrator for a new one.',
    '此设置链接已使用或已过期，请向管理员索取新链接。',
  ),
  own(
    R.CONSOLE_REASON_REQUIRED,
    400,
    'A refusal or an action on a user without a reason.',
    'Please give a reason.',
    '请填写原因。',
  ),
  own(
    R.CONSOLE_OPERATOR_EXISTS,
    409,
    'An operator with this email already exists.',
    'An operator with this email already exists.',
    '已存在使用该邮箱的操作员。',
  ),
  own(
    R.CONSOLE_OPERATOR_SELF,
    409,
    'An admin tried to disable their own operator.',
    'You cannot disable yourself. Ask another administrator.',
    '不能停用您自己的账号，请联系其他管理员。',
  ),
  own(
    R.CONSOLE_LAST_ADMIN,
    409,
    'Disabling this admin would leave no enabled admin.',
    'This is the last active administrator and cannot be disabled.',
    '这是最后一个正常的管理员，不能停用。',
  ),
  own(
    R.CONSOLE_OPERATOR_NOT_FOUND,
    404,
    'No operator has the id of an action on an operator.',
    'This operator no longer exists. Reload the list.',
    '该操作员不存在，请刷新列表。',
  ),
  own(
    R.CONSOLE_CARRIER_UNAVAILABLE,
    409,
    'The carrier refused or did not answer a number search, purchase or give-back; nothing changed here.',
    'The carrier did not answer. Nothing changed; try again in a minute.',
    '运营商没有响应，未做任何更改，请稍后重试。',
  ),
];
