/** Public API of the security feature: the account tab's Security section. */
export { SecuritySection } from './SecuritySection.tsx';
