/** Public API of the onboarding feature: the getting-started guide the shell shows after a sign-up. */
export { OnboardingDialog } from './OnboardingDialog.tsx';
