import { z } from 'zod';
import { brandIdSchema } from '../brands/types.ts';
import { languageCodeSchema } from '../language.ts';

/** Query fields every call accepts. */
export const commonQuerySchema = z.object({
  /** Client timestamp, used only to defeat caches. */
  t: z.string().max(32).optional(),
  /** Web client version stamp. */
  webVersion: z.string().max(32).optional(),
  /** Language of `retmsg`. */
  languagecode: languageCodeSchema.optional(),
});

/** Body fields every POST and PUT carries. */
export const platformBodySchema = z.object({
  /** Brand identifier. */
  platform: brandIdSchema,
});

/** A session token as returned by login and refresh. */
export const tokenSchema = z.string().min(20).max(200);

/** An email address as accepted from users. */
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** A country calling code without the plus sign, at most 4 digits. */
export const telCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{1,4}$/, 'country code must be 1 to 4 digits');

/** A national phone number: digits only, at least 5. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\d{5,15}$/, 'phone number must be 5 to 15 digits');

/** A client-generated captcha id. */
export const captchaIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{6,64}$/, 'captchaId must be 6 to 64 letters or digits');
