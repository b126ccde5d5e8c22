import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { ChatComposer, ChatDialogs, NewChatHeader, resendMessage } from './compose/index.ts';
import { ChatContactPanel, ChatContacts } from './contacts/ChatContacts.tsx';
import { useContactsEnabled } from './contacts/contactNames.ts';
import { ConversationList } from './list/ConversationList.tsx';
import { ProfileHeader } from './list/ProfileHeader.tsx';
import { useChats } from './state/chatStore.ts';
import { useChatView } from './state/viewStore.ts';
import type { ListStatus } from './sync/useChatsData.ts';
import { ChatHeader } from './view/ChatHeader.tsx';
import { NewChatHint, NoNumberCard, PickChatPrompt } from './view/EmptyStates.tsx';
import { MessageList } from './view/MessageList.tsx';
import { UnknownNumberBanner } from './view/UnknownNumberBanner.tsx';

/** Width of the conversation column (spec: 272 px). */
export const CHAT_LIST_WIDTH = 272;
/** A notice of the chats screen shows this long (5 s). */
export const NOTICE_MS = 5_000;

/** The screen's notice (a delete the server refused, undone). */
function ChatsNoticeBar() {
  const { t } = useTranslation('chats');
  const notice = useChatView((state) => state.notice);
  const close = () => useChatView.getState().showNotice(null);
  return (
    <Snackbar
      open={notice !== null}
      autoHideDuration={NOTICE_MS}
      onClose={(_event, reason) => reason !== 'clickaway' && close()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="warning" variant="filled" role="alert" onClose={close} sx={{ width: '100%' }}>
        {notice ? t(`notice.${notice}`) : ''}
      </Alert>
    </Snackbar>
  );
}

function RightSide({ numbersLoaded, hasNumber }: { numbersLoaded: boolean; hasNumber: boolean }) {
  const selectedKey = useChats((state) => state.selectedKey);
  const composingNew = useChats((state) => state.composingNew);

  if (composingNew) {
    return (
      <>
        <NewChatHeader />
        {selectedKey ? (
          <MessageList key={selectedKey} chatKey={selectedKey} onResend={resendMessage} />
        ) : (
          <NewChatHint />
        )}
        <ChatComposer />
      </>
    );
  }
  if (selectedKey) {
    return (
      <>
        <ChatHeader chatKey={selectedKey} />
        <UnknownNumberBanner chatKey={selectedKey} />
        <MessageList key={selectedKey} chatKey={selectedKey} onResend={resendMessage} />
        <ChatComposer />
      </>
    );
  }
  if (numbersLoaded && !hasNumber) return <NoNumberCard />;
  return <PickChatPrompt />;
}

/** The chats screen: profile header and conversations on the left, the open chat on the right. */
export function ChatLayout({
  listStatus,
  onRetryList,
  numbersLoaded,
  hasNumber,
}: {
  listStatus: ListStatus;
  onRetryList: () => void;
  numbersLoaded: boolean;
  hasNumber: boolean;
}) {
  const contactsEnabled = useContactsEnabled();
  return (
    <Box sx={{ flex: 1, minHeight: 0, height: '100%', display: 'flex', overflow: 'hidden' }}>
      <Box
        component="aside"
        sx={{
          width: CHAT_LIST_WIDTH,
          flexShrink: 0,
          display: 'flex',
          flexDirection: 'column',
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <ProfileHeader hasNumber={hasNumber || !numbersLoaded} />
        <ConversationList status={listStatus} onRetry={onRetryList} />
      </Box>
      <Box component="section" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <RightSide numbersLoaded={numbersLoaded} hasNumber={hasNumber} />
      </Box>
      {contactsEnabled && <ChatContactPanel />}
      {contactsEnabled && <ChatContacts />}
      <ChatDialogs />
      <ChatsNoticeBar />
    </Box>
  );
}
