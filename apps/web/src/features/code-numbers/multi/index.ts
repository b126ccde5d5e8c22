export { MultiBrandVerification } from './MultiBrandVerification.tsx';
