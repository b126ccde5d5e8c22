import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConsoleCallData } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';

/** What an import did: the numbers added, those skipped as present, and each refused line with why. */
export function ImportResult({ result }: { result: ConsoleCallData<'consoleNumbersImport'> }) {
  const { t } = useTranslation('numbers');
  const { imported, present, badLines } = result;
  return (
    <Stack spacing={1} role="region" aria-label={t('import.result')}>
      <Alert severity={badLines.length === 0 ? 'success' : 'warning'}>
        {t('import.imported', { count: imported })}
        {present > 0 && ` ${t('import.present', { count: present })}`}
      </Alert>
      {badLines.length > 0 && (
        <>
          <Typography>{t('import.bad', { count: badLines.length })}</Typography>
          <List dense sx={{ maxHeight: 240, overflow: 'auto' }}>
            {badLines.map((bad) => (
              <ListItem key={bad.line} disableGutters>
                <ListItemText primary={t('import.line', { line: bad.line })} secondary={bad.message} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
