import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { TabId } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../components/BrandLogo.tsx';
import { ColorSchemeSwitch } from '../components/ColorSchemeSwitch.tsx';
import { LanguageSwitch } from '../components/LanguageSwitch.tsx';
import { useBrand, useUiLanguage } from '../lib/runtime.ts';
import { useHasUnreadChats } from '../lib/unread.ts';
import { tabIcons } from './tabIcons.tsx';
import { SIDEBAR_WIDTH } from './theme.ts';

/**
 * The 55 px vertical bar: brand logo, the brand's tabs, then appearance, language, logout, the
 * keyboard shortcuts and help at the bottom. It keeps the brand's own dark colours in both schemes.
 */
export function TabBar({
  tabs,
  current,
  onSelect,
  onLogout,
  helpHref,
  onShortcuts,
}: {
  tabs: readonly TabId[];
  current: TabId;
  onSelect: (tab: TabId) => void;
  onLogout: () => void;
  helpHref: string;
  onShortcuts: () => void;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const language = useUiLanguage();
  const hasUnread = useHasUnreadChats();
  const { sidebar, sidebarIcon, primary } = brand.colors;

  return (
    <Box
      component="nav"
      sx={{
        width: SIDEBAR_WIDTH,
        flexShrink: 0,
        height: '100vh',
        bgcolor: sidebar,
        color: sidebarIcon,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        py: 1.5,
        // The theme's focus ring is in the accent colour, which can be faint on the dark bar.
        '& .MuiButtonBase-root.Mui-focusVisible': { outlineColor: '#ffffff' },
      }}
    >
      <BrandLogo svg={brand.logoSvg} size={34} alt={brand.name[language]} />
      <Box
        role="tablist"
        aria-label={t('sidebar.tabsLabel')}
        aria-orientation="vertical"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, mt: 2.5, flex: 1 }}
      >
        {tabs.map((tab) => {
          const Icon = tabIcons[tab];
          const selected = tab === current;
          const label = t(`tabs.${tab}`);
          return (
            <Tooltip key={tab} title={label} placement="right">
              <ButtonBase
                role="tab"
                id={`tab-${tab}`}
                aria-selected={selected}
                aria-controls="tab-panel"
                aria-label={label}
                data-tab={tab}
                onClick={() => onSelect(tab)}
                sx={{
                  width: 55,
                  height: 48,
                  position: 'relative',
                  color: selected ? '#ffffff' : sidebarIcon,
                  bgcolor: selected ? 'rgba(255,255,255,0.12)' : 'transparent',
                  '&::before': {
                    content: '""',
                    position: 'absolute',
                    left: 0,
                    top: 10,
                    bottom: 10,
                    width: 3,
                    borderRadius: '0 3px 3px 0',
                    bgcolor: selected ? primary : 'transparent',
                  },
                  '&:hover': { bgcolor: 'rgba(255,255,255,0.08)', color: '#ffffff' },
                  // Inside the tab: the bar is exactly as wide, so a ring outside would be cut off.
                  '&.Mui-focusVisible': { outlineOffset: -3 },
                }}
              >
                <Badge
                  variant="dot"
                  color="error"
                  invisible={!(tab === 'chats' && hasUnread)}
                  slotProps={{ badge: { 'aria-label': t('sidebar.unread') } as object }}
                >
                  <Icon />
                </Badge>
              </ButtonBase>
            </Tooltip>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
        <ColorSchemeSwitch sx={{ color: sidebarIcon, '&:hover': { color: '#ffffff' } }} />
        <LanguageSwitch sx={{ color: sidebarIcon, fontSize: 12, '&:hover': { color: '#ffffff' } }} />
        <Tooltip title={t('sidebar.logout')} placement="right">
          <IconButton aria-label={t('sidebar.logout')} onClick={onLogout} sx={{ color: sidebarIcon }}>
            <LogoutOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('sidebar.shortcuts')} placement="right">
          <IconButton
            aria-label={t('sidebar.shortcuts')}
            aria-haspopup="dialog"
            onClick={onShortcuts}
            sx={{ color: sidebarIcon }}
          >
            <KeyboardOutlined />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('sidebar.help')} placement="right">
          <IconButton
            component="a"
            href={helpHref}
            aria-label={t('sidebar.help')}
            sx={{ color: sidebarIcon }}
          >
            <HelpOutline />
          </IconButton>
        </Tooltip>
      </Box>
    </Box>
  );
}
