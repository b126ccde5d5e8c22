export type { NewNumberFlowProps } from './NewNumberFlow.tsx';
export { NewNumberFlow } from './NewNumberFlow.tsx';
