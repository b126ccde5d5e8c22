/** Public API of the numbers feature for other features: the pay-back link of the mobile-plan page. */
export { followPayBack, payBack, setPayBack } from './mobilePlan/payBack.ts';
