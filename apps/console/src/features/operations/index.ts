/** The state of the service: nodes, database, Redis, background jobs, undelivered messages, outbox. */
export { OperationsScreen } from './OperationsScreen.tsx';
