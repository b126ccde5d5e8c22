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

/** GET /queryInviteInfo answer. */
export const inviteInfoDataSchema = z.object({
  /** The account's own code. */
  inviteCode: z.string(),
  /** The rules, one paragraph each, in the request's language. */
  inviteRules: z.array(z.string()),
  /** A hint under the code. */
  inviteHint: z.string(),
  /** Three steps: link, friend, gift. */
  earnTip: z.array(earnTipSchema),
  /** Friends who redeemed this code. */
  invitedCount: z.number().int(),
  /** Friends this account may still invite. */
  remainingInvites: z.number().int(),
});
/** GET /queryInviteInfo answer. */
export type InviteInfo = z.infer<typeof inviteInfoDataSchema>;

/** GET /getInviteCode answer. */
export const inviteCodeDataSchema = z.object({
  /** The account's own code. */
  inviteCode: z.string(),
});

/** GET /getInviter answer. */
export const inviterDataSchema = z.object({
  /** True when the account may still redeem a code (none redeemed yet). */
  canSetInviter: z.boolean(),
  /** True when redeeming needs a verified phone first. */
  needSetPhone: z.boolean(),
});
/** GET /getInviter answer. */
export type InviterData = z.infer<typeof inviterDataSchema>;

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
});
/** GET /getAdConfig answer. */
export const adConfigDataSchema = z.object({
  /** Banners to show, in order (may be empty). */
  banners: z.array(adBannerSchema),
});
/** GET /getAdConfig answer. */
export type AdConfigData = z.infer<typeof adConfigDataSchema>;
