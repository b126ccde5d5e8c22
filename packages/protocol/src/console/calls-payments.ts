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
  /** A credit of the order's amount to the balance, once per order, and the order marked refunded. */
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
