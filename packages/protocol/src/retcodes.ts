import type { LocalizedText } from './language.ts';

/** What the web client does when a call answers with a code. */
export type ClientReaction =
  /** Show retmsg as an alert (unless the captcha modal is open). */
  | 'alert'
  /** Nothing global: the screen that made the call shows the message itself. */
  | 'none'
  /** Mark the user kicked out (and stop polling). */
  | 'markKicked'
  /** Log out and mark kicked, with the code's own alert; skipped on the front page. */
  | 'logoutKicked'
  /** Open the graphic captcha modal. */
  | 'captcha'
  /** Store profileStatus and needSetPhone and run the profile check (or route to login). */
  | 'profileCheck'
  /** Open the verified modal in update mode. */
  | 'verifiedModal'
  /** Reset and re-show the slider captcha, then after 1 s trigger it for the code request. */
  | 'sliderCaptcha'
  /** Store retmsg as the payment error (payment error modal). */
  | 'paymentError'
  /** Set the general error flag with the message ("Something went wrong" dialog). */
  | 'generalError'
  /** Set the no-credit flag with the message (insufficient-balance dialog). */
  | 'noCredit'
  /** Send status: show the toll-free registration dialog with the brand's form link. */
  | 'tollFree';

/** One entry of the error catalogue. */
export interface RetcodeInfo {
  /** The numeric code carried in `retcode`. */
  code: number;
  /** HTTP status the server answers with. */
  httpStatus: number;
  /** True when the client's response reader shows no alert for it. */
  silent: boolean;
  /** What the client does on receiving it. */
  reaction: ClientReaction;
  /** What the code means, for people reading the catalogue. */
  meaning: string;
  /** The user-facing message (`retmsg`) in both languages. */
  message: LocalizedText;
}

const entry = (
  code: number,
  httpStatus: number,
  silent: boolean,
  reaction: ClientReaction,
  meaning: string,
  en: string,
  zh: string,
): RetcodeInfo => ({ code, httpStatus, silent, reaction, meaning, message: { en, 'zh-CN': zh } });

/** Symbolic names of every retcode; use these, never the bare numbers. */
export const Retcode = {
  OK: 0,
  NOT_LOGGED_IN: 100000,
  INVALID_PARAMETER: 100001,
  TOO_MANY_REQUESTS: 100002,
  NOT_FOUND: 100003,
  WRONG_CREDENTIALS: 100004,
  UNKNOWN_BRAND: 100005,
  ACCOUNT_EXISTS: 100006,
  TOKEN_INVALID: 100008,
  CAPTCHA_REQUIRED: 100010,
  SIGNED_IN_ELSEWHERE: 100012,
  ACCOUNT_SUSPENDED: 100013,
  ACCOUNT_DELETED: 100014,
  CAPTCHA_WRONG: 100015,
  SLIDER_FAILED: 100020,
  PROFILE_INCOMPLETE: 100023,
  NEED_VERIFIED_PHONE: 100025,
  SLIDER_REQUIRED: 100028,
  SESSION_ENDED: 200018,
  PAYMENT_FAILED: 200025,
  PAYMENT_AMOUNT_NOT_ALLOWED: 200040,
  PAYMENT_MAX_TIMES: 200041,
  PAYPAL_NEEDS_PHONE: 200042,
  PAYPAL_MULTIPLE_ACCOUNTS: 200043,
  ORDER_SUBMISSION_FAILED: 200044,
  PAYMENT_METHOD_UNAVAILABLE: 200045,
  CRYPTO_QUOTE_UNAVAILABLE: 200046,
  PAYMENT_NOT_FOUND: 200047,
  SERVICE_UNAVAILABLE: 300002,
  TOLL_FREE_NOT_REGISTERED: 300030,
  CANNOT_SEND_TO_NUMBER: 300033,
  GENERAL_ERROR: 400000,
  INSUFFICIENT_BALANCE: 400001,
  NO_NUMBER_AVAILABLE: 500000,
  SPEECH_TO_TEXT_UNAVAILABLE: 600000,
  SPEECH_TO_TEXT_RUNNING: 600002,
  INTERNAL_ERROR: 900000,
} as const;

/** A symbolic retcode name. */
export type RetcodeName = keyof typeof Retcode;

const R = Retcode;

