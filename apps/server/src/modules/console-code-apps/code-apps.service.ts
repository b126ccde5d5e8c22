import {
  type CatalogueCodeApp,
  CODE_FEE_MAX,
  type ConsoleCallBody,
  type ConsoleCallData,
  MONEY_SCALE,
  Retcode,
  readFeeText,
  type UiLanguage,
} from '@switchboard/protocol';
import { inTransaction } from '../../db/transaction.ts';
import type { Db } from '../../db/types.ts';
import { AppError } from '../../errors.ts';
import { type Sentence, say } from '../../text/sentence.ts';
import type { AuditService } from '../audit/index.ts';
import {
  allCodeApps,
  allCodeFees,
  codeAppWasUsed,
  deleteCodeApp,
  insertCodeApp,
  setCodeFee,
  updateCodeApp,
} from '../code-numbers/app-catalogue.repo.ts';
import { type CodeApp, type CodeAppList, codeAppCatalogue } from '../code-numbers/app-catalogue.ts';
import { CODE_COUNTRIES, codeCountryByCode } from '../code-numbers/catalog.ts';

/** What the console's verification apps need. */
export interface ConsoleCodeAppDeps {
  db: Db;
  audit: Pick<AuditService, 'record'>;
}

function refuse(detail: string, sentence: Sentence, code: number = Retcode.INVALID_PARAMETER): never {
  throw new AppError(code, detail, { say: sentence });
}

const countryName = (code: string, language: UiLanguage) => {
  const country = codeCountryByCode(code);
  if (country === undefined) return code;
  return language === 'zh-CN' ? country.name.zh : country.name.en;
};

/** An app as the console shows it: both names, the operator's one, and its fees in every pool country. */
function shown(app: CodeApp, apps: CodeAppList, language: UiLanguage): CatalogueCodeApp {
  const fees = CODE_COUNTRIES.flatMap((country) => {
    const fee = apps.storedFee(app.id, country.code);
    return fee === undefined
      ? []
      : [
          {
            country: country.code,
            countryName: countryName(country.code, language),
            codeRate: fee.codeRate,
            subRent: fee.subRent,
            updatedAt: fee.updatedAt,
          },
        ];
  });
  return { ...app, name: apps.name(app, language), fees };
}

/** Reads one fee the operator typed, or refuses it with a sentence naming the field. */
function feeOf(text: string, field: 'codeRate' | 'subRent'): number {
  const max = CODE_FEE_MAX[field];
  const reading = readFeeText(text, max);
  if ('amount' in reading) return reading.amount;
  const label = { field };
  const value = text.trim();
  const sentences: Record<typeof reading.refused, Sentence> = {
    malformed: say('codeFeeMalformed', { label, value }),
    negative: say('codeFeeNegative', { label }),
    tooLarge: say('codeFeeTooLarge', { label, value, max: String(max / MONEY_SCALE) }),
    tooPrecise: say('codeFeeTooPrecise', { label }),
  };
  return refuse(`${field}: ${reading.refused} amount`, sentences[reading.refused]);
}

/**
 * Checks a redirection against the apps as stored: none, or another existing app that leads
 * nowhere itself, and only for an app no other app leads to (one step, never a loop).
 */
function checkRedirect(apps: readonly CodeApp[], id: string, target: string | null): void {
  if (target === null) return;
  if (target === id) refuse('redirectTo: the app itself', say('codeAppRedirectSelf'));
  const to = apps.find((app) => app.id === target);
  if (to === undefined)
    refuse(`redirectTo: unknown app ${target}`, say('codeAppRedirectUnknown', { value: target }));
  if (to.redirectTo !== null)
    refuse(
      `redirectTo: ${target} leads to ${to.redirectTo}`,
      say('codeAppRedirectChain', { value: to.nameEn }),
    );
  if (apps.some((app) => app.redirectTo === id))
    refuse(`redirectTo: other apps lead to ${id}`, say('codeAppRedirected'));
}

const unknownApp = (id: string): never =>
  refuse(`app: unknown ${id}`, say('codeAppUnknown', { value: id }), Retcode.NOT_FOUND);

/**
 * The console's verification apps: list with fees, add, edit or delete an app, set its fees in a country.
 * Each change is written with its audit entry in one transaction; then every node forgets the
 * apps it read, so the next list, lock, code and renewal follow it.
 */
export class ConsoleCodeAppService {
  constructor(private readonly deps: ConsoleCodeAppDeps) {}

  private get catalogue() {
    return codeAppCatalogue(this.deps.db);
  }

  /** The apps whose id or either name holds the search, by sort, with the pool's countries. */
  async list(q: string | undefined, language: UiLanguage): Promise<ConsoleCallData<'consoleCodeApps'>> {
    const needle = (q ?? '').trim().toLocaleLowerCase();
    const apps = await this.catalogue.load();
    const matching = apps.apps.filter(
      (app) =>
        needle === '' ||
        [app.id, app.nameEn, app.nameZh].some((text) => text.toLocaleLowerCase().includes(needle)),
    );
    return {
      apps: matching.map((app) => shown(app, apps, language)),
      countries: CODE_COUNTRIES.map((country) => ({
        code: country.code,
        name: countryName(country.code, language),
      })),
    };
  }

