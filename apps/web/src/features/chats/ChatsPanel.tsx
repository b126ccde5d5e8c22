import { UnavailablePanel } from '../../components/UnavailablePanel.tsx';

/** The chats tab until its feature is built: says so in the user's language. */
export default function ChatsPanel() {
  return <UnavailablePanel tab="chats" />;
}
