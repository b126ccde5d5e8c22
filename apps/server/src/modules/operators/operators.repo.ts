import type { Executor, OperatorSetupTokensTable, OperatorsTable } from '../../db/types.ts';

/** A stored operator as the module reads it. */
export interface OperatorRecord {
  id: string;
  email: string;
  role: string;
  passwordHash: string | null;
  totpSecret: string | null;
  totpLastStep: number | null;
  disabled: boolean;
  createdAt: number;
}

const OPERATOR_COLUMNS = [
  'id',
  'email',
  'role',
  'password_hash as passwordHash',
  'totp_secret as totpSecret',
  'totp_last_step as totpLastStep',
  'disabled',
  'created_at as createdAt',
] as const;

type OperatorColumns = {
  id: string;
  email: string;
  role: string;
  passwordHash: string | null;
  totpSecret: string | null;
  totpLastStep: number | string | null;
  disabled: number;
  createdAt: number | string;
};

function recordOf(row: OperatorColumns): OperatorRecord {
  return {
    ...row,
    totpLastStep: row.totpLastStep === null ? null : Number(row.totpLastStep),
    disabled: row.disabled !== 0,
    createdAt: Number(row.createdAt),
  };
}

/** Stores a new operator. */
export async function insertOperator(ex: Executor, row: Omit<OperatorsTable, 'disabled'>): Promise<void> {
  await ex.insertInto('operators').values(row).execute();
}

/** The operator with this (lower-cased) email. */
export async function findOperatorByEmail(ex: Executor, email: string): Promise<OperatorRecord | undefined> {
  const row = await ex
    .selectFrom('operators')
    .select(OPERATOR_COLUMNS)
    .where('email', '=', email)
    .executeTakeFirst();
  return row === undefined ? undefined : recordOf(row);
}

/** The operator with this id. */
export async function findOperatorById(ex: Executor, id: string): Promise<OperatorRecord | undefined> {
  const row = await ex
    .selectFrom('operators')
    .select(OPERATOR_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined ? undefined : recordOf(row);
}

/** Every operator, oldest first. */
export async function listOperators(ex: Executor): Promise<OperatorRecord[]> {
  const rows = await ex
    .selectFrom('operators')
    .select(OPERATOR_COLUMNS)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(recordOf);
}

/** Sets the password and the authenticator chosen through a setup link. */
export async function setOperatorCredentials(
  ex: Executor,
  change: { id: string; passwordHash: string; totpSecret: string; totpLastStep: number; now: number },
): Promise<void> {
  await ex
    .updateTable('operators')
    .set({
      password_hash: change.passwordHash,
      totp_secret: change.totpSecret,
      totp_last_step: change.totpLastStep,
      updated_at: change.now,
    })
    .where('id', '=', change.id)
    .execute();
}

/**
 * Keeps the time step of the code just accepted, unless a sign-in with a code of this step or a later
 * one got there first: false then, and the code counts as used.
 */
export async function claimTotpStep(ex: Executor, id: string, step: number, now: number): Promise<boolean> {
  const result = await ex
    .updateTable('operators')
    .set({ totp_last_step: step, updated_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Stores a new setup link's token hash. */
export async function insertSetupToken(ex: Executor, row: OperatorSetupTokensTable): Promise<void> {
  await ex.insertInto('operator_setup_tokens').values(row).execute();
}

/** A setup link that is unused and unexpired, with its operator's email. */
export async function findLiveSetupToken(
  ex: Executor,
  tokenHash: string,
  now: number,
): Promise<{ operatorId: string; email: string; totpSecret: string } | undefined> {
  return ex
    .selectFrom('operator_setup_tokens')
    .innerJoin('operators', 'operators.id', 'operator_setup_tokens.operator_id')
    .select([
      'operators.id as operatorId',
      'operators.email as email',
      'operator_setup_tokens.totp_secret as totpSecret',
    ])
    .where('operator_setup_tokens.token_hash', '=', tokenHash)
    .where('operator_setup_tokens.used_at', 'is', null)
    .where('operator_setup_tokens.expires_at', '>', now)
    .where('operators.disabled', '=', 0)
    .executeTakeFirst();
}

/** Marks a setup link used; false when it already was (another request used it first). */
export async function useSetupToken(ex: Executor, tokenHash: string, now: number): Promise<boolean> {
  const result = await ex
    .updateTable('operator_setup_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Ends an operator's other setup links when a new one is issued: only the newest link works. */
export async function retireSetupTokens(ex: Executor, operatorId: string, now: number): Promise<void> {
  await ex
    .updateTable('operator_setup_tokens')
    .set({ used_at: now })
    .where('operator_id', '=', operatorId)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Takes the write lock of every admin row for the rest of the transaction (a no-op update), so two
 * admins disabled at the same moment cannot each count the other as still enabled. SQLite has one
 * writer at a time anyway; on PostgreSQL the second transaction waits here and then reads the first's.
 */
export async function lockAdmins(ex: Executor): Promise<void> {
  await ex
    .updateTable('operators')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('role', '=', 'admin')
    .execute();
}

/** Enabled admins other than `exceptId`. */
export async function countOtherEnabledAdmins(ex: Executor, exceptId: string): Promise<number> {
  const row = await ex
    .selectFrom('operators')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('role', '=', 'admin')
    .where('disabled', '=', 0)
    .where('id', '<>', exceptId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Disables or enables an operator; false when it already was so. */
export async function setOperatorDisabled(
  ex: Executor,
  id: string,
  disabled: boolean,
  now: number,
): Promise<boolean> {
  const result = await ex
    .updateTable('operators')
    .set({ disabled: disabled ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .where('disabled', '=', disabled ? 0 : 1)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
