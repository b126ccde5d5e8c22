export type { PlanChangeProps } from './PlanChange.tsx';
export { PlanChange } from './PlanChange.tsx';
