import { z } from 'zod';
import { captchaIdSchema, emailSchema, phoneSchema, platformBodySchema, telCodeSchema } from './common.ts';
import { API_BASE } from './paths.ts';

/** Digits of a code sent by SMS. */
export const PHONE_CODE_LENGTH = 4;
/** Digits of a code sent by email. */
export const EMAIL_CODE_LENGTH = 6;
/** A code is valid this long after it was sent (10 minutes). */
export const VERIFY_CODE_TTL_MS = 600_000;
/** Wrong tries a code allows; the next try fails and the code is burnt. */
export const VERIFY_CODE_MAX_TRIES = 5;
/** The verified modal's resend countdown, and the server's minimum gap between two sends (60 s). */
export const VERIFY_RESEND_SECONDS = 60;
/** The client re-triggers the slider this long after a 100028. */
export const SLIDER_RETRIGGER_MS = 1000;
/** Consecutive slider failures after which the client blocks and shows the too-many-attempts text. */
export const SLIDER_MAX_FAILURES = 3;
/** The slider's loading state is cleared after this long. */
export const SLIDER_LOADING_MS = 4000;

/**
 * The calls a confirmed graphic captcha may be spent on (confirmCaptcha's nextApi), by full path;
 * calls.ts checks that each is the path of a call.
 */
export const CAPTCHA_NEXT_APIS = [
  `${API_BASE}/requestToVerifyEmail`,
  `${API_BASE}/getVerifyCode`,
  `${API_BASE}/requestPasswordReset`,
] as const;

/**
 * GET /confirmCaptcha query. A right answer with nextApi turns the captcha into a pass for that
 * call (single use, 5 minutes): the call then carries only captchaId.
 */
export const confirmCaptchaQuerySchema = z.object({
  /** Id of the captcha the user answered. */
  captchaId: captchaIdSchema,
  /** The user's answer (four characters). */
  inputCaptcha: z.string().trim().min(1, 'inputCaptcha is required').max(16),
  /** The call the pass is for. */
  nextApi: z.enum(CAPTCHA_NEXT_APIS).optional(),
});
/** GET /confirmCaptcha answer. */
export const confirmCaptchaDataSchema = z.object({
  /** True when the answer was right; a wrong answer burns the captcha. */
  result: z.boolean(),
});
/** GET /confirmCaptcha answer. */
export type ConfirmCaptchaData = z.infer<typeof confirmCaptchaDataSchema>;

/** Samples of the drag a slider guess may carry at most; a client thins its trail to fit. */
export const SLIDER_TRAIL_MAX_SAMPLES = 100;

/**
 * The proof-of-work challenge issued with a puzzle (ALTCHA v2, deterministic mode): find the
 * smallest counter whose key, derived with `algorithm` and `cost` from the salt and the nonce followed
 * by the counter as a big-endian 32-bit integer, starts with `keyPrefix`. The server keeps the signed
 * challenge with the puzzle, so only the solution travels back.
 */
export const sliderPowChallengeSchema = z.object({
  /** Key derivation, e.g. PBKDF2/SHA-256. */
  algorithm: z.string(),
  /** Rounds of the derivation per counter tried. */
  cost: z.number().int(),
  /** Derived key length in bytes. */
  keyLength: z.number().int(),
  /** Hex the derived key must start with. */
  keyPrefix: z.string(),
  /** Hex nonce the counter is appended to. */
  nonce: z.string(),
  /** Hex salt of the derivation. */
  salt: z.string(),
});
/** A puzzle's proof-of-work challenge. */
export type SliderPowChallenge = z.infer<typeof sliderPowChallengeSchema>;

/** GET /sliderCaptcha answer: a puzzle whose piece must be dragged into its gap. */
export const sliderPuzzleDataSchema = z.object({
  /** Id to send back with the answer. */
  sliderId: z.string(),
  /** Background with the real gap and look-alikes in the piece's row, a data: URL (PNG). */
  background: z.string(),
  /**
   * The piece, a data: URL (PNG): a transparent strip pieceSize wide and as tall as the background
   * with the piece at its height, drawn at top 0 and moved along x.
   */
  piece: z.string(),
  /** Width of the background in pixels. */
  width: z.number().int(),
  /** Height of the background (and of the piece's strip) in pixels. */
  height: z.number().int(),
  /** Width of the piece's strip in pixels. */
  pieceSize: z.number().int(),
  /** The work the client does (while the person drags) before it may answer. */
  pow: sliderPowChallengeSchema,
});
/** GET /sliderCaptcha answer. */
export type SliderPuzzleData = z.infer<typeof sliderPuzzleDataSchema>;

/** One sample of the drag: the piece's left edge and the milliseconds since the drag started. */
export const sliderTrailSampleSchema = z.object({
  x: z.number().min(0).max(2000),
  t: z.number().int().min(0).max(600_000),
});
/** One sample of the drag. */
export type SliderTrailSample = z.infer<typeof sliderTrailSampleSchema>;

