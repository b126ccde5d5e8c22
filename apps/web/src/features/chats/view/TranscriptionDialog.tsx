import Check from '@mui/icons-material/Check';
import Search from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/runtime.ts';
import { searchSttLocales } from '../stt/locales.ts';

/** 'Choose a Transcription Language': a search field, the locale list (automatic first) and Done. */
export function TranscriptionDialog({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: (language: string) => void;
}) {
  const { t } = useTranslation('chats');
  const language = useUiLanguage();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState('');
  const locales = useMemo(() => searchSttLocales(query), [query]);
  const label = (entry: { en: string; zh: string }) => (language === 'zh-CN' ? entry.zh : entry.en);
  const other = (entry: { en: string; zh: string }) => (language === 'zh-CN' ? entry.en : entry.zh);

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="stt-dialog-title">
      <DialogTitle id="stt-dialog-title">{t('stt.title')}</DialogTitle>
      <DialogContent dividers sx={{ p: 0, display: 'flex', flexDirection: 'column', height: 420 }}>
        <TextField
          size="small"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('stt.search')}
          slotProps={{
            htmlInput: { 'aria-label': t('stt.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ m: 2, mb: 1 }}
        />
        <List dense role="listbox" aria-label={t('stt.title')} sx={{ flex: 1, overflowY: 'auto', pt: 0 }}>
          {locales.map((entry) => (
            <ListItemButton
              key={entry.code || 'auto'}
              role="option"
              selected={entry.code === chosen}
              aria-selected={entry.code === chosen}
              onClick={() => setChosen(entry.code)}
              onDoubleClick={() => onDone(entry.code)}
            >
              <ListItemText
                primary={label(entry)}
                secondary={entry.code ? `${other(entry)} · ${entry.code}` : other(entry)}
              />
              {entry.code === chosen && <Check fontSize="small" color="primary" />}
            </ListItemButton>
          ))}
          {locales.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
              {t('stt.none')}
            </Typography>
          )}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('stt.cancel')}</Button>
        <Button variant="contained" onClick={() => onDone(chosen)}>
          {t('stt.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
