import type { ConsoleCallSpec } from './call-spec.ts';
import {
  consolePaymentDataSchema,
  consolePaymentRefundBodySchema,
  consolePaymentRefundDataSchema,
  consolePaymentsDataSchema,
  consolePaymentsQuerySchema,
  consolePaymentTotalsDataSchema,
  consolePaymentTotalsQuerySchema,
} from './payments.ts';

/** The console's money calls, spread into consoleCalls. */
export const consolePaymentCalls = {
  consolePayments: {
    method: 'GET',
    path: '/payments',
    auth: 'operator',
    permission: 'payments.read',
    query: consolePaymentsQuerySchema,
    data: consolePaymentsDataSchema,
  },
  consolePayment: {
    method: 'GET',
    path: '/payments',
    auth: 'operator',
    permission: 'payments.read',
    pathId: true,
    data: consolePaymentDataSchema,
  },
  /**
   * A refund of the order, once per order: a credit of its amount to the balance, or its money given
   * back to the payer through its provider; either way the order is marked refunded.
   */
  consolePaymentRefund: {
    method: 'POST',
    path: '/payments/refund',
    auth: 'operator',
    permission: 'payments.refund',
    body: consolePaymentRefundBodySchema,
    data: consolePaymentRefundDataSchema,
  },
  consolePaymentTotals: {
    method: 'GET',
    path: '/payments/totals',
    auth: 'operator',
    permission: 'payments.read',
    query: consolePaymentTotalsQuerySchema,
    data: consolePaymentTotalsDataSchema,
  },
} as const satisfies Record<string, ConsoleCallSpec>;
