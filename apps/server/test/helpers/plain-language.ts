/**
 * What a person must never read in a retmsg: a developer's field path, internal amounts or ids, or
 * (in Chinese) English phrases. Returns the reasons a retmsg breaks the rules; empty when it is plain.
 */

const FIELD_PATH = /^[\w.[\]]+: /;
/** A run of 5+ digits (outside phone numbers): an internal amount, id or limit. */
const INTERNAL_NUMBER = /\d{5,}/;
/** A phone number as people read it: "+1 702 555 0101", "+62 0385323", "+17025550101". */
const PHONE_NUMBER = /\+\d+(?: \d+)*/g;
/** Words allowed inside Chinese text: brand names, units, formats and codes. */
const ALLOWED_IN_CHINESE = [
  /PingMe|WePhone|WeTalk ?Pro|WeTalk|Cloud ?Number|Jiema|Switchboard/gi,
  /USD|Coins?|PNG|JPEG|GIF|WebP|MP3|WAV|Ogg|WebM|MMS|SMS|YYYY-MM|PayPal|Alipay|UnionPay|Stripe/g,
];
/** Two or more English words in a row. */
const ENGLISH_RUN = /[A-Za-z]{2,}(?:[\s,'-]+[A-Za-z]{2,})+/;

export function plainLanguageProblems(retmsg: string, language: 'en' | 'zh_cn'): string[] {
  const problems: string[] = [];
  if (retmsg.trim() === '') problems.push('empty');
  if (FIELD_PATH.test(retmsg)) problems.push('field path');
  if (INTERNAL_NUMBER.test(retmsg.replace(PHONE_NUMBER, ' '))) problems.push('internal number');
  if (language === 'zh_cn') {
    let rest = retmsg;
    for (const allowed of ALLOWED_IN_CHINESE) rest = rest.replace(allowed, ' ');
    if (ENGLISH_RUN.test(rest)) problems.push('English words in Chinese');
  }
  return problems;
}
