import { Retcode, SocketEvent } from '@switchboard/protocol';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import type { AccountEvents } from '../../realtime/account-events.ts';
import { say } from '../../text/sentence.ts';
import { callSettingsOf, updateCallSettings } from './call-settings.repo.ts';
import { usableNumbers } from './numbers.list.ts';

/** Both call settings after a change. */
export interface CallSettings {
  forwardStatus: 0 | 1;
  voicemailStatus: 0 | 1;
}

/**
 * Call forwarding and voicemail of an account: at most one of them on. They apply to every number
 * of the account, so a change is pushed as settingsChanged of each of its numbers.
 */
export class CallSettingsService {
  constructor(
    private readonly db: Db,
    private readonly events: AccountEvents,
  ) {}

  private async write(
    accountId: string,
    changes: { forward_status?: number; voicemail_status?: number },
  ): Promise<CallSettings> {
    await updateCallSettings(this.db, accountId, changes);
    const row = await callSettingsOf(this.db, accountId);
    if (row === undefined) throw new Error(`account ${accountId} is missing`);
    for (const { row: number } of await usableNumbers(this.db, accountId)) {
      this.events.publish(accountId, SocketEvent.numbersChanged, {
        change: 'settingsChanged',
        number: number.full_number,
        kind: 'phone',
      });
    }
    return {
      forwardStatus: row.forward_status === 1 ? 1 : 0,
      voicemailStatus: row.voicemail_status === 1 ? 1 : 0,
    };
  }

  private async hasNumber(accountId: string): Promise<boolean> {
    return (await usableNumbers(this.db, accountId)).length > 0;
  }

  /** setForward: on needs a number and a verified phone (100025 opens the verify dialog) and turns voicemail off. */
  async setForward(accountId: string, on: boolean): Promise<CallSettings> {
    if (!on) return this.write(accountId, { forward_status: 0 });
    const account = await callSettingsOf(this.db, accountId);
    if (account?.phone == null || account.phone === '')
      throw new AppError(Retcode.NEED_VERIFIED_PHONE, 'forward: verify a phone to forward calls to first', {
        say: say('forwardVerifyFirst'),
      });
    if (!(await this.hasNumber(accountId)))
      throw new AppError(
        Retcode.INVALID_PARAMETER,
        'forward: you need a number before calls can be forwarded',
        { say: say('forwardNotAllowed') },
      );
    return this.write(accountId, { forward_status: 1, voicemail_status: 0 });
  }

  /** setVoicemail: on needs a number and turns forwarding off. */
  async setVoicemail(accountId: string, on: boolean): Promise<CallSettings> {
    if (!on) return this.write(accountId, { voicemail_status: 0 });
    if (!(await this.hasNumber(accountId)))
      throw new AppError(
        Retcode.INVALID_PARAMETER,
        'voicemail: you need a number before voicemail can be on',
        { say: say('voicemailNotAllowed') },
      );
    return this.write(accountId, { voicemail_status: 1, forward_status: 0 });
  }
}
