import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatPhone, type NumberType } from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { areaCodesQuery, numberSearchQuery } from '../../../lib/api/queries.ts';
import { type Picks, resolvePicks } from './picks.ts';
import { areaCodesFor, filterNumbers, hidesAreaCode, hidesProvince } from './selection.ts';

/** Props of step 1. */
export interface NumberStepProps {
  picks: Picks;
  onPicks(picks: Picks): void;
  onNext(picks: Picks): void;
  onCancel(): void;
}

/** Height of the number list, as the spec fixes it. */
const LIST_HEIGHT = 180;

/**
 * Step 1 of the new-number flow: country, number type, province and area code (each hidden where it
 * means nothing), then one free number from a short scroll list; Next needs a number from that list.
 */
export function NumberStep({ picks, onPicks, onNext, onCancel }: NumberStepProps) {
  const { t } = useTranslation('numbersFlow');
  const [search, setSearch] = useState('');
  const tree = useQuery(areaCodesQuery());
  const countries = tree.data?.countries ?? [];
  const resolved = resolvePicks(countries, picks);
  const country = countries.find((entry) => entry.code === resolved.code);
  const showProvince = country !== undefined && !hidesProvince(country.code, resolved.type);
  const provinces = country?.typeList.find((entry) => entry.type === resolved.type)?.provinces ?? [];
  const areaCodes = areaCodesFor(country, resolved.type, resolved.province);
  // A region whose free numbers carry no area code is searched by country, like GB and AU.
  const showArea = country !== undefined && !hidesAreaCode(country.code) && areaCodes.length > 0;
  const ready = country !== undefined && resolved.type !== null && (!showArea || resolved.areaCode !== '');

  const numbers = useQuery({
    ...numberSearchQuery({
      code: resolved.code,
      type: resolved.type as NumberType,
      telCode: country?.telCode ?? '',
      areaCode: showArea ? resolved.areaCode : undefined,
    }),
    enabled: ready,
  });
  const phones = numbers.data?.phones ?? [];
  const shown = filterNumbers(phones, search);
  // Only a number the user can see counts as chosen, so a search hiding it blocks Next too.
  const chosen = shown.find(
    (entry) => entry.phone === resolved.number?.phone && entry.telCode === resolved.number?.telCode,
  );

  const change = (next: Partial<Picks>) => onPicks({ ...resolved, number: null, ...next });

  return (
    <Stack spacing={2} data-testid="new-number-step1">
      <Typography variant="h6">{t('steps.number')}</Typography>
      {tree.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
      <TextField
        select
        label={t('country')}
        value={resolved.code}
        onChange={(event) => change({ code: event.target.value, type: null, province: '', areaCode: '' })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        disabled={countries.length === 0}
      >
        {countries.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {`${entry.name} (+${entry.telCode})`}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label={t('numberType')}
        value={resolved.type ?? ''}
        onChange={(event) => change({ type: event.target.value as NumberType, province: '', areaCode: '' })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        disabled={!country}
      >
        {country?.typeList.map((entry) => (
          <option key={entry.type} value={entry.type}>
            {entry.name}
          </option>
        ))}
      </TextField>
      {showProvince && (
        <TextField
          select
          label={t('province')}
          value={resolved.province}
          onChange={(event) => change({ province: event.target.value, areaCode: '' })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {provinces.map((entry) => (
            <option key={entry.name} value={entry.name}>
              {entry.name}
            </option>
          ))}
        </TextField>
      )}
      {showArea && (
        <TextField
          select
          label={t('areaCode')}
          value={resolved.areaCode}
          onChange={(event) => change({ areaCode: event.target.value })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {areaCodes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </TextField>
      )}
      <Typography variant="subtitle2">{t('chooseNumber')}</Typography>
      <TextField
        size="small"
        label={t('search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        disabled={phones.length === 0}
      />
      <Box
        sx={{ height: LIST_HEIGHT, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {numbers.isFetching && !numbers.data && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('loading')}
          </Typography>
        )}
        {numbers.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
        {numbers.isSuccess && phones.length === 0 && (
          <Alert severity="info" data-testid="no-number-area">
            {t('noNumberArea')}
          </Alert>
        )}
        {phones.length > 0 && shown.length === 0 && (
          <Alert severity="info" data-testid="no-number-found">
            {t('noNumberFound')}
          </Alert>
        )}
        {shown.length > 0 && (
          <List dense role="listbox" aria-label={t('chooseNumber')} data-testid="number-list">
            {shown.map((entry) => (
              <ListItemButton
                key={`${entry.telCode}${entry.phone}`}
                role="option"
                aria-selected={entry === chosen}
                selected={entry === chosen}
                onClick={() => onPicks({ ...resolved, number: entry })}
              >
                <ListItemText
                  primary={formatPhone(entry.telCode, entry.phone)}
                  secondary={entry.region || undefined}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button
          variant="contained"
          disabled={!chosen}
          onClick={() => onNext({ ...resolved, number: chosen ?? null })}
        >
          {t('next')}
        </Button>
      </Stack>
    </Stack>
  );
}
