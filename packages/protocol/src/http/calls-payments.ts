import { rechargeSettingsDataSchema } from '../brands/recharge.ts';
import type { CallSpec } from './call-spec.ts';
import {
  alipayPaySubmitBodySchema,
  cloudAlipayPaySubmitBodySchema,
  cryptoPaySubmitBodySchema,
  etherPayDataSchema,
  etherPaySubmitBodySchema,
  paymentListDataSchema,
  paymentListQuerySchema,
  paymentMethodsDataSchema,
  paymentOrderDataSchema,
  paymentOrderQuerySchema,
  paypalPayDataSchema,
  paypalPaySubmitBodySchema,
  paySubmitBodySchema,
  paySubmitDataSchema,
} from './payments.ts';

/** The recharge screen's pay calls and the payment history; always the caller's own account. */
export const paymentCalls = {
  /**
   * The recharge tiles, gifts and custom range of the signed-in account's brand (of the page's brand
   * for a visitor), as operators set them; what paySubmit prices by.
   */
  getRechargeSettings: {
    method: 'GET',
    path: '/getRechargeSettings',
    auth: 'optional',
    data: rechargeSettingsDataSchema,
  },
  getPaymentMethods: {
    method: 'GET',
    path: '/getPaymentMethods',
    auth: 'session',
    data: paymentMethodsDataSchema,
  },
  paySubmit: {
    method: 'POST',
    path: '/paySubmit',
    auth: 'session',
    body: paySubmitBodySchema,
    data: paySubmitDataSchema,
  },
  alipayPaySubmit: {
    method: 'POST',
    path: '/alipay/paySubmit',
    auth: 'session',
    body: alipayPaySubmitBodySchema,
    data: paySubmitDataSchema,
  },
  /** cloudnumber's own Alipay call (the spec: "cloudnumber uses a separate call"). */
  cloudAlipayPaySubmit: {
    method: 'POST',
    path: '/cloudnumber/alipay/paySubmit',
    auth: 'session',
    body: cloudAlipayPaySubmitBodySchema,
    data: paySubmitDataSchema,
  },
  cryptoPaySubmit: {
    method: 'POST',
    path: '/cryptoCurrency/paySubmit',
    auth: 'session',
    body: cryptoPaySubmitBodySchema,
    data: paySubmitDataSchema,
  },
  etherPaySubmit: {
    method: 'POST',
    path: '/etherPay/paySubmit',
    auth: 'session',
    body: etherPaySubmitBodySchema,
    data: etherPayDataSchema,
  },
  paypalPaySubmit: {
    method: 'POST',
    path: '/paypal/paySubmit',
    auth: 'session',
    body: paypalPaySubmitBodySchema,
    data: paypalPayDataSchema,
  },
  getPaymentList: {
    method: 'GET',
    path: '/getPaymentList',
    auth: 'session',
    query: paymentListQuerySchema,
    data: paymentListDataSchema,
  },
  /** The status of one of the account's payment orders (WeChat's "Payment completed" checks it). */
  getPaymentOrder: {
    method: 'GET',
    path: '/getPaymentOrder',
    auth: 'session',
    query: paymentOrderQuerySchema,
    data: paymentOrderDataSchema,
  },
} as const satisfies Record<string, CallSpec>;
