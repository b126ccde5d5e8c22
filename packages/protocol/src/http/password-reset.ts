import { z } from 'zod';
import { accountFields, checkAccount, passwordSchema } from './auth.ts';
import { captchaIdSchema, platformBodySchema } from './common.ts';
import { EMAIL_CODE_LENGTH, PHONE_CODE_LENGTH } from './contact-verification.ts';

/**
 * POST /requestPasswordReset: sends a reset code to the email (6 digits) or phone (4 digits) the
 * account signs in with. Every request needs a captcha confirmed with nextApi /web/requestPasswordReset.
 */
export const requestPasswordResetBodySchema = platformBodySchema
  .extend({
    ...accountFields,
    /** A captcha confirmed for this call. */
    captchaId: captchaIdSchema,
  })
  .superRefine(checkAccount);

/** POST /requestPasswordReset answer. */
export const passwordResetRequestedDataSchema = z.object({
  /** Id of the code sent; resetPassword refers to it. */
  verifyid: z.string(),
  /** Where the code went: 'email' (6 digits) or 'sms' (4 digits). */
  channel: z.enum(['email', 'sms']),
  /** How many digits the code has. */
  codeLength: z.number().int().positive(),
});

/** POST /resetPassword: the code proves the mailbox or phone; the new password follows the sign-up rules. */
export const resetPasswordBodySchema = platformBodySchema.extend({
  /** The id requestPasswordReset answered. */
  verifyid: z.string().min(1).max(64),
  /** The digits the user typed. */
  activationcode: z
    .string()
    .regex(
      new RegExp(`^(\\d{${PHONE_CODE_LENGTH}}|\\d{${EMAIL_CODE_LENGTH}})$`),
      `activationcode must be ${PHONE_CODE_LENGTH} or ${EMAIL_CODE_LENGTH} digits`,
    ),
  /** The password from now on. */
  newPassword: passwordSchema,
});

/** Request body of requestPasswordReset. */
export type RequestPasswordResetBody = z.infer<typeof requestPasswordResetBodySchema>;
/** Answer of requestPasswordReset. */
export type PasswordResetRequestedData = z.infer<typeof passwordResetRequestedDataSchema>;
/** Request body of resetPassword (answered like login, with a new session). */
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
