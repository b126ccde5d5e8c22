/** Public API of the verification feature for the account tab (jiema's Number management and history). */
export { VerificationHistory, VerificationNumbers } from './AccountViews.tsx';
