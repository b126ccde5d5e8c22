import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CODE_SEARCH_ABOVE, CodeNumberType, formatFullNumber, type OldNumber } from '@switchboard/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountAppsQuery, oldNumbersQuery } from '../../../lib/api/verificationQueries.ts';
import { formatCharge, formatTotal } from '../../../lib/money.ts';
import { goToTab } from '../../../lib/navigation.ts';
import { useBrand, useUiLanguage } from '../../../lib/runtime.ts';
import { releaseNumber, subscribe } from '../core/api.ts';
import { startCodeSession, unlessRunning } from '../core/codeSession.ts';
import { openVerificationDialog } from '../core/dialogStore.ts';
import { OldSmsTable } from './OldSmsTable.tsx';

/** The account section where jiema users manage their kept verification numbers. */
export const MANAGE_SECTION = 'numberManagement';

/** The old-number tab: the user's services, their numbers, the picked number's detail and SMS history. */
export function OldNumberTab({
  onNewNumber,
  onReceiving,
}: {
  onNewNumber: () => void;
  onReceiving: () => void;
}) {
  const { t } = useTranslation('verification');
  const brand = useBrand();
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const [app, setApp] = useState('');
  const [picked, setPicked] = useState<string>('');
  const [search, setSearch] = useState('');
  const apps = useQuery(accountAppsQuery());
  const numbersKey = oldNumbersQuery(app).queryKey;
  const numbers = useQuery({ ...oldNumbersQuery(app), enabled: app !== '' });

  if (apps.isSuccess && apps.data.length === 0) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="old-empty">
        <Typography>{t('old.empty')}</Typography>
        <Button variant="contained" onClick={onNewNumber}>
          {t('old.toNew')}
        </Button>
      </Stack>
    );
  }

  const list = (numbers.data ?? []).filter((entry) => entry.oldPhone.includes(search.replace(/\D/g, '')));
  const number = numbers.data?.find((entry) => entry.oldPhone === picked) ?? null;

  const receive = (entry: OldNumber) =>
    unlessRunning(() => {
      const option = { numberType: CodeNumberType.own, phone: entry.oldPhone };
      void startCodeSession(queryClient, { app: entry.app, country: entry.code, option }).then((locked) => {
        if (locked) onReceiving();
      });
    });
  const askSubscribe = (entry: OldNumber) =>
    openVerificationDialog('subscribe', {
      detail: formatTotal(entry.subRent, brand, language),
      onConfirm: () => {
        void subscribe(entry.app, entry.oldPhone)
          .then(() => queryClient.invalidateQueries({ queryKey: numbersKey }))
          .catch(() => undefined);
      },
    });

  const askRelease = (entry: OldNumber) =>
    openVerificationDialog('release', {
      detail: formatFullNumber(entry.oldPhone),
      onConfirm: () => {
        void releaseNumber(entry.app, entry.oldPhone)
          .then(() => queryClient.invalidateQueries({ queryKey: numbersKey }))
          .catch(() => undefined);
      },
    });

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '180px 220px 1fr', gap: 2 }}>
      <Paper variant="outlined">
        <Typography variant="subtitle2" sx={{ p: 1 }}>
          {t('old.services')}
        </Typography>
        <List component="div" dense>
          {(apps.data ?? []).map((entry) => (
            <ListItemButton
              key={entry.app}
              selected={entry.app === app}
              onClick={() =>
                unlessRunning(() => {
                  setApp(entry.app);
                  setPicked('');
                })
              }
              data-testid={`old-app-${entry.app}`}
            >
              <ListItemText primary={entry.name} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Paper variant="outlined">
        <Typography variant="subtitle2" sx={{ p: 1 }}>
          {t('old.numbers')}
        </Typography>
        {(numbers.data?.length ?? 0) > CODE_SEARCH_ABOVE ? (
          <TextField
            size="small"
            placeholder={t('old.searchNumber')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            sx={{ px: 1 }}
          />
        ) : null}
        <List component="div" dense>
          {list.map((entry) => (
            <ListItemButton
              key={entry.oldPhone}
              selected={entry.oldPhone === picked}
              onClick={() => setPicked(entry.oldPhone)}
              data-testid={`old-number-${entry.oldPhone}`}
            >
              <ListItemText
                primary={`${entry.subStatus === 1 ? '★ ' : ''}${formatFullNumber(entry.oldPhone)}`}
              />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Box>
        {number ? (
          <Paper variant="outlined" sx={{ p: 2 }} data-testid="old-detail">
            <Typography>
              {t('old.service')}: {number.name}
            </Typography>
            <Typography>
              {t('old.number')}: {formatFullNumber(number.oldPhone)}
            </Typography>
            <Typography>
              {t('old.rate')}: {formatCharge(number.codeRate, brand, language)}
            </Typography>
            <Typography>
              {number.subStatus === 1 ? t('old.nextCharge') : t('old.expiry')}:{' '}
              {number.nextPaymentDate.slice(0, 10)}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <Button variant="contained" onClick={() => receive(number)} data-testid="old-receive">
                {t('old.receive')}
              </Button>
              {number.subStatus === 1 ? (
                <Button
                  variant="outlined"
                  onClick={() => unlessRunning(() => goToTab('account', MANAGE_SECTION))}
                >
                  {t('old.manage')}
                </Button>
              ) : (
                <Button
                  variant="outlined"
                  onClick={() => unlessRunning(() => askSubscribe(number))}
                  data-testid="old-subscribe"
                >
                  {t('old.subscribe')}
                </Button>
              )}
              {number.subStatus === 0 && (
                <Button
                  variant="text"
                  color="inherit"
                  onClick={() => unlessRunning(() => askRelease(number))}
                  data-testid="old-release"
                >
                  {t('old.release')}
                </Button>
              )}
            </Stack>
            <OldSmsTable app={number.app} number={number.oldPhone} />
          </Paper>
        ) : null}
      </Box>
    </Box>
  );
}
