import { UnavailablePanel } from '../../components/UnavailablePanel.tsx';

/** The verification tab until its feature is built: says so in the user's language. */
export default function VerificationPanel() {
  return <UnavailablePanel tab="verification" />;
}
