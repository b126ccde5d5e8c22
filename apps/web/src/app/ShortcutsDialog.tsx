import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../lib/runtime.ts';
import { isNamedKey, type KeyCap, SHORTCUT_HELP } from './shortcuts.ts';

function Key({ cap }: { cap: KeyCap }) {
  const { t } = useTranslation();
  return (
    <Box
      component="kbd"
      sx={{
        display: 'inline-block',
        minWidth: 28,
        px: 0.75,
        py: 0.25,
        border: 1,
        borderColor: 'divider',
        borderBottomWidth: 2,
        borderRadius: 1,
        bgcolor: 'action.hover',
        fontFamily: 'inherit',
        fontSize: 13,
        fontWeight: 600,
        textAlign: 'center',
        lineHeight: 1.5,
      }}
    >
      {isNamedKey(cap) ? t(`shortcuts.key.${cap}`) : cap}
    </Box>
  );
}

/** The help dialog listing every keyboard shortcut with its keys; the chats ones only for brands with chats. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const rows = SHORTCUT_HELP.filter((row) => !row.chats || brand.tabs.includes('chats'));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shortcuts-title" fullWidth maxWidth="sm">
      <DialogTitle id="shortcuts-title">{t('shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('shortcuts.intro')}
        </Typography>
        <Table size="small" data-testid="shortcuts-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('shortcuts.actionHeading')}</TableCell>
              <TableCell>{t('shortcuts.keysHeading')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.action} data-shortcut={row.action}>
                <TableCell>{t(`shortcuts.action.${row.action}`)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {row.keys.map((cap, index) => (
                    <Fragment key={cap}>
                      {index > 0 && ' + '}
                      <Key cap={cap} />
                    </Fragment>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('shortcuts.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
