import type { BrandId } from '@switchboard/protocol';
import {
  ApiPath,
  appCountryQuerySchema,
  appListDataSchema,
  codeFeeDataSchema,
  codeSmsPollDataSchema,
  codeSmsPollQuerySchema,
  commonQuerySchema,
  emptyDataSchema,
  envelopeSchema,
  lockedPhoneSchema,
  lockQuerySchema,
  phoneOptionsDataSchema,
  releaseLockQuerySchema,
} from '@switchboard/protocol';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod as Plugin } from 'fastify-type-provider-zod';
import { sessionOf, tokenOf } from '../../plugins/auth.ts';
import { languageOf, ok } from '../../plugins/envelope.ts';
import { APPS, appName, CODE_COUNTRIES, feeFor } from './catalog.ts';
import { appAndCountry, type CodeLockService, type CodeRequester } from './lock.service.ts';
import type { CodeReceiveService } from './receive.service.ts';

function requesterOf(request: FastifyRequest): CodeRequester {
  const session = sessionOf(request);
  return { accountId: session.accountId, brand: session.brand as BrandId, language: languageOf(request) };
}

/**
 * The caller of a call a front-page visitor may make too: the session's account and brand when a
 * token came (checked as on any signed-in call), else no account and the brand of the page address.
 */
function browserOf(request: FastifyRequest): Omit<CodeRequester, 'accountId'> & { accountId: string | null } {
  if (request.session !== null) return requesterOf(request);
  return { accountId: null, brand: request.pageBrand, language: languageOf(request) };
}

/** The verification service's new-number side: catalogue, options, fees, locks and polling. */
export const codeNumberRoutes: Plugin<{ locks: CodeLockService; receiving: CodeReceiveService }> = async (
  app,
  { locks, receiving },
) => {
  // Options and fees are what the front page shows a visitor: the session is read only when a token came.
  const sessionIfToken = async (request: FastifyRequest) => {
    if (tokenOf(request)) await app.requireSession(request);
  };

  app.get(
    ApiPath.getAppList,
    { schema: { querystring: commonQuerySchema, response: { 200: envelopeSchema(appListDataSchema) } } },
    async (request) => {
      const language = languageOf(request);
      const zh = language === 'zh-CN';
      return ok(request, {
        appList: APPS.map((entry) => ({ app: entry.id, name: appName(entry, language), sort: entry.sort })),
        countrys: CODE_COUNTRIES.map((c) => ({
          code: c.code,
          name: zh ? c.name.zh : c.name.en,
          telCode: c.telCode,
        })),
      });
    },
  );

  app.get(
    ApiPath.getVerificationCodePhoneListV2,
    {
      onRequest: sessionIfToken,
      schema: {
        querystring: commonQuerySchema.extend(appCountryQuerySchema.shape),
        response: { 200: envelopeSchema(phoneOptionsDataSchema) },
      },
    },
    async (request) =>
      ok(request, { list: await locks.options(browserOf(request), request.query.app, request.query.code) }),
  );

  app.get(
    ApiPath.getCodeNumberFeeByAppV2,
    {
      onRequest: sessionIfToken,
      schema: {
        querystring: commonQuerySchema.extend(appCountryQuerySchema.shape),
        response: { 200: envelopeSchema(codeFeeDataSchema) },
      },
    },
    async (request) => {
      const { app: entry, country } = appAndCountry(request.query.app, request.query.code);
      return ok(request, feeFor(entry, country.code, browserOf(request).brand));
    },
  );

  app.get(
    ApiPath.lockVerificationCodePhone,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema.extend(lockQuerySchema.shape),
        response: { 200: envelopeSchema(lockedPhoneSchema) },
      },
    },
    async (request) => ok(request, await locks.lock(requesterOf(request), request.query)),
  );

  app.get(
    ApiPath.releaseVerificationCodePhone,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema.extend(releaseLockQuerySchema.shape),
        response: { 200: envelopeSchema(emptyDataSchema) },
      },
    },
    // Unknown or another account's locks are ignored alike: nothing tells that they exist.
    async (request) => {
      await locks.release(sessionOf(request).accountId, request.query.app, request.query.number);
      return ok(request, null);
    },
  );

  app.get(
    ApiPath.getVerificationCodeSmsList,
    {
      onRequest: app.requireSession,
      schema: {
        querystring: commonQuerySchema.extend(codeSmsPollQuerySchema.shape),
        response: { 200: envelopeSchema(codeSmsPollDataSchema) },
      },
    },
    async (request) => {
      const { app: appId, number, count } = request.query;
      return ok(request, await receiving.poll(sessionOf(request).accountId, appId, number, count));
    },
  );
};
