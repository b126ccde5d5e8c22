import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { VerificationApp } from '@switchboard/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/runtime.ts';
import { AppLogo } from '../core/AppLogo.tsx';
import { appMatches, appName, useSpeller } from '../core/appSearch.ts';
import { outOfStock, type ServiceRow } from '../core/serviceOrder.ts';
import { useServiceShelf } from '../core/useServiceShelf.ts';

interface ServicePickerProps {
  apps: readonly VerificationApp[];
  /** ISO code of the chosen country (prices and stock), null before one is chosen. */
  country: string | null;
  value: VerificationApp | null;
  onChange: (app: VerificationApp | null) => void;
}

/**
 * Step 1's service field: each app with its logo, price and stock in the country (out of stock greyed
 * after those in stock), favourites on top then recent apps, searched in English, Chinese and pinyin;
 * the star beside the field stars the chosen app for a signed-in user.
 */
export function ServicePicker({ apps, country, value, onChange }: ServicePickerProps) {
  const { t } = useTranslation('verificationMulti');
  const { t: tList } = useTranslation('verification');
  const language = useUiLanguage();
  const [typed, setTyped] = useState('');
  const speller = useSpeller(typed.trim() !== '');
  const { rows, canStar, stockLine, toggleFavourite } = useServiceShelf(apps, country);
  const chosen = value === null ? null : (rows.find((row) => row.app.app === value.app) ?? null);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Autocomplete<ServiceRow>
        sx={{ flex: 1 }}
        options={rows}
        value={chosen}
        getOptionLabel={(row) => appName(row.app, language)}
        isOptionEqualToValue={(a, b) => a.app.app === b.app.app}
        filterOptions={(options, state) =>
          options.filter((row) => appMatches(row.app, state.inputValue, speller))
        }
        onInputChange={(_, input) => setTyped(input)}
        onChange={(_, row) => onChange(row?.app ?? null)}
        noOptionsText={tList('serviceList.noMatch')}
        renderOption={({ key, ...props }, row) => {
          const line = stockLine(row);
          const lineId = `service-line-${row.app.app}`;
          return (
            <Box
              component="li"
              key={key}
              {...props}
              // The name alone is the option's name; its price and stock describe it.
              aria-label={appName(row.app, language)}
              aria-describedby={line ? lineId : undefined}
              data-testid={`service-option-${row.app.app}`}
              sx={{ display: 'flex', gap: 1.5, opacity: outOfStock(row) ? 0.6 : 1 }}
            >
              <AppLogo appId={row.app.app} name={appName(row.app, language)} size={24} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2">{appName(row.app, language)}</Typography>
                {line ? (
                  <Typography id={lineId} variant="caption" color="text.secondary">
                    {line}
                  </Typography>
                ) : null}
              </Box>
              {row.favourite ? (
                <StarIcon aria-hidden="true" fontSize="small" sx={{ color: 'warning.main' }} />
              ) : null}
            </Box>
          );
        }}
        renderInput={(params) => (
          <TextField {...params} label={t('step1.service')} placeholder={t('step1.servicePlaceholder')} />
        )}
      />
      {canStar && chosen !== null ? (
        <IconButton
          aria-label={tList(chosen.favourite ? 'serviceList.unfavourite' : 'serviceList.favourite')}
          aria-pressed={chosen.favourite}
          data-testid={`service-star-${chosen.app.app}`}
          onClick={() => toggleFavourite(chosen.app.app, !chosen.favourite)}
        >
          {chosen.favourite ? <StarIcon sx={{ color: 'warning.main' }} /> : <StarBorderIcon />}
        </IconButton>
      ) : null}
    </Box>
  );
}
