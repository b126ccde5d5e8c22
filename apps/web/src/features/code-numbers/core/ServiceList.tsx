import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { VerificationApp } from '@switchboard/protocol';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/runtime.ts';
import { AppLogo } from './AppLogo.tsx';
import { appMatches, appName, useSpeller } from './appSearch.ts';
import { readRecentApps } from './recentApps.ts';
import { outOfStock } from './serviceOrder.ts';
import { useServiceShelf } from './useServiceShelf.ts';

interface ServiceListProps {
  apps: readonly VerificationApp[];
  /** ISO code of the country whose prices and stock the rows show; null shows none. */
  country: string | null;
  selected: string | null;
  onPick: (app: VerificationApp) => void;
}

/**
 * The service list as receive-SMS sites show it: a search (English, Chinese, pinyin), then each app
 * with its logo, price and stock in the country, and a star for signed-in users; favourites on top,
 * recent apps next, apps out of stock greyed after those in stock (still choosable: the number
 * options then say why none can be had).
 */
export function ServiceList({ apps, country, selected, onPick }: ServiceListProps) {
  const { t } = useTranslation('verification');
  const language = useUiLanguage();
  const [search, setSearch] = useState('');
  const speller = useSpeller(search.trim() !== '');
  const { rows, canStar, stockLine, toggleFavourite } = useServiceShelf(apps, country);
  const recent = useMemo(() => new Set(readRecentApps()), []);
  const shown = rows.filter((row) => appMatches(row.app, search, speller));

  return (
    <Box>
      <TextField
        size="small"
        fullWidth
        placeholder={t('serviceList.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'service-search', 'aria-label': t('serviceList.search') } }}
      />
      <List dense sx={{ maxHeight: 360, overflowY: 'auto' }} data-testid="service-list">
        {shown.map((row) => {
          const { app } = row;
          const empty = outOfStock(row);
          const line = stockLine(row);
          const name = appName(app, language);
          return (
            <ListItem
              key={app.app}
              disablePadding
              data-testid="service-row"
              data-app={app.app}
              secondaryAction={
                canStar ? (
                  <IconButton
                    edge="end"
                    aria-label={t(row.favourite ? 'serviceList.unfavourite' : 'serviceList.favourite')}
                    aria-pressed={row.favourite}
                    data-testid={`service-star-${app.app}`}
                    onClick={() => toggleFavourite(app.app, !row.favourite)}
                  >
                    {row.favourite ? <StarIcon sx={{ color: 'warning.main' }} /> : <StarBorderIcon />}
                  </IconButton>
                ) : null
              }
            >
              <ListItemButton
                selected={app.app === selected}
                onClick={() => onPick(app)}
                data-testid={`service-${app.app}`}
                data-out-of-stock={empty ? 'true' : undefined}
                sx={{ gap: 1.5, opacity: empty ? 0.6 : 1 }}
              >
                <AppLogo appId={app.app} name={name} />
                <ListItemText
                  primary={name}
                  secondary={line || null}
                  slotProps={{ secondary: { color: empty ? 'text.secondary' : 'text.primary' } }}
                />
                {recent.has(app.app) ? <Chip size="small" label={t('service.recent')} /> : null}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {shown.length === 0 ? (
        <Typography color="text.secondary" data-testid="service-no-match">
          {t('serviceList.noMatch')}
        </Typography>
      ) : null}
    </Box>
  );
}
