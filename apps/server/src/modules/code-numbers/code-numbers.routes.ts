import type { BrandId, UiLanguage } from '@switchboard/protocol';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { registerCall } from '../../plugins/calls.ts';
import type { AuthContext } from '../sessions/sessions.service.ts';
import type { CodeAppShelf } from './app-shelf.service.ts';
import { CODE_COUNTRIES } from './catalog.ts';
import type { CodeLockService } from './lock.service.ts';
import type { CodeReceiveService } from './receive.service.ts';
import type { CodeRequester } from './requester.ts';

function requesterOf(session: AuthContext, language: UiLanguage): CodeRequester {
  return { accountId: session.accountId, brand: session.brand as BrandId, language };
}

/**
 * The caller of a call a front-page visitor may make too: the session's account and brand when a
 * token came (checked as on any signed-in call), else no account and the brand of the page address.
 */
function browserOf(
  request: FastifyRequest,
  session: AuthContext | null,
  language: UiLanguage,
): Omit<CodeRequester, 'accountId'> & { accountId: string | null } {
  if (session !== null) return requesterOf(session, language);
  return { accountId: null, brand: request.pageBrand, language };
}

/** The verification service's new-number side: catalogue, options, fees, locks and polling. */
export const codeNumberRoutes: FastifyPluginAsync<{
  locks: CodeLockService;
  receiving: CodeReceiveService;
  shelf: CodeAppShelf;
}> = async (app, { locks, receiving, shelf }) => {
  registerCall(app, 'getAppList', async ({ language }) => {
    const zh = language === 'zh-CN';
    return {
      appList: await locks.appList(language),
      countrys: CODE_COUNTRIES.map((c) => ({
        code: c.code,
        name: zh ? c.name.zh : c.name.en,
        telCode: c.telCode,
      })),
    };
  });

  registerCall(app, 'getAppStock', async ({ request, session, query, language }) => ({
    list: await shelf.stock(browserOf(request, session, language), query.code),
  }));
  registerCall(app, 'getFavouriteApps', async ({ session }) => ({
    apps: await shelf.favourites(session.accountId),
  }));
  registerCall(app, 'setFavouriteApp', async ({ session, body }) => ({
    apps: await shelf.setFavourite(session.accountId, body.app, body.favourite),
  }));

  // Options and fees are what the front page shows a visitor: the session is read only when a token came.
  registerCall(app, 'getVerificationCodePhoneListV2', async ({ request, session, query, language }) => ({
    list: await locks.options(browserOf(request, session, language), query.app, query.code),
  }));
  registerCall(app, 'getCodeNumberFeeByAppV2', ({ request, session, query, language }) =>
    locks.fees(query.app, query.code, browserOf(request, session, language).brand),
  );

  registerCall(app, 'lockVerificationCodePhone', ({ session, query, language }) =>
    locks.lock(requesterOf(session, language), query),
  );
  // Unknown or another account's locks are ignored alike: nothing tells that they exist.
  registerCall(app, 'releaseVerificationCodePhone', async ({ session, query }) => {
    await locks.release(session.accountId, query.app, query.number);
    return null;
  });
  registerCall(app, 'getVerificationCodeSmsList', ({ session, query }) =>
    receiving.poll(session.accountId, query.app, query.number, query.count),
  );
};
