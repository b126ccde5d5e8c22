import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CODE_SEARCH_ABOVE,
  CODE_STOCK_SHOWN,
  formatFullNumber,
  type PhoneOption,
} from '@switchboard/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A stable key of an option: the special options have no number, so their kind names them. */
export function optionKey(option: PhoneOption): string {
  return option.phone === '' ? `special-${option.numberType}` : option.phone;
}

/** The two special options first (no number, keepable then one-time), then the user's own numbers in server order. */
export function orderOptions(list: readonly PhoneOption[]): PhoneOption[] {
  const special = list.filter((option) => option.phone === '').sort((a, b) => a.numberType - b.numberType);
  return [...special, ...list.filter((option) => option.phone !== '')];
}

interface OptionListProps {
  options: readonly PhoneOption[];
  selected: string | null;
  onSelect: (option: PhoneOption) => void;
}

/** The number options of step 1; a search box appears when there are more than CODE_SEARCH_ABOVE. */
export function OptionList({ options, selected, onSelect }: OptionListProps) {
  const { t } = useTranslation('verificationMulti');
  const [search, setSearch] = useState('');
  const ordered = orderOptions(options);
  const needle = search.replace(/\D/g, '');
  // The special options say how many numbers are free, or why none can be had now.
  const stockLine = (option: PhoneOption): string | null => {
    if (!option.canGetNumber) return option.reason || t('step1.noStock');
    if (option.available === undefined) return null;
    return option.available > CODE_STOCK_SHOWN
      ? t('step1.availableMany', { count: CODE_STOCK_SHOWN })
      : t('step1.available', { count: option.available });
  };
  const shown =
    needle === ''
      ? ordered
      : ordered.filter((option) => option.phone === '' || option.phone.includes(needle));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {ordered.length > CODE_SEARCH_ABOVE && (
        <TextField
          size="small"
          label={t('step1.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'verification-option-search' } }}
        />
      )}
      <List
        component="div"
        dense
        sx={{ maxHeight: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {shown.map((option) => {
          const key = optionKey(option);
          return (
            <ListItemButton
              key={key}
              data-testid="verification-option"
              selected={selected === key}
              disabled={!option.canGetNumber}
              onClick={() => onSelect(option)}
            >
              <ListItemText
                primary={option.phone === '' ? option.tip : formatFullNumber(option.phone)}
                secondary={option.phone === '' ? stockLine(option) : option.tip}
              />
              {option.subStatus === 1 && <Chip size="small" label={t('step1.subscribed')} sx={{ mr: 1 }} />}
              {option.successRate !== null && option.canGetNumber && (
                <Typography variant="caption" color="text.secondary">
                  {t('step1.successRate', { rate: option.successRate })}
                </Typography>
              )}
            </ListItemButton>
          );
        })}
        {shown.length === 0 && (
          <Typography sx={{ p: 1 }} color="text.secondary">
            {t('step1.noMatch')}
          </Typography>
        )}
      </List>
    </Box>
  );
}
