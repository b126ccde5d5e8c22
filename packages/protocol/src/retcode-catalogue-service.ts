import { entry } from './retcode-entry.ts';
import { Retcode, type RetcodeInfo } from './retcode-names.ts';

const R = Retcode;

/**
 * Codes of the services behind the account: backing services, messaging, balance, number stock,
 * speech to text, and the server's own fault (the 300000 to 900000 blocks).
 */
export const serviceRetcodes: readonly RetcodeInfo[] = [
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
    R.TOO_MANY_OPEN_LOCKS,
    429,
    false,
    'none',
    'The account already has as many verification numbers waiting for a code as it may.',
    'You have too many numbers open at once. Finish or release one, then try again.',
    '同时占用的号码过多，请先完成或释放一个号码后再试。',
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
