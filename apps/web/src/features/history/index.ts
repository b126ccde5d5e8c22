export { BillHistory } from './BillHistory.tsx';
export { CallHistory } from './CallHistory.tsx';
export { PaymentHistory } from './PaymentHistory.tsx';
export { SmsHistory } from './SmsHistory.tsx';
export { SubscriptionHistory } from './SubscriptionHistory.tsx';
