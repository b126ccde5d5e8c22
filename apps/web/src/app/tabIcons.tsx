import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import DialpadOutlined from '@mui/icons-material/DialpadOutlined';
import MarkChatReadOutlined from '@mui/icons-material/MarkChatReadOutlined';
import type { TabId } from '@switchboard/protocol';

/** The side-bar icon of each tab. */
export const tabIcons: Record<TabId, SvgIconComponent> = {
  chats: ChatOutlined,
  verification: MarkChatReadOutlined,
  numbers: DialpadOutlined,
  contacts: ContactsOutlined,
  account: AccountCircleOutlined,
};
