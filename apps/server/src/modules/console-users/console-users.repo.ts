import type { LedgerEntryKind, PaymentMethod, PaymentOrderStatus } from '@switchboard/protocol';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { AccountRow, Executor, ReviewState } from '../../db/types.ts';
import { LIVE_STATUSES } from '../numbers/subscriptions.repo.ts';

// What the operator console reads of a user: metadata only. No statement here selects a message's
// text, a contact's fields or a session's token.

/** An account as a search result lists it, with its balance. */
export type FoundAccount = Pick<
  AccountRow,
  'id' | 'brand' | 'email' | 'tel_code' | 'phone' | 'status' | 'created_at'
> & { balance: number };

const ACCOUNT_COLUMNS = [
  'accounts.id',
  'accounts.brand',
  'accounts.email',
  'accounts.tel_code',
  'accounts.phone',
  'accounts.status',
  'accounts.created_at',
] as const;

/** What a search looks for: part of an email, or the digits of a phone, own number or webchat id. */
export interface UserQuery {
  /** Lower-case text searched inside emails; undefined when the query is a number. */
  emailPart?: string;
  /** Digits matched against phones (national or full) and own numbers (national or full). */
  digits?: string;
  /** The query as given, matched against account ids. */
  exact: string;
  brand?: string | undefined;
}

/** `%text%` for LIKE with its wildcards taken literally (escaped with a backslash). */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Accounts matching the query, newest first, with their balances. */
export async function searchAccounts(ex: Executor, query: UserQuery, limit: number): Promise<FoundAccount[]> {
  const rows = await ex
    .selectFrom('accounts')
    .leftJoin('account_balances', 'account_balances.account_id', 'accounts.id')
    .select([...ACCOUNT_COLUMNS, 'account_balances.balance'])
    .where((eb) => {
      const { digits, emailPart } = query;
      const ors: Expression<SqlBool>[] = [eb('accounts.id', '=', query.exact)];
      if (emailPart !== undefined)
        ors.push(sql<SqlBool>`accounts.email like ${containing(emailPart)} escape '\\'`);
      if (digits !== undefined) {
        ors.push(
          eb('accounts.phone', '=', digits),
          eb(sql<string>`accounts.tel_code || accounts.phone`, '=', digits),
          eb(
            'accounts.id',
            'in',
            eb
              .selectFrom('phone_numbers')
              .select('phone_numbers.account_id')
              .where('phone_numbers.account_id', 'is not', null)
              .where((inner) =>
                inner.or([
                  inner('phone_numbers.full_number', '=', digits),
                  inner('phone_numbers.phone', '=', digits),
                ]),
              )
              .$narrowType<{ account_id: string }>(),
          ),
        );
      }
      return eb.or(ors);
    })
    .$if(query.brand !== undefined, (select) => select.where('accounts.brand', '=', query.brand ?? ''))
    .orderBy('accounts.created_at', 'desc')
    .orderBy('accounts.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, balance: Number(row.balance ?? 0) }));
}

/** One account with its balance; undefined when there is none. */
export async function accountWithBalance(ex: Executor, accountId: string): Promise<FoundAccount | undefined> {
  const row = await ex
    .selectFrom('accounts')
    .leftJoin('account_balances', 'account_balances.account_id', 'accounts.id')
    .select([...ACCOUNT_COLUMNS, 'account_balances.balance'])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
  return row === undefined ? undefined : { ...row, balance: Number(row.balance ?? 0) };
}

/** The own numbers (full digits) of these accounts, by account, in number order. */
export async function numbersOfAccounts(
  ex: Executor,
  accountIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byAccount = new Map<string, string[]>();
  if (accountIds.length === 0) return byAccount;
  const rows = await ex
    .selectFrom('phone_numbers')
    .select(['account_id', 'full_number'])
    .where('account_id', 'in', [...accountIds])
    .orderBy('full_number')
    .execute();
  for (const row of rows) {
    if (row.account_id === null) continue;
    byAccount.set(row.account_id, [...(byAccount.get(row.account_id) ?? []), row.full_number]);
  }
  return byAccount;
}

/** The account's numbers with the live subscription of each (none for a number without one). */
export function numbersWithSubscriptions(
  ex: Executor,
  accountId: string,
): Promise<
  {
    full_number: string;
    /** Only a live subscription is joined, so the status is a live one, or null without one. */
    status: (typeof LIVE_STATUSES)[number] | null;
    next_payment_at: number | null;
    grace_until: number | null;
  }[]
> {
  return ex
    .selectFrom('phone_numbers')
    .leftJoin('number_subscriptions', (join) =>
      join
        .onRef('number_subscriptions.number_id', '=', 'phone_numbers.id')
        .onRef('number_subscriptions.account_id', '=', 'phone_numbers.account_id')
        .on('number_subscriptions.status', 'in', LIVE_STATUSES),
    )
    .select([
      'phone_numbers.full_number',
      'number_subscriptions.status',
      'number_subscriptions.next_payment_at',
      'number_subscriptions.grace_until',
    ])
    .where('phone_numbers.account_id', '=', accountId)
    .orderBy('phone_numbers.full_number')
    .$narrowType<{ status: (typeof LIVE_STATUSES)[number] | null }>()
    .execute();
}

/** Review states of the account's profile, use case and identity proof (undefined: never submitted). */
export async function reviewStatesOf(
  ex: Executor,
  accountId: string,
): Promise<{ profile?: ReviewState; useCase?: ReviewState; identity?: ReviewState }> {
  const [profile, kyc] = await Promise.all([
    ex
      .selectFrom('profiles')
      .select(['profile_status', 'use_case_status'])
      .where('account_id', '=', accountId)
      .executeTakeFirst(),
    ex.selectFrom('kyc').select('status').where('account_id', '=', accountId).executeTakeFirst(),
  ]);
  return {
    ...(profile === undefined ? {} : { profile: profile.profile_status, useCase: profile.use_case_status }),
    ...(kyc === undefined ? {} : { identity: kyc.status }),
  };
}

/** The account's newest ledger entries. */
export function latestLedgerEntries(
  ex: Executor,
  accountId: string,
  limit: number,
): Promise<{ id: string; amount: number; kind: LedgerEntryKind; reference: string; created_at: number }[]> {
  return ex
    .selectFrom('ledger_entries')
    .select(['id', 'amount', 'kind', 'reference', 'created_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The account's newest payment orders. */
export function latestPaymentOrders(
  ex: Executor,
  accountId: string,
  limit: number,
): Promise<
  { id: string; method: PaymentMethod; amount: number; status: PaymentOrderStatus; created_at: number }[]
> {
  return ex
    .selectFrom('payment_orders')
    .select(['id', 'method', 'amount', 'status', 'created_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** How many messages, conversations and contacts the account keeps (deleted ones not counted). */
export async function contentCounts(
  ex: Executor,
  accountId: string,
): Promise<{ messages: number; conversations: number; contacts: number }> {
  const count = sql<string | number>`count(*)`.as('total');
  const [messages, conversations, contacts] = await Promise.all([
    ex
      .selectFrom('messages')
      .select(count)
      .where('account_id', '=', accountId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
    ex
      .selectFrom('conversations')
      .select(count)
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow(),
    ex
      .selectFrom('contacts')
      .select(count)
      .where('account_id', '=', accountId)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  // PostgreSQL answers count(*) as a bigint, which arrives as a string.
  return {
    messages: Number(messages.total),
    conversations: Number(conversations.total),
    contacts: Number(contacts.total),
  };
}
