/** Public API of the payments feature: the recharge section the account tab shows. */
export { RechargeTab } from './RechargeTab.tsx';
