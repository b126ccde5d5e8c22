/** Public API of the invite feature: invite, redeem and the unlock-bonus dialog the account tab shows. */
export { InviteSection } from './InviteSection.tsx';
export { RedeemSection } from './RedeemSection.tsx';
export { openUnlockBonus, UnlockBonusDialog } from './UnlockBonusDialog.tsx';
