import {
  type BrandId,
  INVITE_BONUS,
  type InviteInfo,
  MONEY_SCALE,
  type UiLanguage,
} from '@switchboard/protocol';

type Texts = Pick<InviteInfo, 'inviteRules' | 'inviteHint' | 'earnTip'>;

function unitName(brand: BrandId, language: UiLanguage): string {
  const zh = language === 'zh-CN';
  if (brand === 'pingme') return zh ? '金币' : 'Coins';
  if (brand === 'cloudnumber') return zh ? '云币' : 'cloud coins';
  return zh ? '美元' : 'USD';
}

/** The invite page's texts (spec 001 sections 2 and 9) in the request's language and brand unit. */
export function inviteTexts(brand: BrandId, language: UiLanguage): Texts {
  const bonus = `${INVITE_BONUS / MONEY_SCALE} ${unitName(brand, language)}`;
  if (language === 'zh-CN') {
    return {
      inviteRules: [
        `好友使用您的邀请码并验证手机号后，您和好友各得 ${bonus}。`,
        '初始拥有 100 积分，可邀请 10 位好友；每充值 1 个单位获得 10 积分，每 10 积分可多邀请 1 位好友。',
        '每个账号只能兑换一次邀请码，不能使用自己的邀请码；每个手机号只能获得一次邀请奖励。',
        '邀请奖励不可转让、不可退款、不可提现。',
      ],
      inviteHint: `分享您的邀请码，好友兑换后双方各得 ${bonus}。`,
      earnTip: [
        { title: '分享链接', text: '把您的邀请码或链接发给好友。' },
        { title: '好友注册', text: '好友注册、验证手机号并兑换您的邀请码。' },
        { title: '获得奖励', text: `您和好友各得 ${bonus}。` },
      ],
    };
  }
  return {
    inviteRules: [
      `When a friend redeems your code after verifying a phone number, you and your friend each get ${bonus}.`,
      'You start with 100 App Points, enough for 10 friends. Every unit you recharge earns 10 points, and every 10 points invite one more friend.',
      'Each account can redeem one invite code, and never its own; each phone number earns the bonus once.',
      'The referral bonus is non-transferable, non-refundable and non-cashable.',
    ],
    inviteHint: `Share your code: when a friend redeems it, you both get ${bonus}.`,
    earnTip: [
      { title: 'Share your link', text: 'Send your invite code or link to a friend.' },
      {
        title: 'Your friend joins',
        text: 'Your friend signs up, verifies a phone number and redeems your code.',
      },
      { title: 'Get your gift', text: `You and your friend each get ${bonus}.` },
    ],
  };
}
