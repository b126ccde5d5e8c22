import { UnavailablePanel } from '../../components/UnavailablePanel.tsx';

/** The numbers tab until its feature is built: says so in the user's language. */
export default function NumbersPanel() {
  return <UnavailablePanel tab="numbers" />;
}
