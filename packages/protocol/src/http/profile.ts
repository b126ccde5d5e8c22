import { z } from 'zod';
import { platformBodySchema } from './common.ts';

/** Review states of the profile, the use case and the identity proof (spec 001 section 4). */
export const ReviewStatus = {
  /** Not known yet (the chats area's -2). */
  unknown: -2,
  /** Nothing submitted. */
  notFilled: -1,
  /** Submitted and waiting for the operator. */
  reviewing: 1,
  /** Accepted by the operator. */
  verified: 2,
  /** Refused by the operator: the user must update it. */
  needsUpdate: 100,
} as const;
/** A review state value. */
export type ReviewStatusValue = (typeof ReviewStatus)[keyof typeof ReviewStatus];

/** A review state as it travels on the wire. */
export const reviewStatusSchema = z.union([
  z.literal(-2),
  z.literal(-1),
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(100),
]);

/** One choice of the most-used-feature or usage-purpose lists. */
export const profileOptionSchema = z.object({
  /** Stable value sent back in updateProfile. */
  value: z.string(),
  /** English label. */
  en: z.string(),
  /** Chinese label. */
  zh_cn: z.string(),
  /** True when the user chose it. */
  selected: z.boolean(),
  /** Free text of the "other" purpose, when chosen. */
  text: z.string().optional(),
});
/** One choice of a profile option list. */
export type ProfileOption = z.infer<typeof profileOptionSchema>;

/** The value of the usage purpose that carries free text. */
export const OTHER_USE_CASE = 'others';

/** Most-used feature choices (wephone, wetalk, wetalkpro). */
export const FEATURE_OPTIONS: readonly { value: string; en: string; zh_cn: string }[] = [
  { value: 'calling', en: 'Calling', zh_cn: '打电话' },
  { value: 'texting', en: 'Texting (SMS/MMS)', zh_cn: '发短信/彩信' },
  { value: 'voicemail', en: 'Voicemail', zh_cn: '语音信箱' },
  { value: 'verification', en: 'Receiving verification codes', zh_cn: '接收验证码' },
];

/** Usage purposes (wephone, wetalk, wetalkpro), the last one with free text. */
export const USE_CASE_OPTIONS: readonly { value: string; en: string; zh_cn: string }[] = [
  { value: 'dailyMain', en: 'Daily main number', zh_cn: '日常主号码' },
  { value: 'international', en: 'International calling', zh_cn: '国际通话' },
  { value: 'dating', en: 'Dating or social', zh_cn: '交友或社交' },
  { value: 'trading', en: 'Buying or selling', zh_cn: '买卖交易' },
  { value: 'support', en: 'Customer support', zh_cn: '客户支持' },
  { value: OTHER_USE_CASE, en: 'Others (please specify)', zh_cn: '其他（请说明）' },
];

/** Longest city accepted; the form cuts longer input. */
export const CITY_MAX_LENGTH = 20;
/** Longest free text of the "other" usage purpose. */
export const USE_CASE_TEXT_MAX_LENGTH = 200;

/** GET /getProfile answer. */
export const profileDataSchema = z.object({
  /** National number of the verified phone, or ''. */
  phone: z.string(),
  /** Calling code of that phone, or ''. */
  telCode: z.string(),
  /** Email address, or ''. */
  email: z.string(),
  /** First name, or ''. */
  firstName: z.string(),
  /** Last name, or ''. */
  lastName: z.string(),
  /** Street address of the billing address, or ''. */
  address: z.string(),
  /** City, at most 20 characters, or ''. */
  city: z.string(),
  /** State or province, or ''. */
  province: z.string(),
  /** Country or region name, or ''. */
  country: z.string(),
  /** ISO 3166 alpha-2 code of that country, or ''. */
  regionCode: z.string(),
  /** Postal code, or ''. */
  postalCode: z.string(),
  /** VIP state (wetalk): 1 is an active membership, 0 none. */
  vipStatus: z.union([z.literal(0), z.literal(1)]),
  /** End of the VIP membership, ms since the epoch, or null. */
  expireDate: z.number().int().nullable(),
  /** Most-used feature choices with the user's selection (empty on brands without use cases). */
  featureOptions: z.array(profileOptionSchema),
  /** Usage purposes with the user's selections (empty on brands without use cases). */
  userCaseOptions: z.array(profileOptionSchema),
  /** Review state of the name and billing address. */
  profileStatus: reviewStatusSchema,
  /** Review state of the feature and usage purposes (brands with use cases; else equals profileStatus). */
  useCaseStatus: reviewStatusSchema,
  /** True when the account has no verified phone yet. */
  needSetPhone: z.boolean(),
  /**
   * The operator's reason for the refusal in force: the profile's while profileStatus is 100, else
   * the use case's while useCaseStatus is 100. Absent when there is none (and from older servers).
   */
  reviewReason: z.string().optional(),
});
/** GET /getProfile answer. */
export type ProfileData = z.infer<typeof profileDataSchema>;

