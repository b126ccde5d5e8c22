import { z } from 'zod';
import { brandIdSchema } from '../brands/types.ts';
import { paymentMethodSchema } from '../http/payments.ts';
import { reviewStatusSchema } from '../http/profile.ts';
import { consoleReasonSchema } from './reasons.ts';

/** Most users one search answers. */
export const CONSOLE_USER_SEARCH_LIMIT = 50;

/** Query of consoleUsers: an email, a phone, an own number or a webchat id, optionally in one brand. */
export const consoleUsersQuerySchema = z.object({
  q: z.string().trim().min(1).max(254),
  brand: brandIdSchema.optional(),
});

/** An account's lifecycle as the console shows it. */
export const consoleUserStatusSchema = z.enum(['active', 'suspended', 'deleted']);

/**
 * Every kind of ledger entry the server writes (its LedgerKind, and the forfeit of a deletion); the
 * ledger takes no other, so the user page can name each one.
 */
export const ledgerEntryKinds = [
  'topup',
  'topup_gift',
  'sms',
  'mms',
  'invite_bonus',
  'seed',
  'number_purchase',
  'number_renewal',
  'code_rent',
  'code_sms',
  'mobile_plan',
  'vip_membership',
  'operator_adjust',
  'operator_refund',
  'forfeit',
] as const;
/** What a ledger entry was for. */
export const ledgerEntryKindSchema = z.enum(ledgerEntryKinds);
/** What a ledger entry was for. */
export type LedgerEntryKind = z.infer<typeof ledgerEntryKindSchema>;

/** Lifecycle of a payment order, as the server stores it; refunded only by an operator (consolePaymentRefund). */
export const paymentOrderStatuses = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
/** Lifecycle of a payment order. */
export type PaymentOrderStatus = (typeof paymentOrderStatuses)[number];

/**
 * A number's state on the user page: that of its live subscription (active, or unpaid in its grace
 * days), or assigned when the account holds it without one.
 */
export const consoleNumberStates = ['active', 'grace', 'assigned'] as const;
/** A number's state on the user page. */
export type ConsoleNumberState = (typeof consoleNumberStates)[number];

/** One user in a search result or at the top of the user page. */
export const userRowSchema = z.object({
  accountId: z.string(),
  brand: brandIdSchema,
  email: z.string().nullable(),
  /** Full phone digits, country code first; null when none. */
  phone: z.string().nullable(),
  status: consoleUserStatusSchema,
  /** Balance in ten-thousandths of the brand's currency. */
  balance: z.number().int(),
  currency: z.string(),
  /** ms since the epoch. */
  createdAt: z.number().int(),
  /** The account's own numbers, full digits. */
  numbers: z.array(z.string()),
});
/** One user in a search result. */
export type UserRow = z.infer<typeof userRowSchema>;

/** Answer of consoleUsers (at most CONSOLE_USER_SEARCH_LIMIT). */
export const consoleUsersDataSchema = z.object({ users: z.array(userRowSchema) });

/** Answer of consoleUser: the account's metadata, never a message text. */
export const consoleUserDataSchema = z.object({
  user: userRowSchema,
  /** Review states of the profile, the use case and the identity proof. */
  statuses: z.object({
    profile: reviewStatusSchema,
    useCase: reviewStatusSchema,
    identity: reviewStatusSchema,
  }),
  numbers: z.array(
    z.object({
      number: z.string(),
      state: z.enum(consoleNumberStates),
      /** ms since the epoch; null when it does not expire. */
      expiresAt: z.number().int().nullable(),
    }),
  ),
  /** The last 50 ledger entries, newest first. */
  ledger: z.array(
    z.object({
      id: z.string(),
      at: z.number().int(),
      kind: ledgerEntryKindSchema,
      /** Signed ten-thousandths. */
      amount: z.number().int(),
      /** The reason the operator gave (operator_adjust); null for any other entry. */
      reason: z.string().nullable(),
      /** The number a charge was for (a number's period or plan), full digits; null when none. */
      number: z.string().nullable(),
      /** The payment order a top-up or its gift came from; null for any other entry. */
      orderId: z.string().nullable(),
    }),
  ),
  /** The last 20 payment orders, newest first. */
  payments: z.array(
    z.object({
      orderId: z.string(),
      method: paymentMethodSchema,
      /** Ten-thousandths. */
      amount: z.number().int(),
      status: z.enum(paymentOrderStatuses),
      at: z.number().int(),
    }),
  ),
  /** Live sessions. */
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.number().int(),
      lastSeenAt: z.number().int(),
      /** The browser and system the user agent names, like Chrome and Windows; '' when not recognised. */
      browser: z.string(),
      system: z.string(),
      /** The user agent as the browser sent it. */
      userAgent: z.string(),
      ip: z.string(),
    }),
  ),
  counts: z.object({
    messages: z.number().int(),
    conversations: z.number().int(),
    contacts: z.number().int(),
  }),
});
/** Answer of consoleUser. */
export type ConsoleUserData = z.infer<typeof consoleUserDataSchema>;

/** Body of the actions on one account: which, and why (kept in the audit log). */
export const consoleUserActionBodySchema = z.object({
  accountId: z.string().min(1).max(64),
  reason: consoleReasonSchema,
});

/** Answer of suspend, unsuspend and delete: the account's status now. */
export const consoleUserStatusDataSchema = z.object({ status: consoleUserStatusSchema });

/** Answer of consoleUserSignOut: how many sessions ended. */
export const consoleUserSignOutDataSchema = z.object({ sessions: z.number().int() });

/** Body of consoleBalanceAdjust; the requestId makes a repeat do nothing more. */
export const consoleBalanceAdjustBodySchema = z.object({
  accountId: z.string().min(1).max(64),
  /** Signed ten-thousandths, never zero. */
  amount: z
    .number()
    .int()
    .refine((amount) => amount !== 0, 'amount must not be zero'),
  reason: consoleReasonSchema,
  requestId: z.uuid(),
});

/** Answer of consoleBalanceAdjust: the balance after it, in ten-thousandths. */
export const consoleBalanceAdjustDataSchema = z.object({ balance: z.number().int() });
