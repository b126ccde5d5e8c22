export { NewNumberFlow } from './NewNumberFlow.tsx';
