import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { formatPhone, fullNumber, type VirtualPhone } from '@switchboard/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnNumbers } from '../sync/useChatsData.ts';
import { checkSender, matchesOwnNumber } from './lib/number.ts';
import { useCompose } from './state/composeStore.ts';

const label = (own: VirtualPhone | string) =>
  typeof own === 'string' ? own : formatPhone(own.telCode, own.phone);

/** The From field: a searchable list of the user's own numbers; a typed number must be one of them. */
export function FromField() {
  const { t } = useTranslation('compose');
  const { ownNumbers } = useOwnNumbers();
  const from = useCompose((state) => state.from);
  const [error, setError] = useState(false);

  const accept = (value: VirtualPhone | string | null) => {
    if (value === null) return;
    const own = typeof value === 'string' ? checkSender(value, ownNumbers) : value;
    setError(own === null);
    if (own) useCompose.getState().setFrom(own);
  };

  return (
    <Autocomplete<VirtualPhone, false, true, true>
      freeSolo
      disableClearable
      autoHighlight
      options={ownNumbers}
      value={from ?? ''}
      getOptionLabel={label}
      isOptionEqualToValue={(option, value) =>
        typeof value !== 'string' &&
        fullNumber(option.telCode, option.phone) === fullNumber(value.telCode, value.phone)
      }
      filterOptions={(options, state) => options.filter((own) => matchesOwnNumber(own, state.inputValue))}
      onOpen={() => useCompose.getState().setPicking(true)}
      onClose={() => useCompose.getState().setPicking(false)}
      onChange={(_event, value) => accept(value)}
      onInputChange={(_event, _value, reason) => reason === 'input' && setError(false)}
      noOptionsText={t('newChat.noOwnNumbers')}
      sx={{ flex: 1, minWidth: 220 }}
      renderOption={({ key, ...props }, own) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
          <span>{label(own)}</span>
          {own.tollFree && <Chip size="small" label={t('newChat.tollFree')} />}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          placeholder={t('newChat.fromPlaceholder')}
          error={error}
          helperText={error ? t('newChat.notOwnNumber') : undefined}
          onBlur={(event) => {
            const typed = event.target.value;
            if (typed.trim() !== '' && (!from || typed !== label(from))) accept(typed);
          }}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('newChat.from') },
          }}
        />
      )}
    />
  );
}
