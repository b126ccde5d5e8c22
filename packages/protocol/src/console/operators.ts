import { z } from 'zod';
import { emailSchema } from '../http/common.ts';
import { consoleReasonSchema } from './reasons.ts';
import { consolePermissionSchema, operatorRoleSchema } from './roles.ts';

/** An operator's session token as sign-in and setup answer it. */
export const operatorTokenSchema = z.string().min(20).max(200);

/**
 * A TOTP code from the operator's authenticator app (CONSOLE_TOTP_DIGITS digits). Its form is checked
 * with the code itself, so a malformed code reads like a wrong one.
 */
export const totpCodeSchema = z.string().trim().max(64);

/** An operator's password as chosen at setup. */
export const operatorPasswordSchema = z.string().min(12).max(200);

/** The signed-in operator as the console shows it, with what the role may do. */
export const operatorSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: operatorRoleSchema,
  /** The role's permissions (ROLE_PERMISSIONS), so the console hides what the role cannot do. */
  permissions: z.array(consolePermissionSchema),
});
/** The signed-in operator. */
export type Operator = z.infer<typeof operatorSchema>;

/** Body of consoleLogin. */
export const consoleLoginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(200),
  /** The current TOTP code; needed once the operator has set up TOTP. */
  code: totpCodeSchema.optional(),
});

/** Answer of consoleLogin and consoleSetup: a new session. */
export const consoleSessionDataSchema = z.object({
  token: operatorTokenSchema,
  operator: operatorSchema,
});
/** A new operator session. */
export type ConsoleSessionData = z.infer<typeof consoleSessionDataSchema>;

/** Answer of consoleMe. */
export const consoleMeDataSchema = z.object({ operator: operatorSchema });

/** The one-time token of a setup link. */
export const setupTokenSchema = z.string().min(20).max(200);

/** Query of consoleSetupInfo. */
export const consoleSetupInfoQuerySchema = z.object({ setupToken: setupTokenSchema });

/** Answer of consoleSetupInfo: who the link is for and the TOTP secret to add to an authenticator. */
export const consoleSetupInfoDataSchema = z.object({
  email: z.string(),
  /** `otpauth://totp/…`, shown as a QR code. */
  otpauthUrl: z.string(),
  /** The same secret in base32, for typing into an authenticator by hand. */
  secret: z.string(),
});
/** Answer of consoleSetupInfo. */
export type ConsoleSetupInfoData = z.infer<typeof consoleSetupInfoDataSchema>;

/** Body of consoleSetup: the password chosen and a code proving the authenticator holds the secret. */
export const consoleSetupBodySchema = z.object({
  setupToken: setupTokenSchema,
  password: operatorPasswordSchema,
  code: totpCodeSchema,
});

/** One operator as the admin's list shows it. */
export const operatorRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: operatorRoleSchema,
  disabled: z.boolean(),
  /** True once the operator has proved an authenticator at setup. */
  totpEnabled: z.boolean(),
  /** ms since the epoch. */
  createdAt: z.number().int(),
});
/** One operator as the admin's list shows it. */
export type OperatorRow = z.infer<typeof operatorRowSchema>;

/** Answer of consoleOperators. */
export const consoleOperatorsDataSchema = z.object({ operators: z.array(operatorRowSchema) });

/** Body of consoleOperatorCreate. */
export const consoleOperatorCreateBodySchema = z.object({ email: emailSchema, role: operatorRoleSchema });

/** Answer of consoleOperatorCreate: the one-time setup link to hand to the new operator. */
export const consoleOperatorCreateDataSchema = z.object({ setupUrl: z.string() });

/** Body of consoleOperatorDisable and consoleOperatorEnable: whom, and why (kept in the audit log). */
export const consoleOperatorStatusBodySchema = z.object({
  operatorId: z.string().trim().min(1).max(100),
  reason: consoleReasonSchema,
});

/** Answer of consoleOperatorDisable and consoleOperatorEnable: the operator as the list now shows it. */
export const consoleOperatorStatusDataSchema = z.object({ operator: operatorRowSchema });