/** POST /verifySlider body: one guess per puzzle. */
export const verifySliderBodySchema = platformBodySchema.extend({
  /** Id of the puzzle. */
  sliderId: z.string().min(1).max(64),
  /** Left edge where the user dropped the piece, in background pixels. */
  x: z.number().min(0).max(2000),
  /** How the piece got there, oldest first (a guess without a plausible trail fails). */
  trail: z.array(sliderTrailSampleSchema).max(SLIDER_TRAIL_MAX_SAMPLES).optional(),
  /** The solution of the puzzle's proof-of-work challenge (a guess without one fails). */
  pow: z
    .object({
      /** The counter found. */
      counter: z.number().int().min(0).max(0xffff_ffff),
      /** The key it derives, lower-case hex. */
      derivedKey: z.string().regex(/^(?:[0-9a-f]{2}){1,64}$/, 'derivedKey must be lower-case hex'),
    })
    .optional(),
});
/** POST /verifySlider body. */
export type VerifySliderBody = z.infer<typeof verifySliderBodySchema>;
/** POST /verifySlider answer (a miss is 100020). */
export const verifySliderDataSchema = z.object({
  /** Single-use proof for the next getVerifyCode, valid 5 minutes. */
  sliderToken: z.string(),
});
/** POST /verifySlider answer. */
export type VerifySliderData = z.infer<typeof verifySliderDataSchema>;

/**
 * GET /getVerifyCode query: send a 4-digit code by SMS. A resend within the hour needs a captcha
 * pass (100010 without one); many sends from one address need a slider token (100028 without one).
 */
export const getVerifyCodeQuerySchema = z.object({
  /** Calling code of the phone. */
  telcode: telCodeSchema,
  /** National number of the phone. */
  phone: phoneSchema,
  /** A captcha confirmed with nextApi /web/getVerifyCode. */
  captchaId: captchaIdSchema.optional(),
  /** A token from verifySlider. */
  sliderToken: z.string().max(200).optional(),
});
/**
 * GET /checkContact query: a phone (telcode and phone) or an email the caller is about to verify.
 * Asked before any captcha, slider or code, so a number or address that cannot be used is said at
 * once; its answer says nothing a code request would not.
 */
export const checkContactQuerySchema = z.object({
  /** Calling code of the phone (with phone). */
  telcode: telCodeSchema.optional(),
  /** National number of the phone (with telcode). */
  phone: phoneSchema.optional(),
  /** The address (instead of a phone). */
  email: emailSchema.optional(),
});
/** GET /checkContact query. */
export type CheckContactQuery = z.infer<typeof checkContactQuerySchema>;
/** GET /checkContact answer: the phone or address may be verified by the caller. */
export const checkContactDataSchema = z.object({
  /** Always true; a contact that cannot be used is refused with its retcode instead. */
  available: z.literal(true),
});

/** Answer of getVerifyCode and requestToVerifyEmail. */
export const verifyIdDataSchema = z.object({
  /** Id of the code sent; validateCode refers to it. */
  verifyid: z.string(),
});
/** Answer of getVerifyCode and requestToVerifyEmail. */
export type VerifyIdData = z.infer<typeof verifyIdDataSchema>;

/** POST /requestToVerifyEmail body: send a 6-digit code by email; needs a confirmed captcha. */
export const requestToVerifyEmailBodySchema = platformBodySchema.extend({
  /** Address to verify. */
  email: emailSchema,
  /** A captcha confirmed with nextApi /web/requestToVerifyEmail. */
  captchaId: captchaIdSchema,
});

/** POST /validateCode body (phone code). */
export const validateCodeBodySchema = platformBodySchema.extend({
  /** The id getVerifyCode answered. */
  verifyid: z.string().min(1).max(64),
  /** The 4 digits the user typed. */
  activationcode: z
    .string()
    .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), 'activationcode must be 4 digits'),
});
/** POST /validateCodeForEmail body (email code). */
export const validateEmailCodeBodySchema = platformBodySchema.extend({
  /** The id requestToVerifyEmail answered. */
  verifyid: z.string().min(1).max(64),
  /** The 6 digits the user typed. */
  activationcode: z
    .string()
    .regex(new RegExp(`^\\d{${EMAIL_CODE_LENGTH}}$`), 'activationcode must be 6 digits'),
});
/** Answer of validateCode and validateCodeForEmail. */
export const validateCodeDataSchema = z.object({
  /** True once the code was accepted; the phone or email may then be saved within 10 minutes. */
  verified: z.boolean(),
});

/** POST /setPhoneForAccount and /updatePhone body: a phone whose code was validated. */
export const setPhoneBodySchema = platformBodySchema.extend({
  /** Calling code. */
  telcode: telCodeSchema,
  /** National number. */
  phone: phoneSchema,
});
/** POST /setEmailForAccount and /updateEmail body: an address whose code was validated. */
export const setEmailBodySchema = platformBodySchema.extend({
  /** The address. */
  email: emailSchema,
});