  /** Sets an app's names, place, on/off and redirection. */
  async update(
    operatorId: string,
    body: ConsoleCallBody<'consoleCodeAppUpdate'>,
    language: UiLanguage,
  ): Promise<ConsoleCallData<'consoleCodeAppUpdate'>> {
    const edit = {
      nameEn: body.nameEn,
      nameZh: body.nameZh,
      sort: body.sort,
      enabled: body.enabled,
      redirectTo: body.redirectTo === '' ? null : body.redirectTo,
    };
    await inTransaction(this.deps.db, async (trx) => {
      const apps = await allCodeApps(trx);
      const before = apps.find((app) => app.id === body.app) ?? unknownApp(body.app);
      checkRedirect(apps, body.app, edit.redirectTo);
      // Offered without a fee anywhere, every choice of it would be refused for want of numbers.
      if (edit.enabled && !before.enabled && !(await allCodeFees(trx)).some((fee) => fee.app === body.app))
        refuse(`enabled: ${body.app} has no fees`, say('codeAppNoFees'));
      await updateCodeApp(trx, body.app, edit, Date.now());
      const { id: _id, updatedAt: _at, ...was } = before;
      await this.deps.audit.record(trx, {
        operatorId,
        action: 'codeApp.update',
        targetType: 'codeApp',
        targetId: body.app,
        before: was,
        after: edit,
        reason: body.reason,
      });
    });
    return this.changed(body.app, language);
  }

  /** Adds an app, off and without fees, at the place given. */
  async create(
    operatorId: string,
    body: ConsoleCallBody<'consoleCodeAppCreate'>,
    language: UiLanguage,
  ): Promise<ConsoleCallData<'consoleCodeAppCreate'>> {
    const app = { id: body.app, nameEn: body.nameEn, nameZh: body.nameZh, sort: body.sort };
    await inTransaction(this.deps.db, async (trx) => {
      if (!(await insertCodeApp(trx, app, Date.now())))
        refuse(`app: ${body.app} exists`, say('codeAppExists', { value: body.app }));
      await this.deps.audit.record(trx, {
        operatorId,
        action: 'codeApp.create',
        targetType: 'codeApp',
        targetId: body.app,
        before: null,
        after: { nameEn: app.nameEn, nameZh: app.nameZh, sort: app.sort, enabled: false },
        reason: body.reason,
      });
    });
    return this.changed(body.app, language);
  }

  /**
   * Deletes an app with its fees: only one no user ever had a number for (history and bills name
   * the others: those are turned off) and no other app leads to.
   */
  async delete(
    operatorId: string,
    body: ConsoleCallBody<'consoleCodeAppDelete'>,
  ): Promise<ConsoleCallData<'consoleCodeAppDelete'>> {
    await inTransaction(this.deps.db, async (trx) => {
      const apps = await allCodeApps(trx);
      const before = apps.find((app) => app.id === body.app) ?? unknownApp(body.app);
      const leading = apps.find((app) => app.redirectTo === body.app);
      if (leading !== undefined)
        refuse(
          `app: ${leading.id} leads to ${body.app}`,
          say('codeAppDeleteLedTo', { value: leading.nameEn }),
        );
      if (await codeAppWasUsed(trx, body.app)) refuse(`app: ${body.app} was used`, say('codeAppDeleteUsed'));
      await deleteCodeApp(trx, body.app);
      const { id: _id, updatedAt: _at, ...was } = before;
      await this.deps.audit.record(trx, {
        operatorId,
        action: 'codeApp.delete',
        targetType: 'codeApp',
        targetId: body.app,
        before: was,
        after: null,
        reason: body.reason,
      });
    });
    this.catalogue.announceChange();
    return { app: body.app };
  }

  /** Sets an app's fees (per code, per month) in one pool country. */
  async setFee(
    operatorId: string,
    body: ConsoleCallBody<'consoleCodeAppFee'>,
    language: UiLanguage,
  ): Promise<ConsoleCallData<'consoleCodeAppFee'>> {
    const codeRate = feeOf(body.codeRate, 'codeRate');
    const subRent = feeOf(body.subRent, 'subRent');
    if (codeCountryByCode(body.country) === undefined)
      refuse(
        `country: ${body.country} is not a pool country`,
        say('codeAppCountry', { value: body.country }),
      );
    await inTransaction(this.deps.db, async (trx) => {
      const apps = await allCodeApps(trx);
      if (!apps.some((app) => app.id === body.app)) unknownApp(body.app);
      const before = (await allCodeFees(trx)).find(
        (fee) => fee.app === body.app && fee.country === body.country,
      );
      await setCodeFee(trx, { app: body.app, country: body.country, codeRate, subRent }, Date.now());
      await this.deps.audit.record(trx, {
        operatorId,
        action: 'codeApp.fee',
        targetType: 'codeApp',
        targetId: body.app,
        before: {
          country: body.country,
          codeRate: before?.codeRate ?? null,
          subRent: before?.subRent ?? null,
        },
        after: { country: body.country, codeRate, subRent },
        reason: body.reason,
      });
    });
    return this.changed(body.app, language);
  }

  /** After a commit: every node forgets the apps; answers the app as stored now. */
  private async changed(id: string, language: UiLanguage): Promise<ConsoleCallData<'consoleCodeAppFee'>> {
    this.catalogue.announceChange();
    const apps = await this.catalogue.load();
    const app = apps.byId(id);
    if (app === undefined)
      refuse(`app: ${id} vanished`, say('codeAppUnknown', { value: id }), Retcode.NOT_FOUND);
    return { app: shown(app, apps, language) };
  }
}
