import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { VerificationApp } from '@switchboard/protocol';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderByRecent, readRecentApps } from '../core/recentApps.ts';

interface Props {
  apps: readonly VerificationApp[];
  selected: string | null;
  onPick: (app: VerificationApp) => void;
}

/** Step 1: the searchable service list, recently used apps first. */
export function ServiceStep({ apps, selected, onPick }: Props) {
  const { t } = useTranslation('verification');
  const [search, setSearch] = useState('');
  const recent = useMemo(() => new Set(readRecentApps()), []);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const ordered = orderByRecent(apps);
    return needle ? ordered.filter((app) => app.name.toLowerCase().includes(needle)) : ordered;
  }, [apps, search]);

  return (
    <Box>
      <TextField
        size="small"
        fullWidth
        placeholder={t('service.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'service-search', 'aria-label': t('service.search') } }}
      />
      <List component="div" dense sx={{ maxHeight: 320, overflowY: 'auto' }} data-testid="service-list">
        {shown.map((app) => (
          <ListItemButton
            key={app.app}
            selected={app.app === selected}
            onClick={() => onPick(app)}
            data-testid={`service-${app.app}`}
          >
            <ListItemText primary={app.name} />
            {recent.has(app.app) ? <Chip size="small" label={t('service.recent')} /> : null}
          </ListItemButton>
        ))}
      </List>
      {shown.length === 0 ? <Typography color="text.secondary">{t('service.empty')}</Typography> : null}
    </Box>
  );
}
