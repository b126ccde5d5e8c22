import type { AuditAction } from '@switchboard/protocol';

/** The audit log's name of a refund, whichever way the money went. */
export const PAYMENT_REFUND_ACTION = 'payment.refund' satisfies AuditAction;
