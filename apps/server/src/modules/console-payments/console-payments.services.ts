import type { PaymentProviders } from '../../adapters/payments/index.ts';
import type { PaymentProvider } from '../../adapters/payments/types.ts';
import type { Db } from '../../db/types.ts';
import type { AuditService } from '../audit/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import { ConsolePaymentService } from './console-payments.service.ts';
import { PaymentRefundService } from './payment-refund.service.ts';

/** The console's side of payments: reading orders and totals, refunding to the balance or the payer. */
export interface ConsolePaymentServices {
  payments: ConsolePaymentService;
  refunds: PaymentRefundService;
}

/** Makes the console's payment services. */
export function createConsolePayments(deps: {
  db: Db;
  ledger: LedgerService;
  audit: AuditService;
  providers: PaymentProviders;
}): ConsolePaymentServices {
  const { db, ledger, audit } = deps;
  const providers = Object.values(deps.providers).filter(
    (provider): provider is PaymentProvider => provider !== undefined,
  );
  return {
    payments: new ConsolePaymentService(db, providers),
    refunds: new PaymentRefundService({ db, ledger, audit, providers }),
  };
}
