/** Payments: orders across accounts, one order with its provider events and refund, daily totals. */
export { PaymentDetailScreen } from './PaymentDetailScreen.tsx';
export { PaymentsScreen } from './PaymentsScreen.tsx';
