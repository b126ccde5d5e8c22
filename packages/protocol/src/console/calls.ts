import type { z } from 'zod';
import { emptyDataSchema } from '../envelope.ts';
import { consoleAuditDataSchema, consoleAuditQuerySchema } from './audit.ts';
import type { ConsoleCallAuth, ConsoleCallSpec } from './call-spec.ts';
import { consoleBrandSettingsCalls } from './calls-brand-settings.ts';
import { consoleCatalogueCalls } from './calls-catalogue.ts';
import { consoleCodeAppCalls } from './calls-code-apps.ts';
import { consoleNumberCalls } from './calls-numbers.ts';
import { operationsCalls } from './calls-operations.ts';
import { consoleOperatorStatusCalls } from './calls-operators.ts';
import { consolePaymentCalls } from './calls-payments.ts';
import { consolePlanCalls } from './calls-plans.ts';
import { consoleRechargeCalls } from './calls-recharge.ts';
import {
  consoleLoginBodySchema,
  consoleMeDataSchema,
  consoleOperatorCreateBodySchema,
  consoleOperatorCreateDataSchema,
  consoleOperatorsDataSchema,
  consoleSessionDataSchema,
  consoleSetupBodySchema,
  consoleSetupInfoDataSchema,
  consoleSetupInfoQuerySchema,
} from './operators.ts';
import { CONSOLE_API_BASE } from './paths.ts';
import {
  consoleReviewDecideBodySchema,
  consoleReviewDecideDataSchema,
  consoleReviewsDataSchema,
  consoleReviewsQuerySchema,
} from './reviews.ts';
import type { ConsolePermission } from './roles.ts';
import {
  consoleBalanceAdjustBodySchema,
  consoleBalanceAdjustDataSchema,
  consoleUserActionBodySchema,
  consoleUserDataSchema,
  consoleUserSignOutDataSchema,
  consoleUserStatusDataSchema,
  consoleUsersDataSchema,
  consoleUsersQuerySchema,
} from './users.ts';

export type { ConsoleCallAuth, ConsoleCallSpec };

/**
 * Every HTTP call of the operator console under CONSOLE_API_BASE, by name: method, path, who may call
 * and with which permission, the extra query fields, the body and the envelope's `data`. The server
 * registers its routes and checks the permission from it; the console calls by it.
 */
export const consoleCalls = {
  consoleLogin: {
    method: 'POST',
    path: '/login',
    auth: 'visitor',
    body: consoleLoginBodySchema,
    data: consoleSessionDataSchema,
  },
  consoleLogout: { method: 'POST', path: '/logout', auth: 'operator', data: emptyDataSchema },
  consoleMe: { method: 'GET', path: '/me', auth: 'operator', data: consoleMeDataSchema },
  consoleSetupInfo: {
    method: 'GET',
    path: '/setup',
    auth: 'visitor',
    query: consoleSetupInfoQuerySchema,
    data: consoleSetupInfoDataSchema,
  },
  consoleSetup: {
    method: 'POST',
    path: '/setup',
    auth: 'visitor',
    body: consoleSetupBodySchema,
    data: consoleSessionDataSchema,
  },
  consoleReviews: {
    method: 'GET',
    path: '/reviews',
    auth: 'operator',
    permission: 'reviews.read',
    query: consoleReviewsQuerySchema,
    data: consoleReviewsDataSchema,
  },
  consoleReviewDecide: {
    method: 'POST',
    path: '/reviews/decide',
    auth: 'operator',
    permission: 'reviews.decide',
    body: consoleReviewDecideBodySchema,
    data: consoleReviewDecideDataSchema,
  },
  /** An identity image; its id names the account and the slot. */
  consoleIdentityImage: {
    method: 'GET',
    path: '/identity-images',
    auth: 'operator',
    permission: 'identity.images',
    answer: 'bytes',
    pathId: true,
  },
  consoleUsers: {
    method: 'GET',
    path: '/users',
    auth: 'operator',
    permission: 'users.read',
    query: consoleUsersQuerySchema,
    data: consoleUsersDataSchema,
  },
  consoleUser: {
    method: 'GET',
    path: '/users',
    auth: 'operator',
    permission: 'users.read',
    pathId: true,
    data: consoleUserDataSchema,
  },
  /** Sessions revoked and sockets ended on every node. */
  consoleUserSuspend: {
    method: 'POST',
    path: '/users/suspend',
    auth: 'operator',
    permission: 'users.suspend',
    body: consoleUserActionBodySchema,
    data: consoleUserStatusDataSchema,
  },
  consoleUserUnsuspend: {
    method: 'POST',
    path: '/users/unsuspend',
    auth: 'operator',
    permission: 'users.suspend',
    body: consoleUserActionBodySchema,
    data: consoleUserStatusDataSchema,
  },
  consoleUserSignOut: {
    method: 'POST',
    path: '/users/sign-out',
    auth: 'operator',
    permission: 'users.signOut',
    body: consoleUserActionBodySchema,
    data: consoleUserSignOutDataSchema,
  },
  /** The account deletion's effect, without the user's password. */
  consoleUserDelete: {
    method: 'POST',
    path: '/users/delete',
    auth: 'operator',
    permission: 'users.delete',
    body: consoleUserActionBodySchema,
    data: consoleUserStatusDataSchema,
  },
  /** A ledger entry the user's bill history shows as Adjust; never below zero. */
  consoleBalanceAdjust: {
    method: 'POST',
    path: '/users/adjust-balance',
    auth: 'operator',
    permission: 'balance.adjust',
    body: consoleBalanceAdjustBodySchema,
    data: consoleBalanceAdjustDataSchema,
  },
  consoleAudit: {
    method: 'GET',
    path: '/audit',
    auth: 'operator',
    permission: 'audit.read',
    query: consoleAuditQuerySchema,
    data: consoleAuditDataSchema,
  },
  consoleOperators: {
    method: 'GET',
    path: '/operators',
    auth: 'operator',
    permission: 'operators.manage',
    data: consoleOperatorsDataSchema,
  },
  consoleOperatorCreate: {
    method: 'POST',
    path: '/operators',
    auth: 'operator',
    permission: 'operators.manage',
    body: consoleOperatorCreateBodySchema,
    data: consoleOperatorCreateDataSchema,
  },
  ...consoleOperatorStatusCalls,
  ...operationsCalls,
  ...consoleNumberCalls,
  ...consolePaymentCalls,
  ...consoleCatalogueCalls,
  ...consoleCodeAppCalls,
  ...consolePlanCalls,
  ...consoleRechargeCalls,
  ...consoleBrandSettingsCalls,
} as const satisfies Record<string, ConsoleCallSpec>;

