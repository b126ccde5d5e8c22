import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { OldNumber } from '@switchboard/protocol';
import { CodeNumberType } from '@switchboard/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/api/queries.ts';
import { useRuntime } from '../../../lib/runtime.ts';
import { useSession } from '../../../lib/session.ts';
import { startCodeSession, unlessRunning, useCodeSession } from '../core/codeSession.ts';
import { VerificationDialogs } from '../core/dialogs.tsx';
import { CodeHistory } from './CodeHistory.tsx';
import { NoticeDialog } from './NoticeDialog.tsx';
import { NumberManagement } from './NumberManagement.tsx';
import { RightPanel } from './RightPanel.tsx';
import { type CodeChoice, StepChoose } from './StepChoose.tsx';
import { StepReceive } from './StepReceive.tsx';

type View = 'new' | 'numbers' | 'history';

/** The verification section of pingme, wephone, wetalk and wetalkpro: menu, the chosen view, right panel. */
export function MultiBrandVerification() {
  const { t } = useTranslation('verificationMulti');
  const queryClient = useQueryClient();
  const hasToken = useSession((state) => state.token !== null);
  const front = useRuntime((state) => state.front);
  const signedIn = hasToken && !front;
  const hasLock = useCodeSession((state) => state.locked !== null);
  const [view, setView] = useState<View>('new');
  const [hint, setHint] = useState<string | null>(null);
  // Back from step 2 keeps the service and country of the last number (the option list reloads).
  const [lastChoice, setLastChoice] = useState<Pick<CodeChoice, 'app' | 'country'> | null>(null);
  // Step 1 stays mounted until a number is locked: a refused lock keeps service, country,
  // option and agreement, with the reason next to the list.
  const receiving = view === 'new' && hasLock;

  // Every move inside the section is refused with the already-running warning while a code is received.
  const go = (next: View) => unlessRunning(() => setView(next));
  const start = (choice: CodeChoice) => {
    setLastChoice({ app: choice.app, country: choice.country });
    void startCodeSession(queryClient, {
      app: choice.app.app,
      country: choice.country.code,
      option: choice.option,
    });
  };
  const receiveAgain = (number: OldNumber) =>
    unlessRunning(() => {
      setView('new');
      void startCodeSession(queryClient, {
        app: number.app,
        country: number.code,
        option: { numberType: CodeNumberType.own, phone: number.oldPhone },
      });
    });
  // Back on step 1 the option list must show the numbers as they are now.
  const backToChoose = () =>
    void queryClient.invalidateQueries({ queryKey: queryKeys.verificationOptionsAll });

  const menu: { view: View; label: string }[] = [
    { view: 'numbers', label: t('menu.numbers') },
    { view: 'history', label: t('menu.history') },
  ];

  return (
    <Box sx={{ display: 'flex', gap: 3, p: 3, alignItems: 'flex-start' }} data-testid="verification-multi">
      <Box component="nav" sx={{ width: 200, flexShrink: 0 }}>
        <Button fullWidth variant="contained" onClick={() => go('new')} data-testid="verification-menu-new">
          {t('menu.newCode')}
        </Button>
        {signedIn && (
          <List component="div">
            {menu.map((item) => (
              <ListItemButton
                key={item.view}
                selected={view === item.view}
                onClick={() => go(item.view)}
                data-testid={`verification-menu-${item.view}`}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
          </List>
        )}
      </Box>
      <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
        {view === 'new' && !receiving && <StepChoose onGetNumber={start} initial={lastChoice} />}
        {receiving && <StepReceive onBack={backToChoose} onSubscribed={setHint} />}
        {view === 'numbers' && <NumberManagement onReceive={receiveAgain} />}
        {view === 'history' && <CodeHistory />}
      </Box>
      <RightPanel />
      <VerificationDialogs />
      <NoticeDialog
        message={hint}
        onClose={() => {
          setHint(null);
          setView('numbers');
        }}
      />
    </Box>
  );
}
