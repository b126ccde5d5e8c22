import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../../lib/runtime.ts';
import { unlessRunning } from '../core/codeSession.ts';
import { VerificationDialogs } from '../core/dialogs.tsx';
import { BottomCards } from './BottomCards.tsx';
import { FrontSignIn } from './FrontSignIn.tsx';
import { NewNumberTab } from './NewNumberTab.tsx';
import { OldNumberTab } from './OldNumberTab.tsx';

type JiemaTab = 'new' | 'old';

/** jiema's single verification page: the new-number and old-number tabs above the bottom cards. */
export function JiemaVerification() {
  const { t } = useTranslation('verification');
  const [tab, setTab] = useState<JiemaTab>('new');
  const front = useRuntime((state) => state.front);
  return (
    <Box sx={{ p: 3, maxWidth: 1100, mx: 'auto' }} data-testid="jiema-verification">
      <Typography variant="h5" sx={{ mb: 1 }}>
        {t('title')}
      </Typography>
      {/* Toggle buttons, not tabs: the shell's main tab list is the page's only tablist. */}
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={tab}
        onChange={(_event, next: JiemaTab | null) => {
          if (next) unlessRunning(() => setTab(next));
        }}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="new" data-testid="tab-new">
          {t('tabs.new')}
        </ToggleButton>
        <ToggleButton value="old" data-testid="tab-old">
          {t('tabs.old')}
        </ToggleButton>
      </ToggleButtonGroup>
      {tab === 'new' ? (
        <NewNumberTab />
      ) : front ? (
        // A visitor has no numbers yet; the tab says why it is empty and how to see them.
        <FrontSignIn text={t('front.old')} testId="old-login" />
      ) : (
        <OldNumberTab onNewNumber={() => setTab('new')} onReceiving={() => setTab('new')} />
      )}
      <BottomCards />
      <VerificationDialogs />
    </Box>
  );
}
