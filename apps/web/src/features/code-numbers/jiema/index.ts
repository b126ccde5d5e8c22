export { JiemaVerification } from './JiemaVerification.tsx';
