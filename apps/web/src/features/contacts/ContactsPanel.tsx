import { UnavailablePanel } from '../../components/UnavailablePanel.tsx';

/** The contacts tab until its feature is built: says so in the user's language. */
export default function ContactsPanel() {
  return <UnavailablePanel tab="contacts" />;
}