/** The catalogue: every code of section 8 of both spec documents plus the server's own. */
export const retcodeCatalogue: readonly RetcodeInfo[] = [
  entry(R.OK, 200, true, 'none', 'Success.', 'Success', '成功'),
  entry(
    R.NOT_LOGGED_IN,
    401,
    true,
    'none',
    'The call needs a signed-in user and none was given.',
    'Please log in first.',
    '请先登录。',
  ),
  entry(
    R.INVALID_PARAMETER,
    400,
    false,
    'alert',
    'A field of the request is missing or malformed.',
    'Some of the information you entered is not valid.',
    '您输入的信息无效。',
  ),
  entry(
    R.TOO_MANY_REQUESTS,
    429,
    false,
    'alert',
    'Rate limit reached.',
    'Requests are too frequent. Please try again later.',
    '请求过于频繁，请稍后再试。',
  ),
  entry(
    R.NOT_FOUND,
    404,
    false,
    'alert',
    'No such route or resource.',
    'The requested item was not found.',
    '未找到请求的内容。',
  ),
  entry(
    R.WRONG_CREDENTIALS,
    401,
    true,
    'none',
    'Login with an unknown account or a wrong password (answered alike).',
    'The account or password is incorrect.',
    '账号或密码错误。',
  ),
  entry(
    R.UNKNOWN_BRAND,
    400,
    false,
    'alert',
    'The platform field names no known brand.',
    'This service is not available on this site.',
    '本站点不支持此服务。',
  ),
  entry(
    R.ACCOUNT_EXISTS,
    409,
    true,
    'none',
    'Registration with an email or phone already in use on this brand.',
    'An account with this email already exists. Please log in.',
    '该邮箱已注册，请直接登录。',
  ),
  entry(
    R.TOKEN_INVALID,
    401,
    false,
    'markKicked',
    'The token is unknown, expired or revoked.',
    'Your session has expired. Please log in again.',
    '登录已失效，请重新登录。',
  ),
  entry(
    R.CAPTCHA_REQUIRED,
    403,
    true,
    'captcha',
    'A graphic captcha must be solved before this call.',
    'Please enter the characters shown in the picture.',
    '请输入图片中的字符。',
  ),
  entry(
    R.SIGNED_IN_ELSEWHERE,
    401,
    false,
    'logoutKicked',
    'The session was replaced by a sign-in elsewhere.',
    'Your account has signed in on another device.',
    '您的账号已在其他设备登录。',
  ),
  entry(
    R.ACCOUNT_SUSPENDED,
    403,
    false,
    'logoutKicked',
    'The account is suspended.',
    'Your account has been suspended for suspicious activity. Please contact support.',
    '您的账号因可疑活动已被暂停，请联系客服。',
  ),
  entry(
    R.ACCOUNT_DELETED,
    403,
    false,
    'logoutKicked',
    'The account has been deleted.',
    'This account has been deleted.',
    '该账号已被注销。',
  ),
  entry(
    R.CAPTCHA_WRONG,
    400,
    true,
    'none',
    'The captcha answer is wrong or expired.',
    'The captcha is incorrect. Please try again.',
    '验证码错误，请重试。',
  ),
  entry(
    R.SLIDER_FAILED,
    400,
    true,
    'none',
    'The slider captcha verification failed.',
    'Verification failed. Please try again.',
    '验证失败，请重试。',
  ),
  entry(
    R.PROFILE_INCOMPLETE,
    403,
    true,
    'profileCheck',
    'The profile is incomplete or a phone must be set.',
    'Please complete your profile first.',
    '请先完善您的资料。',
  ),
  entry(
    R.NEED_VERIFIED_PHONE,
    403,
    true,
    'verifiedModal',
    'A verified phone or email is needed first.',
    'Please verify your phone number first.',
    '请先验证您的手机号。',
  ),
  entry(
    R.SLIDER_REQUIRED,
    403,
    true,
    'sliderCaptcha',
    'The slider captcha must be solved before the code request.',
    'Please complete the slider verification.',
    '请完成滑块验证。',
  ),
  entry(
    R.SESSION_ENDED,
    401,
    false,
    'logoutKicked',
    'The session was ended (logged out elsewhere or revoked).',
    'You have been logged out. Please log in again.',
    '您已退出登录，请重新登录。',
  ),
  entry(
    R.PAYMENT_FAILED,
    400,
    true,
    'paymentError',
    'The payment could not be created or completed.',
    'The payment failed. Please try again.',
    '支付失败，请重试。',
  ),
  entry(
    R.PAYMENT_AMOUNT_NOT_ALLOWED,
    400,
    true,
    'paymentError',
    'The recharge amount is not allowed right now.',
    'This recharge amount is not allowed right now. Please choose a smaller amount or another method.',
    '当前不支持该充值金额，请选择较小金额或其他支付方式。',
  ),
  entry(
    R.PAYMENT_MAX_TIMES,
    400,
    true,
    'paymentError',
    'The daily number of recharges is reached.',
    'You have reached the maximum number of recharges. Please try another method or try again tomorrow.',
    '充值次数已达上限，请更换支付方式或明天再试。',
  ),
  entry(
    R.PAYPAL_NEEDS_PHONE,
    400,
    true,
    'paymentError',
    'PayPal needs an account with a phone set.',
    'PayPal payments need an account with a verified phone number.',
    '使用PayPal支付需要账号已绑定手机号。',
  ),
  entry(
    R.PAYPAL_MULTIPLE_ACCOUNTS,
    400,
    true,
    'paymentError',
    'Payments from several PayPal accounts are refused.',
    'Payments from multiple PayPal accounts are not accepted.',
    '不接受来自多个PayPal账号的付款。',
  ),
  entry(
    R.ORDER_SUBMISSION_FAILED,
    400,
    true,
    'paymentError',
    'The order could not be submitted.',
    'The order submission failed. Please try again.',
    '订单提交失败，请重试。',
  ),
  entry(
    R.PAYMENT_METHOD_UNAVAILABLE,
    400,
    true,
    'paymentError',
    'The chosen payment method is not enabled.',
    'This payment method is not available.',
    '该支付方式暂不可用。',
  ),
  entry(
    R.CRYPTO_QUOTE_UNAVAILABLE,
    400,
    true,
    'paymentError',
    'No crypto quote could be made.',
    'The exchange rate is not available right now. Please try again later.',
    '暂时无法获取汇率，请稍后再试。',
  ),
  entry(
    R.PAYMENT_NOT_FOUND,
    404,
    true,
    'paymentError',
    'The payment order does not exist.',
    'The payment order was not found.',
    '未找到该支付订单。',
  ),
  entry(
    R.SERVICE_UNAVAILABLE,
    503,
    true,
    'generalError',
    'A backing service is unavailable.',
    'The service is temporarily unavailable. Please try again later.',
    '服务暂时不可用，请稍后再试。',
  ),
  entry(
    R.TOLL_FREE_NOT_REGISTERED,
    400,
    false,
    'tollFree',
    'Send status: a toll-free number must be registered first (the send path shows the dialog, no alert).',
    'Toll-free numbers must be registered before they can send messages.',
    '免费电话号码需先登记才能发送短信。',
  ),
  entry(
    R.CANNOT_SEND_TO_NUMBER,
    400,
    true,
    'none',
    'Messages cannot be sent to or from this number.',
    'Messages cannot be sent to or from this number.',
    '无法向该号码发送短信或从该号码发送。',
  ),
  entry(
    R.GENERAL_ERROR,
    400,
    true,
    'generalError',
    'The request could not be carried out.',
    'Something went wrong. Please try again.',
    '出错了，请重试。',
  ),
  entry(
    R.INSUFFICIENT_BALANCE,
    402,
    true,
    'noCredit',
    'The balance is too low for this action.',
    'Your balance is insufficient. Please recharge first.',
    '余额不足，请先充值。',
  ),
  entry(
    R.NO_NUMBER_AVAILABLE,
    400,
    true,
    'none',
    'No number is available for the request.',
    'No numbers are available right now. Please try again later.',
    '暂无可用号码，请稍后再试。',
  ),
  entry(
    R.SPEECH_TO_TEXT_UNAVAILABLE,
    503,
    true,
    'none',
    'No transcript can be made now.',
    'Sorry! The Speech-to-text is temporarily unavailable. Please try again later.',
    '抱歉！语音转文字暂时不可用，请稍后再试。',
  ),
  entry(
    R.SPEECH_TO_TEXT_RUNNING,
    409,
    true,
    'none',
    'A transcription of this voicemail is already running.',
    'The transcription is in progress. Please wait.',
    '正在转写，请稍候。',
  ),
  entry(
    R.INTERNAL_ERROR,
    500,
    false,
    'alert',
    'An unexpected server fault (never for bad input).',
    'Something went wrong on our side. Please try again later.',
    '服务器出错，请稍后再试。',
  ),
];

const byCode = new Map(retcodeCatalogue.map((info) => [info.code, info]));

/** Looks up a retcode's catalogue entry; undefined for codes outside the catalogue. */
export function retcodeInfo(code: number): RetcodeInfo | undefined {
  return byCode.get(code);
}

/** The codes the spec's response reader keeps silent, as listed in section 8. */
export const silentRetcodes: ReadonlySet<number> = new Set(
  retcodeCatalogue.filter((info) => info.silent && info.code !== 0).map((info) => info.code),
);

/** Codes that log the user out and mark them kicked. */
export const logoutKickedRetcodes: ReadonlySet<number> = new Set(
  retcodeCatalogue.filter((info) => info.reaction === 'logoutKicked').map((info) => info.code),
);
