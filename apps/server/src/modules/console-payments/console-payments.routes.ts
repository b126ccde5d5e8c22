import type { FastifyPluginAsync } from 'fastify';
import { registerConsoleCall } from '../../plugins/console-calls.ts';
import type { ConsolePaymentService } from './console-payments.service.ts';
import type { PaymentRefundService } from './payment-refund.service.ts';

/** The console's payment orders: the list, one order, refunds to the balance and daily totals. */
export const consolePaymentRoutes: FastifyPluginAsync<{
  payments: ConsolePaymentService;
  refunds: PaymentRefundService;
}> = async (app, { payments, refunds }) => {
  registerConsoleCall(app, 'consolePayments', ({ query }) => payments.list(query));

  registerConsoleCall(app, 'consolePayment', ({ id }) => payments.detail(id));

  registerConsoleCall(app, 'consolePaymentRefund', ({ operator, body }) =>
    refunds.refund({ operatorId: operator.operatorId, ...body }),
  );

  registerConsoleCall(app, 'consolePaymentTotals', ({ query }) => payments.totals(query));
};
