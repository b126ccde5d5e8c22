import Box from '@mui/material/Box';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountInfo } from '../../lib/api/queries.ts';
import { useNavigation } from '../../lib/navigation.ts';
import { useBrand, useRuntime } from '../../lib/runtime.ts';
import { LogoutDialog } from '../auth/index.ts';
import { VerificationHistory, VerificationNumbers } from '../code-numbers/index.ts';
import { BillHistory, CallHistory, PaymentHistory, SmsHistory } from '../history/index.ts';
import { InviteSection, RedeemSection, UnlockBonusDialog } from '../invite/index.ts';
import { RechargeTab } from '../payments/index.ts';
import { ProfileTab } from '../profile/index.ts';
import { RatesSection } from '../rates/index.ts';
import { SecuritySection } from '../security/index.ts';
import { AccountHeader } from './AccountHeader.tsx';
import { AccountNav } from './AccountNav.tsx';
import { CallSettingsSection } from './CallSettingsSection.tsx';
import { type AccountSection, useInviteFlags, visibleSections } from './sections.ts';

/** The component each section renders. */
const SECTION_VIEWS: Record<AccountSection, ComponentType> = {
  profile: ProfileTab,
  security: SecuritySection,
  rates: RatesSection,
  recharge: RechargeTab,
  paymentHistory: PaymentHistory,
  billHistory: BillHistory,
  smsHistory: SmsHistory,
  callHistory: CallHistory,
  callSettings: CallSettingsSection,
  invite: InviteSection,
  redeem: RedeemSection,
  // Only jiema shows these two: its numbers are verification numbers.
  numberManagement: VerificationNumbers,
  subscriptionHistory: VerificationHistory,
};

/** The account tab: the left navigation, the header and the chosen section (asked via goToTab). */
export default function AccountPanel() {
  const { t } = useTranslation('account');
  const brand = useBrand();
  const front = useRuntime((state) => state.front);
  const flags = useInviteFlags();
  const info = useAccountInfo();
  const asked = useNavigation((state) => state.section);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const sections = visibleSections({ brand, front, ...flags });
  const section: AccountSection = sections.find((item) => item === asked) ?? 'profile';
  const View = SECTION_VIEWS[section];
  const openLogout = () => setLogoutOpen(true);

  return (
    // flex: 1 fills the shell's main area to the window bottom; the section pane scrolls inside it.
    <Box
      sx={{
        display: 'flex',
        flex: 1,
        width: '100%',
        minHeight: 0,
        flexDirection: { xs: 'column', md: 'row' },
      }}
    >
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
        <AccountNav
          sections={sections}
          current={section}
          redeemLocked={!info.data?.phone}
          onLogout={front ? undefined : openLogout}
        />
      </Box>
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          overflow: 'auto',
          p: { xs: 2, md: 4 },
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        {/* At least the pane's height, so a section can let its table reach the window bottom. */}
        <Box
          sx={{ maxWidth: 960, width: '100%', flex: '1 0 auto', display: 'flex', flexDirection: 'column' }}
        >
          <AccountHeader section={section} onLogout={openLogout} />
          <View />
        </Box>
      </Box>
      <UnlockBonusDialog />
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </Box>
  );
}