type Calls = typeof consoleCalls;

/** Name of a console call. */
export type ConsoleCall = keyof Calls;

/** The console calls that answer with the JSON envelope (all but the `bytes` ones). */
export type ConsoleEnvelopeCall = {
  [C in ConsoleCall]: Calls[C] extends { data: z.ZodType } ? C : never;
}[ConsoleCall];

/** The console calls that answer a file's bytes. */
export type ConsoleBytesCall = Exclude<ConsoleCall, ConsoleEnvelopeCall>;

type Schema<C extends ConsoleCall, Field extends 'query' | 'body' | 'data'> = Calls[C] extends {
  [F in Field]: infer S extends z.ZodType;
}
  ? S
  : undefined;

/** The extra query fields of a console call as the server reads them; {} when none. */
export type ConsoleCallQuery<C extends ConsoleCall> =
  Schema<C, 'query'> extends z.ZodType ? z.output<Schema<C, 'query'>> : Record<never, never>;
/** The extra query fields of a console call as the console sends them; {} when none. */
export type ConsoleCallQueryInput<C extends ConsoleCall> =
  Schema<C, 'query'> extends z.ZodType ? z.input<Schema<C, 'query'>> : Record<never, never>;
/** The body of a console call as the server reads it; undefined for calls without a body. */
export type ConsoleCallBody<C extends ConsoleCall> =
  Schema<C, 'body'> extends z.ZodType ? z.output<Schema<C, 'body'>> : undefined;
/** The body of a console call as the console sends it; undefined for calls without a body. */
export type ConsoleCallBodyInput<C extends ConsoleCall> =
  Schema<C, 'body'> extends z.ZodType ? z.input<Schema<C, 'body'>> : undefined;
/** The envelope's `data` of a console call as the console reads it. */
export type ConsoleCallData<C extends ConsoleEnvelopeCall> = z.output<Calls[C]['data']>;
/** The envelope's `data` of a console call as the server hands it to the serializer. */
export type ConsoleCallDataInput<C extends ConsoleEnvelopeCall> = z.input<Calls[C]['data']>;

/** Paths of the console calls, relative to CONSOLE_API_BASE. Use these, never string literals. */
export const ConsolePath = Object.fromEntries(
  Object.entries(consoleCalls).map(([name, call]) => [name, call.path]),
) as { readonly [C in ConsoleCall]: Calls[C]['path'] };

/** The full path of a console call, e.g. `/console/api/login`; with `id` for `<path>/<id>` calls. */
export function consoleUrl(call: ConsoleCall, id?: string): string {
  const path = `${CONSOLE_API_BASE}${ConsolePath[call]}`;
  return id === undefined ? path : `${path}/${encodeURIComponent(id)}`;
}

/** The permission a console call needs; undefined for visitor calls and for any signed-in operator. */
export function consoleCallPermission(call: ConsoleCall): ConsolePermission | undefined {
  const spec: ConsoleCallSpec = consoleCalls[call];
  return spec.permission;
}
