import { useRuntime } from '../../lib/runtime.ts';
import { useSession } from '../../lib/session.ts';
import { ChatLayout } from './ChatLayout.tsx';
import { useChatList, useOpenConversationSync, useOwnNumbers } from './sync/useChatsData.ts';
import { ChatsVisitor } from './view/EmptyStates.tsx';

function ChatsScreen() {
  const numbers = useOwnNumbers();
  const list = useChatList();
  useOpenConversationSync();
  return (
    <ChatLayout
      listStatus={list.status}
      onRetryList={list.retry}
      numbersLoaded={numbers.loaded}
      hasNumber={numbers.hasNumber}
    />
  );
}

/** The chats tab: the signed-in chats screen, or what a front-page visitor sees. */
export default function ChatsPanel() {
  const front = useRuntime((state) => state.front);
  const token = useSession((state) => state.token);
  if (front || token === null) return <ChatsVisitor />;
  return <ChatsScreen />;
}
