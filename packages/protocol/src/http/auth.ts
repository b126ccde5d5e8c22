import { z } from 'zod';
import {
  captchaIdSchema,
  emailSchema,
  phoneSchema,
  platformBodySchema,
  telCodeSchema,
  tokenSchema,
} from './common.ts';
import { inviteCodeSchema } from './invite.ts';

/** Password rules for new accounts. */
export const passwordSchema = z
  .string()
  .min(8, 'password must be at least 8 characters')
  .max(128, 'password must be at most 128 characters');

/** Identifies an account: an email, or a phone with its country code (login, preLogin, password reset). */
export const accountFields = {
  /** Email address, or national phone digits when telCode is given. */
  account: z.string().trim().min(1, 'account is required').max(254),
  /** Country calling code; present when `account` is a phone number. */
  telCode: telCodeSchema.optional(),
};

/** Checks that `account` is an email, or phone digits when telCode is given. */
export const checkAccount = (
  body: { account: string; telCode?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  const parsed =
    body.telCode === undefined ? emailSchema.safeParse(body.account) : phoneSchema.safeParse(body.account);
  if (!parsed.success) {
    ctx.addIssue({
      code: 'custom',
      path: ['account'],
      message:
        body.telCode === undefined
          ? 'account must be an email address'
          : 'phone number must be 5 to 15 digits',
    });
  }
};

/** Captcha answer fields, required once login failures pile up. */
const captchaFields = {
  /** Id of the captcha the user answered. */
  captchaId: captchaIdSchema.optional(),
  /** The user's answer to it. */
  inputCaptcha: z.string().trim().max(16).optional(),
};

/** POST /preLogin: does the account exist, and must the next login solve a captcha. */
export const preLoginBodySchema = platformBodySchema.extend(accountFields).superRefine(checkAccount);
/** POST /preLogin answer. */
export const preLoginDataSchema = z.object({
  /** True when an account exists for it on this brand. */
  registered: z.boolean(),
  /** True when the next login must carry a captcha answer. */
  captchaRequired: z.boolean(),
});

/** POST /register: a new account by email. */
export const registerBodySchema = platformBodySchema.extend({
  /** Email address of the new account. */
  email: emailSchema,
  /** Password of the new account. */
  password: passwordSchema,
  ...captchaFields,
  /** A friend's code from a share link: the new account is invited by its holder. */
  inviteCode: inviteCodeSchema.optional(),
});

/** POST /login. */
export const loginBodySchema = platformBodySchema
  .extend({
    ...accountFields,
    /** The account's password. */
    password: z.string().min(1, 'password is required').max(128),
    ...captchaFields,
  })
  .superRefine(checkAccount);

/** Answer of register and login. */
export const sessionDataSchema = z.object({
  /** Opaque session token for the x-auth-token header. */
  token: tokenSchema,
  /** True when the account may invite friends. */
  canInvite: z.boolean(),
  /** True when the account may still set an inviter (redeem a code). */
  canSetInviter: z.boolean(),
});

/** POST /logout. */
export const logoutBodySchema = platformBodySchema;

/** GET /refreshToken answer: a new token; the old one stops working. */
export const refreshTokenDataSchema = z.object({
  /** The new token. */
  token: tokenSchema,
  /**
   * When it was issued (ms), strictly increasing within a session: of two tokens the later is the
   * session's current one, so tabs that refreshed at once all keep the later.
   */
  issuedAt: z.number().int().nonnegative(),
});

/** GET /captcha and /genCaptcha query: answers with an SVG image, not an envelope. */
export const captchaQuerySchema = z.object({
  /** Client-generated id the answer will refer to. */
  captchaId: captchaIdSchema,
});

/** Request body of preLogin. */
export type PreLoginBody = z.infer<typeof preLoginBodySchema>;
/** Request body of register. */
export type RegisterBody = z.infer<typeof registerBodySchema>;
/** Request body of login. */
export type LoginBody = z.infer<typeof loginBodySchema>;
/** Answer of register and login. */
export type SessionData = z.infer<typeof sessionDataSchema>;

/**
 * Header carrying a captcha image's answer when the server runs with CAPTCHA_REVEAL_ANSWERS
 * (browser tests only; refused in production).
 */
export const CAPTCHA_ANSWER_HEADER = 'x-captcha-answer';
