import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { VirtualPhoneListData } from '@switchboard/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CallSettings as Settings, setForward, setVoicemail } from '../api.ts';
import { useApplyCallSettings } from '../useNumbers.ts';

type Setting = 'forward' | 'voicemail';

/**
 * Forwarding to the verified phone and voicemail, each shown only when available. They exclude each
 * other on the server, so the view shows the two states the server answers rather than guessing.
 * Forwarding without a verified phone answers 100025, whose global reaction opens the verified modal.
 */
export function CallSettings({ data }: { data: VirtualPhoneListData }) {
  const { t } = useTranslation('numbers');
  const apply = useApplyCallSettings();
  const [busy, setBusy] = useState<Setting | null>(null);

  const change = async (setting: Setting, on: boolean) => {
    setBusy(setting);
    try {
      const answer: Settings = setting === 'forward' ? await setForward(on) : await setVoicemail(on);
      apply(answer);
    } catch (error) {
      // Already alerted or handled by the retcode reactions; the switch keeps the server's last state.
      console.warn(`set ${setting} failed`, error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack spacing={2} data-testid="numbers-settings">
      <Typography variant="h6">{t('settings.title')}</Typography>
      {data.canForward && (
        <FormControlLabel
          control={
            <Switch
              checked={data.forwardStatus === 1}
              disabled={busy !== null}
              onChange={(_event, on) => void change('forward', on)}
            />
          }
          label={t('settings.forward')}
        />
      )}
      {data.canVoicemail && (
        <FormControlLabel
          control={
            <Switch
              checked={data.voicemailStatus === 1}
              disabled={busy !== null}
              onChange={(_event, on) => void change('voicemail', on)}
            />
          }
          label={t('settings.voicemail')}
        />
      )}
      <Typography variant="body2" color="text.secondary">
        {t('settings.exclusive')}
      </Typography>
    </Stack>
  );
}
