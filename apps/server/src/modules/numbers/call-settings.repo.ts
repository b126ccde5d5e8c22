import type { AccountRow, Executor } from '../../db/types.ts';

/** The account's call settings and the phone calls are forwarded to; undefined without the account. */
export function callSettingsOf(
  ex: Executor,
  accountId: string,
): Promise<Pick<AccountRow, 'phone' | 'forward_status' | 'voicemail_status'> | undefined> {
  return ex
    .selectFrom('accounts')
    .select(['phone', 'forward_status', 'voicemail_status'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}

/** Changes the account's call settings. */
export async function updateCallSettings(
  ex: Executor,
  accountId: string,
  changes: { forward_status?: number; voicemail_status?: number },
): Promise<void> {
  await ex.updateTable('accounts').set(changes).where('id', '=', accountId).execute();
}
