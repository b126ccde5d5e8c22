import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { goToTab, useNavigation } from '../../lib/navigation.ts';
import { useRuntime } from '../../lib/runtime.ts';
import { RechargeTab } from '../payments/index.ts';
import { ProfileSection } from './ProfileSection.tsx';

/** Sections of the account tab's left navigation. */
export const ACCOUNT_SECTIONS = ['profile', 'recharge'] as const;

/** One section of the account tab. */
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** The sections shown: Recharge is hidden on the front page (nobody signed in). */
export function visibleSections(front: boolean): AccountSection[] {
  return ACCOUNT_SECTIONS.filter((section) => !(front && section === 'recharge'));
}

/** The account tab: a left navigation (Profile, Recharge) and the chosen section. */
export default function AccountPanel() {
  const { t } = useTranslation('account');
  const front = useRuntime((state) => state.front);
  const asked = useNavigation((state) => state.section);
  const sections = visibleSections(front);
  const section: AccountSection = sections.find((item) => item === asked) ?? 'profile';

  return (
    <Box sx={{ display: 'flex', width: '100%', minHeight: 0, flexDirection: { xs: 'column', md: 'row' } }}>
      <Box
        component="nav"
        aria-label={t('nav.label')}
        sx={{
          width: { md: 200 },
          flexShrink: 0,
          borderRight: { md: 1 },
          borderColor: { md: 'divider' },
          pt: 2,
        }}
      >
        <List disablePadding>
          {sections.map((item) => (
            <ListItemButton
              key={item}
              selected={item === section}
              aria-current={item === section ? 'page' : undefined}
              onClick={() => goToTab('account', item)}
            >
              <ListItemText primary={t(`nav.${item}`)} />
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, overflow: 'auto' }}>
        {section === 'recharge' ? (
          <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 760, width: '100%' }}>
            <RechargeTab />
          </Box>
        ) : (
          <ProfileSection />
        )}
      </Box>
    </Box>
  );
}
