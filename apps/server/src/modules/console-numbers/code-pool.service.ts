import {
  type AuditAction,
  type CodePoolNumber,
  type ConsoleCallData,
  type ConsoleCallQuery,
  formatLineNumber,
  Retcode,
  type UiLanguage,
} from '@switchboard/protocol';
import { inTransaction } from '../../db/transaction.ts';
import type { Trx } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { type Sentence, say } from '../../text/sentence.ts';
import { codeAppCatalogue } from '../code-numbers/app-catalogue.ts';
import { CODE_COUNTRIES, codeCountryByCode } from '../code-numbers/catalog.ts';
import { poolNumberByFull, putInPool, takeOutOfPool } from '../code-numbers/pool.repo.ts';
import { countPool, holdsOf, listPool, usageOf } from '../code-numbers/pool-list.repo.ts';
import { numberByFull } from '../numbers/numbers.repo.ts';
import { type ConsoleNumberDeps, type NumberAction, stateOf, unknownNumber } from './number-state.ts';

const refused = (code: number, detail: string, sentence: Sentence) =>
  new AppError(code, detail, { say: sentence });

const named = (number: string) => ({ number: formatLineNumber(number) });

/**
 * The verification-number pool as operators see it: each number's country, the apps it served, the
 * locks on it now and its counts; an available inventory number moved in (off the rental market), a
 * number taken out while no app holds it. Each change is written with its audit entry.
 */
export class CodePoolService {
  constructor(private readonly deps: ConsoleNumberDeps) {}

  /** One page of the serving pool with the filters' choices, named in the operator's language. */
  async list(
    query: ConsoleCallQuery<'consoleCodePool'>,
    language: UiLanguage,
  ): Promise<ConsoleCallData<'consoleCodePool'>> {
    const now = Date.now();
    const filter = { country: query.country, app: query.app };
    const [rows, counts] = await Promise.all([
      listPool(this.deps.db, filter, { offset: query.offset, limit: query.limit }),
      countPool(this.deps.db, filter, now),
    ]);
    const ids = rows.map((row) => row.id);
    const [holds, usage] = await Promise.all([holdsOf(this.deps.db, ids, now), usageOf(this.deps.db, ids)]);
    const apps = await codeAppCatalogue(this.deps.db).load();
    const app = (id: string) => ({ id, name: apps.name(id, language) });
    const numbers = rows.map(
      (row): CodePoolNumber => ({
        number: row.full_number,
        country: row.country,
        tollFree: row.toll_free === 1,
        apps: usage.rentals.filter((entry) => entry.numberId === row.id).map((entry) => app(entry.app)),
        locks: holds
          .filter((hold) => hold.numberId === row.id)
          .map((hold) => ({ app: app(hold.app), since: hold.since, until: hold.until })),
        rentals: usage.rentals
          .filter((entry) => entry.numberId === row.id)
          .reduce((sum, entry) => sum + entry.count, 0),
        codes: usage.codes.get(row.id) ?? 0,
        addedAt: Number(row.created_at),
      }),
    );
    return {
      numbers,
      ...counts,
      appChoices: apps.apps.map((entry) => ({ id: entry.id, name: apps.name(entry, language) })),
      countryChoices: CODE_COUNTRIES.map((country) => ({
        id: country.code,
        name: language === 'zh-CN' ? country.name.zh : country.name.en,
      })),
    };
  }

  /** Moves an available inventory number of a pool country into the pool; it leaves the rental market. */
  async add(action: NumberAction): Promise<ConsoleCallData<'consoleCodePoolAdd'>> {
    const now = Date.now();
    const row = await numberByFull(this.deps.db, action.number);
    if (row === undefined) throw unknownNumber(action.number);
    const country = codeCountryByCode(row.country);
    if (country === undefined)
      throw refused(
        Retcode.INVALID_PARAMETER,
        `number: +${action.number} is of ${row.country}, a country the pool does not serve`,
        say('codePoolCountry', { ...named(action.number), country: row.country }),
      );
    await inTransaction(this.deps.db, async (trx) => {
      // Read again inside the transaction: a rent may have taken it since.
      const current = (await numberByFull(trx, action.number)) ?? row;
      const state = stateOf({ ...current, subscription_status: null }, now);
      if (state !== 'available' && state !== 'released')
        throw refused(
          Retcode.NUMBER_UNAVAILABLE,
          `number: +${action.number} is ${state}`,
          say('codePoolNotAvailable', named(action.number)),
        );
      const added = await putInPool(
        trx,
        {
          fullNumber: current.full_number,
          telCode: current.tel_code,
          phone: current.phone,
          country: current.country,
          tollFree: current.toll_free === 1,
        },
        now,
      );
      if (!added)
        throw refused(
          Retcode.INVALID_PARAMETER,
          `number: +${action.number} is in the pool already`,
          say('codePoolAlready', named(action.number)),
        );
      await this.record(trx, action, 'codePool.add', false, true);
    });
    return { inPool: true };
  }

  /** Takes a number out of the pool; refused while an app holds it (a user is waiting for its code). */
  async remove(action: NumberAction): Promise<ConsoleCallData<'consoleCodePoolRemove'>> {
    const now = Date.now();
    const notIn = () =>
      refused(
        Retcode.NOT_FOUND,
        `number: +${action.number} is not in the pool`,
        say('codePoolNotIn', named(action.number)),
      );
    const row = await poolNumberByFull(this.deps.db, action.number);
    if (row === undefined || row.removed_at !== null) throw notIn();
    await inTransaction(this.deps.db, async (trx) => {
      if (!(await takeOutOfPool(trx, action.number, now))) {
        const current = await poolNumberByFull(trx, action.number);
        if (current === undefined || current.removed_at !== null) throw notIn();
        throw refused(
          Retcode.INVALID_PARAMETER,
          `number: +${action.number} is held by an app`,
          say('codePoolLocked', named(action.number)),
        );
      }
      await this.record(trx, action, 'codePool.remove', true, false);
    });
    return { inPool: false };
  }

  private record(trx: Trx, action: NumberAction, name: AuditAction, before: boolean, after: boolean) {
    return this.deps.audit.record(trx, {
      operatorId: action.operatorId,
      action: name,
      targetType: 'number',
      targetId: action.number,
      before: { inCodePool: before },
      after: { inCodePool: after },
      reason: action.reason,
    });
  }
}