const requiredText = (field: string, max: number) =>
  z.string().trim().min(1, `${field} is required`).max(max, `${field} must be at most ${max} characters`);

/** One chosen usage purpose inside updateProfile's userCase JSON. */
export const userCaseItemSchema = z.object({
  /** A value of USE_CASE_OPTIONS. */
  value: z.string().min(1).max(40),
  /** Free text, for the "other" purpose. */
  text: z.string().trim().max(USE_CASE_TEXT_MAX_LENGTH).optional(),
});
/** One chosen usage purpose. */
export type UserCaseItem = z.infer<typeof userCaseItemSchema>;

/** POST /updateProfile body; feature and userCase are required on brands with use cases. */
export const updateProfileBodySchema = platformBodySchema.extend({
  /** First name. */
  firstName: requiredText('firstName', 50),
  /** Last name. */
  lastName: requiredText('lastName', 50),
  /** Street address. */
  address: requiredText('address', 200),
  /** City, at most 20 characters. */
  city: requiredText('city', CITY_MAX_LENGTH),
  /** State or province. */
  province: requiredText('province', 100),
  /** Country or region name. */
  country: requiredText('country', 100),
  /** ISO 3166 alpha-2 code of the country. */
  regionCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'regionCode must be a two-letter country code')
    .transform((code) => code.toUpperCase()),
  /** Postal code. */
  postalCode: requiredText('postalCode', 20),
  /** The most-used feature: a value of FEATURE_OPTIONS. */
  feature: z.string().trim().max(40).optional(),
  /** JSON text of a non-empty list of UserCaseItem. */
  userCase: z.string().max(4000).optional(),
});
/** POST /updateProfile body. */
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** POST /updateProfile answer: the review states after the update. */
export const updateProfileDataSchema = z.object({
  /** Review state of the name and address (1 once submitted). */
  profileStatus: reviewStatusSchema,
  /** Review state of the use case. */
  useCaseStatus: reviewStatusSchema,
});
/** POST /updateProfile answer. */
export type UpdateProfileData = z.infer<typeof updateProfileDataSchema>;

/** Data of a 100023 answer: what the profile check needs to decide which dialog to show. */
export const profileGateDataSchema = z.object({
  /** Why the call was refused. */
  result: z.object({
    /** Review state of the profile. */
    profileStatus: reviewStatusSchema,
    /** True when a verified phone is missing. */
    needSetPhone: z.boolean(),
  }),
});
/** Data of a 100023 answer. */
export type ProfileGateData = z.infer<typeof profileGateDataSchema>;

/** GET /getKYCInfo answer; each URL is '' when that image is absent. */
export const kycInfoDataSchema = z.object({
  /** Identity review state: -1 nothing, 1 reviewing, 100 needs update, 2 verified. */
  status: reviewStatusSchema,
  /** First photo of the ID (front), a private link under ApiPath.kycImage. */
  idCardUrl1: z.string(),
  /** Second photo of the ID (back). */
  idCardUrl2: z.string(),
  /** First photo of the user holding the ID. */
  idHoldUrl1: z.string(),
  /** Second photo of the user holding the ID. */
  idHoldUrl2: z.string(),
  /** The operator's reason while the status is 100 (needs update); absent when there is none. */
  reviewReason: z.string().optional(),
});
/** GET /getKYCInfo answer. */
export type KycInfo = z.infer<typeof kycInfoDataSchema>;

/** Multipart file fields of POST /updateKYCInfo: new images, appended after the kept ones. */
export const KYC_FILE_FIELDS = ['idCard1', 'idCard2', 'idHold1', 'idHold2'] as const;
/** Multipart text fields of POST /updateKYCInfo: the links of existing images to keep. */
export const KYC_URL_FIELDS = ['idCardUrl1', 'idCardUrl2', 'idHoldUrl1', 'idHoldUrl2'] as const;
/** Largest identity image accepted, in bytes (5 MB). */
export const KYC_MAX_BYTES = 5_242_880;
/** Images above this size are compressed in the browser before upload (1 MB). */
export const KYC_COMPRESS_ABOVE_BYTES = 1_048_576;
/** Lowest JPEG quality the browser compresses to. */
export const KYC_MIN_QUALITY = 0.1;
/** Images per slot (ID photos; holding photos). */
export const KYC_IMAGES_PER_SLOT = 2;
/** MIME types of identity images. */
export const KYC_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
