import { emptyDataSchema } from '../envelope.ts';
import type { CallSpec } from './call-spec.ts';
import {
  appCountryQuerySchema,
  appListDataSchema,
  appStockDataSchema,
  appStockQuerySchema,
  codeFeeDataSchema,
  codeSmsPollDataSchema,
  codeSmsPollQuerySchema,
  favouriteAppBodySchema,
  favouriteAppsDataSchema,
  lockedPhoneSchema,
  lockQuerySchema,
  phoneOptionsDataSchema,
  releaseLockQuerySchema,
} from './code-receive.ts';
import {
  accountAppsDataSchema,
  appNumberQuerySchema,
  codeHistoryDataSchema,
  codeHistoryQuerySchema,
  codeSubDataSchema,
  oldNumberSmsDataSchema,
  oldNumberSmsQuerySchema,
  oldNumbersDataSchema,
  oldNumbersQuerySchema,
  reSubCodeBodySchema,
  reSubCodeDataSchema,
  sendCodeSmsBodySchema,
  sendCodeSmsDataSchema,
} from './rented-code-numbers.ts';

/** The verification-code service: new numbers (catalogue, options, locks, codes) and the caller's old ones. */
export const codeCalls = {
  getAppList: { method: 'GET', path: '/getAppList', auth: 'visitor', data: appListDataSchema },
  /** Every offered app's code rate and free numbers in a country; a token leaves out numbers the caller had. */
  getAppStock: {
    method: 'GET',
    path: '/getAppStock',
    auth: 'optional',
    query: appStockQuerySchema,
    data: appStockDataSchema,
  },
  /** The caller's starred apps, kept per account. */
  getFavouriteApps: {
    method: 'GET',
    path: '/getFavouriteApps',
    auth: 'session',
    data: favouriteAppsDataSchema,
  },
  setFavouriteApp: {
    method: 'POST',
    path: '/setFavouriteApp',
    auth: 'session',
    body: favouriteAppBodySchema,
    data: favouriteAppsDataSchema,
  },
  /** The options a country offers an app; a token adds the caller's own numbers. */
  getVerificationCodePhoneListV2: {
    method: 'GET',
    path: '/getVerificationCodePhoneListV2',
    auth: 'optional',
    query: appCountryQuerySchema,
    data: phoneOptionsDataSchema,
  },
  getCodeNumberFeeByAppV2: {
    method: 'GET',
    path: '/getCodeNumberFeeByAppV2',
    auth: 'optional',
    query: appCountryQuerySchema,
    data: codeFeeDataSchema,
  },
  lockVerificationCodePhone: {
    method: 'GET',
    path: '/lockVerificationCodePhone',
    auth: 'session',
    query: lockQuerySchema,
    data: lockedPhoneSchema,
  },
  /** Ends the caller's wait on a locked number (Done, Back, leaving the page): no code is charged after. */
  releaseVerificationCodePhone: {
    method: 'GET',
    path: '/releaseVerificationCodePhone',
    auth: 'session',
    query: releaseLockQuerySchema,
    data: emptyDataSchema,
  },
  getVerificationCodeSmsList: {
    method: 'GET',
    path: '/getVerificationCodeSmsList',
    auth: 'session',
    query: codeSmsPollQuerySchema,
    data: codeSmsPollDataSchema,
  },
  getAppListByAccount: {
    method: 'GET',
    path: '/getAppListByAccount',
    auth: 'session',
    data: accountAppsDataSchema,
  },
  getCodeNumberListByAccount: {
    method: 'GET',
    path: '/getCodeNumberListByAccount',
    auth: 'session',
    query: oldNumbersQuerySchema,
    data: oldNumbersDataSchema,
  },
  subVerificationCodePhone: {
    method: 'GET',
    path: '/subVerificationCodePhone',
    auth: 'session',
    query: appNumberQuerySchema,
    data: codeSubDataSchema,
  },
  unSubVerificationCodePhone: {
    method: 'GET',
    path: '/unSubVerificationCodePhone',
    auth: 'session',
    query: appNumberQuerySchema,
    data: codeSubDataSchema,
  },
  /** Gives up a kept, unsubscribed verification number now ("Release"). */
  releaseCodeNumber: {
    method: 'GET',
    path: '/releaseCodeNumber',
    auth: 'session',
    query: appNumberQuerySchema,
    data: emptyDataSchema,
  },
  reSubVerificationCodePhone: {
    method: 'POST',
    path: '/reSubVerificationCodePhone',
    auth: 'session',
    body: reSubCodeBodySchema,
    data: reSubCodeDataSchema,
  },
  getSubCodeNumberList: {
    method: 'GET',
    path: '/getSubCodeNumberList',
    auth: 'session',
    query: codeHistoryQuerySchema,
    data: codeHistoryDataSchema,
  },
  getCodeSmsList: {
    method: 'GET',
    path: '/getCodeSmsList',
    auth: 'session',
    query: oldNumberSmsQuerySchema,
    data: oldNumberSmsDataSchema,
  },
  sendCodeSms: {
    method: 'POST',
    path: '/sendCodeSms',
    auth: 'session',
    body: sendCodeSmsBodySchema,
    data: sendCodeSmsDataSchema,
  },
} as const satisfies Record<string, CallSpec>;
