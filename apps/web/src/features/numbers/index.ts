/**
 * Public API of the numbers feature for other features: the pay-back link of the mobile-plan page,
 * and opening the new-number flow (from the chats tab of a user without a number).
 */
export { followPayBack, setPayBack } from './mobilePlan/payBack.ts';
/** The forwarding and voicemail toggles and the number list they read, for the account tab's Call settings. */
export { CallSettings } from './settings/CallSettings.tsx';
export { openNumbersMode } from './state.ts';
export { useNumbers } from './useNumbers.ts';
