export { PlanChange } from './PlanChange.tsx';
