import type {
  AppListData,
  AuditEntry,
  CodeFeeData,
  ConsoleCallData,
  LanguageCode,
} from '@switchboard/protocol';
import type { FastifyInstance } from 'fastify';
import { get } from './api.ts';
import { consoleCall } from './console.ts';
import type { TestAccount } from './factories.ts';

type Options = { token?: string; language?: LanguageCode };

/**
 * The console's verification-app calls and what users see of the apps, for a suite's app and its
 * admin's token (both read when called, once the suite's hooks made them).
 */
export function codeAppCalls(app: () => FastifyInstance, admin: () => string) {
  function listApps(q?: string, { token = admin(), language = 'en' }: Options = {}) {
    return consoleCall<ConsoleCallData<'consoleCodeApps'>>(app(), 'consoleCodeApps', {
      token,
      language,
      ...(q === undefined ? {} : { query: { q } }),
    });
  }

  async function appOf(id: string) {
    const found = (await listApps(id)).body.data.apps.find((entry) => entry.id === id);
    if (found === undefined) throw new Error(`no app ${id}`);
    return found;
  }

  /** Edits an app, keeping what the test does not name as it is. */
  async function updateApp(
    id: string,
    change: Partial<{ nameEn: string; nameZh: string; sort: number; enabled: boolean; redirectTo: string }>,
    { token = admin(), language = 'en', reason = 'catalogue review' }: Options & { reason?: string } = {},
  ) {
    const now = await appOf(id);
    return consoleCall<ConsoleCallData<'consoleCodeAppUpdate'>>(app(), 'consoleCodeAppUpdate', {
      token,
      language,
      body: {
        app: id,
        nameEn: now.nameEn,
        nameZh: now.nameZh,
        sort: now.sort,
        enabled: now.enabled,
        redirectTo: now.redirectTo ?? '',
        reason,
        ...change,
      },
    });
  }

  function setFee(
    body: { app: string; country: string; codeRate: string; subRent: string; reason?: string },
    { token = admin(), language = 'en' }: Options = {},
  ) {
    return consoleCall<ConsoleCallData<'consoleCodeAppFee'>>(app(), 'consoleCodeAppFee', {
      token,
      language,
      body: { reason: 'fees of the quarter', ...body },
    });
  }

  /** The audit entries of an app, newest first. */
  async function auditOf(id: string): Promise<AuditEntry[]> {
    const result = await consoleCall<ConsoleCallData<'consoleAudit'>>(app(), 'consoleAudit', {
      token: admin(),
      query: { q: id },
    });
    return result.body.data.entries.filter(
      (entry) => entry.targetId === id && entry.targetType === 'codeApp',
    );
  }

  /** getAppList's apps as users see them. */
  async function userAppList(language: LanguageCode = 'en') {
    return (await get<AppListData>(app(), 'getAppList', { language })).body.data.appList;
  }

  function userFee(user: TestAccount, id: string, code: string) {
    return get<CodeFeeData>(app(), 'getCodeNumberFeeByAppV2', {
      token: user.token,
      query: { app: id, code },
    });
  }

  return { listApps, appOf, updateApp, setFee, auditOf, userAppList, userFee };
}
