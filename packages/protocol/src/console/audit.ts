import { z } from 'zod';
import { brandIdSchema, tabIdSchema } from '../brands/types.ts';
import { uiLanguages } from '../language.ts';
import { inventoryStateSchema } from './numbers.ts';
import { reviewKindSchema } from './reviews.ts';
import { operatorRoleSchema } from './roles.ts';
import { consoleUserStatusSchema, paymentOrderStatuses } from './users.ts';

/** Most entries one page of the audit log holds, and the page size when none is asked. */
export const AUDIT_PAGE_LIMIT = { max: 200, default: 50 } as const;

/** Every action the audit log records. */
export const auditActions = [
  'operator.signIn',
  'operator.signOut',
  'operator.setup',
  'operator.setupLink',
  'operator.create',
  'operator.disable',
  'operator.enable',
  'review.approve',
  'review.refuse',
  'user.suspend',
  'user.unsuspend',
  'user.signOut',
  'user.delete',
  'balance.adjust',
  'payment.refund',
  'number.import',
  'number.release',
  'number.restore',
  'number.assign',
  'number.buy',
  'number.return',
  'codePool.add',
  'codePool.remove',
  'rate.update',
  'codeApp.create',
  'codeApp.update',
  'codeApp.fee',
  'codeApp.delete',
  'banner.create',
  'banner.update',
  'banner.delete',
  'banner.move',
  'plan.update',
  'recharge.replace',
  'brand.update',
] as const;
/** An action the audit log records. */
export const auditActionSchema = z.enum(auditActions);
/** An action the audit log records. */
export type AuditAction = z.infer<typeof auditActionSchema>;

/** What an action was done to: an operator, a user's account, a number, the number inventory, a rate or a banner ad. */
export const auditTargetTypeSchema = z.enum([
  'operator',
  'account',
  'number',
  'inventory',
  'rate',
  'banner',
  'plan',
  'recharge',
  'codeApp',
  'brandSettings',
]);
/** What an action was done to. */
export type AuditTargetType = z.infer<typeof auditTargetTypeSchema>;

