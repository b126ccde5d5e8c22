import { z } from 'zod';
import { platformBodySchema } from './common.ts';

/** Referral bonus paid to the invitee, and to the inviter, in ten-thousandths (0.2 Coins). */
export const INVITE_BONUS = 2_000;
/** Friends an account may invite before earning more quota. */
export const INVITE_BASE_FRIENDS = 10;
/** App points an account starts with. */
export const INVITE_BASE_POINTS = 100;
/** Points earned per unit recharged. */
export const INVITE_POINTS_PER_UNIT = 10;
/** Points that buy one more invite. */
export const INVITE_POINTS_PER_FRIEND = 10;

/** One step of the earn tips. */
export const earnTipSchema = z.object({
  /** Step title. */
  title: z.string(),
  /** Step text. */
  text: z.string(),
});

/** GET /getInviteCode answer (spec 001 section 7): the code and the page's texts. */
export const inviteCodeDataSchema = z.object({
  /** The account's own code. */
  inviteCode: z.string(),
  /** The rules, one paragraph each, in the request's language. */
  inviteRules: z.array(z.string()),
  /** A hint under the code. */
  inviteHint: z.string(),
  /** Three steps: link, friend, gift. */
  earnTip: z.array(earnTipSchema),
});
/** GET /getInviteCode answer. */
export type InviteCodeData = z.infer<typeof inviteCodeDataSchema>;

/** GET /queryInviteInfo answer: what getInviteCode answers, and how many friends came and may come. */
export const inviteInfoDataSchema = inviteCodeDataSchema.extend({
  /** Friends who redeemed this code. */
  invitedCount: z.number().int(),
  /** Friends this account may still invite. */
  remainingInvites: z.number().int(),
});
/** GET /queryInviteInfo answer. */
export type InviteInfo = z.infer<typeof inviteInfoDataSchema>;

/**
 * GET /getInviter query (spec 001 section 7: getInviter?phone). `phone` is the national number of
 * the phone the client shows as verified ('' or absent without one). Only the caller's own account
 * is read: a phone that is not its verified one answers needSetPhone, and no other account's phone
 * is ever looked up through it.
 */
export const getInviterQuerySchema = z.object({
  /** National number, digits only ('' without a phone). */
  phone: z
    .string()
    .trim()
    .regex(/^\d{0,15}$/, 'phone must be digits')
    .optional(),
});

/** GET /getInviter answer. */
export const inviterDataSchema = z.object({
  /** True when the account may still redeem a code (none redeemed yet, its phone not rewarded before). */
  canSetInviter: z.boolean(),
  /** True when redeeming needs a verified phone first. */
  needSetPhone: z.boolean(),
  /** True once the account has an inviter: a code it redeemed, or the share link it signed up with. */
  hasInviter: z.boolean(),
  /**
   * True when the account's verified phone already brought a referral bonus (to this or an earlier
   * account of the brand): one phone is rewarded once, so no code can be redeemed with it.
   */
  phoneRewarded: z.boolean(),
});
/** GET /getInviter answer. */
export type InviterData = z.infer<typeof inviterDataSchema>;

/** Query field of a share link: the sign-up form opens with this invite code filled in. */
export const INVITE_LINK_PARAM = 'invite';

/** An invite code: 8 letters and digits, case-insensitive. */
export const inviteCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{6,12}$/, 'inviteCode must be 6 to 12 letters or digits');

/** POST /setInviter body. */
export const setInviterBodySchema = platformBodySchema.extend({
  /** A friend's code. */
  inviteCode: inviteCodeSchema,
});
/** POST /setInviter answer: the new balance. */
export const setInviterDataSchema = z.object({
  /** Balance after the bonus, ten-thousandths. */
  balance: z.number().int(),
});

/** One banner ad. */
export const adBannerSchema = z.object({
  /** Image link. */
  imageUrl: z.string(),
  /** Where a click goes. */
  linkUrl: z.string(),
  /** Alternative text. */
  alt: z.string(),
  /**
   * True when the operator also wants it in the banner-ad dialog a signed-in user sees once a day;
   * the side panels show every banner, the dialog only these.
   */
  popup: z.boolean().optional(),
});
/** GET /getAdConfig answer. */
export const adConfigDataSchema = z.object({
  /** Banners to show, in order (may be empty). */
  banners: z.array(adBannerSchema),
});
/** GET /getAdConfig answer. */
export type AdConfigData = z.infer<typeof adConfigDataSchema>;