/** What an action recorded of its target before or after it, field by field; each action fills some. */
export const auditChangeSchema = z.object({
  /** The operator session a sign-in or setup began, or a sign-out ended. */
  sessionId: z.string().optional(),
  /** A new operator's email and role. */
  email: z.string().optional(),
  role: operatorRoleSchema.optional(),
  /** Whether an operator is disabled (disable and enable). */
  disabled: z.boolean().optional(),
  /** What a review decided on, and its toll-free number (tollFree only). */
  kind: reviewKindSchema.optional(),
  number: z.string().optional(),
  /** The account's status (user actions), or the stored status of a reviewed subject. */
  status: z.union([consoleUserStatusSchema, z.number().int()]).optional(),
  /** The reason the user reads of a review decision ('' with an approval). */
  reason: z.string().optional(),
  /** The account's live sessions (sign-out everywhere), and how many a suspension ended. */
  sessions: z.number().int().optional(),
  sessionsEnded: z.number().int().optional(),
  /** What a deletion forfeited (ten-thousandths), released and cancelled. */
  forfeited: z.number().int().optional(),
  releasedNumbers: z.array(z.string()).optional(),
  cancelledOrders: z.number().int().optional(),
  /** A balance adjustment: the balance and the signed amount (ten-thousandths), its request id. */
  balance: z.number().int().optional(),
  amount: z.number().int().optional(),
  requestId: z.string().optional(),
  /** A number's place in the inventory and its owner; what an import added, skipped and refused. */
  state: inventoryStateSchema.optional(),
  accountId: z.string().optional(),
  imported: z.number().int().optional(),
  present: z.number().int().optional(),
  badLines: z.number().int().optional(),
  /** The plan a number given by hand runs on, and whether a number serves the verification pool. */
  planId: z.string().optional(),
  inCodePool: z.boolean().optional(),
  /** A refund: the payment order it credited back, and that order's status. */
  orderId: z.string().optional(),
  orderStatus: z.enum(paymentOrderStatuses).optional(),
  /** A rate: ten-thousandths per SMS segment and per MMS (null: no MMS). */
  smsSegment: z.number().int().optional(),
  mms: z.number().int().nullable().optional(),
  /** A banner ad: its brand (null: every brand), addresses, text, dialog mark, state and place. */
  brand: brandIdSchema.nullable().optional(),
  imageUrl: z.string().optional(),
  linkUrl: z.string().optional(),
  alt: z.string().optional(),
  popup: z.boolean().optional(),
  active: z.boolean().optional(),
  position: z.number().int().optional(),
  /** A brand's number plan: the price of one billing period (ten-thousandths) and whether it is on sale. */
  planRent: z.number().int().optional(),
  onSale: z.boolean().optional(),
  /** A brand's recharge settings: tiles in order (ten-thousandths), default tile, custom range, gift percentage. */
  tiles: z.array(z.object({ amount: z.number().int(), gift: z.number().int() })).optional(),
  defaultTile: z.number().int().optional(),
  customMin: z.number().int().optional(),
  customMax: z.number().int().optional(),
  customDefault: z.number().int().optional(),
  popularGiftPercent: z.number().int().optional(),
  /** A verification app: names, place in the list, on or off, redirection (null: none). */
  nameEn: z.string().optional(),
  nameZh: z.string().optional(),
  sort: z.number().int().optional(),
  enabled: z.boolean().optional(),
  redirectTo: z.string().nullable().optional(),
  /** A verification app's fees in a pool country (ten-thousandths; null: none were set). */
  country: z.string().optional(),
  codeRate: z.number().int().nullable().optional(),
  subRent: z.number().int().nullable().optional(),
  /** The carrier a number was bought from and its id there. */
  carrier: z.string().optional(),
  carrierRef: z.string().optional(),
  /** A brand's settings (its names are nameEn and nameZh above). */
  supportEmail: z.string().optional(),
  tabs: z.array(tabIdSchema).optional(),
  defaultTab: tabIdSchema.optional(),
  defaultLanguage: z.enum(uiLanguages).optional(),
  currencyUnitEn: z.string().optional(),
  currencyUnitZh: z.string().optional(),
  currencySymbol: z.string().optional(),
  currencyDecimals: z.number().int().optional(),
  colorPrimary: z.string().optional(),
  colorSecondary: z.string().optional(),
  colorSidebar: z.string().optional(),
  colorSidebarIcon: z.string().optional(),
  termsUrl: z.string().optional(),
  privacyUrl: z.string().optional(),
});
/** What an action recorded of its target before or after it. */
export type AuditChange = z.infer<typeof auditChangeSchema>;

/**
 * Query of consoleAudit: a search over operator, action, target and reason, of one action or all,
 * paged newest first.
 */
export const consoleAuditQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  action: auditActionSchema.optional(),
  /** The `next` of the previous page. */
  before: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_LIMIT.max).default(AUDIT_PAGE_LIMIT.default),
});

/** One recorded operator action. */
export const auditEntrySchema = z.object({
  id: z.string(),
  /** ms since the epoch. */
  at: z.number().int(),
  /** '' for an action taken from the command line, where no operator signed in. */
  operatorEmail: z.string(),
  action: auditActionSchema,
  targetType: auditTargetTypeSchema,
  targetId: z.string(),
  /** What the target looked like before and after, as recorded; null when not relevant. */
  before: auditChangeSchema.nullable(),
  after: auditChangeSchema.nullable(),
  reason: z.string(),
});
/** One recorded operator action. */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Answer of consoleAudit, newest first; `next` is the cursor of the following page. */
export const consoleAuditDataSchema = z.object({
  entries: z.array(auditEntrySchema),
  next: z.string().optional(),
});
