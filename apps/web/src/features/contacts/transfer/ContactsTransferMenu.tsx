import ImportExport from '@mui/icons-material/ImportExport';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContacts } from '../state/contactsStore.ts';
import { exportContacts } from './exporter.ts';
import { ImportDialog } from './ImportDialog.tsx';
import type { TransferFormat } from './importer.ts';

/**
 * The contacts tab's Import / Export button: Import… (a .vcf or .csv file), Export vCard and Export
 * CSV. With `selectedIds` (the ticked contacts) only those are exported, otherwise all.
 */
export function ContactsTransferMenu({ selectedIds = [] }: { selectedIds?: readonly string[] }) {
  const { t } = useTranslation('contactsTransfer');
  const byId = useContacts((state) => state.byId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [importing, setImporting] = useState(false);
  const chosen = useMemo(() => {
    const ticked = selectedIds.map((id) => byId[id]).filter((contact) => contact !== undefined);
    return ticked.length > 0 ? ticked : Object.values(byId);
  }, [byId, selectedIds]);
  const partial = selectedIds.length > 0 && chosen.length < Object.keys(byId).length;
  const hint =
    chosen.length === 0
      ? t('menu.nothing')
      : partial
        ? t('menu.exportSelected', { count: chosen.length })
        : undefined;

  const exportAs = (format: TransferFormat) => {
    setAnchor(null);
    exportContacts(chosen, format);
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<ImportExport />}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('menu.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setImporting(true);
          }}
        >
          {t('menu.import')}
        </MenuItem>
        <MenuItem disabled={chosen.length === 0} onClick={() => exportAs('vcard')}>
          <ListItemText primary={t('menu.exportVcard')} secondary={hint} />
        </MenuItem>
        <MenuItem disabled={chosen.length === 0} onClick={() => exportAs('csv')}>
          <ListItemText primary={t('menu.exportCsv')} secondary={hint} />
        </MenuItem>
      </Menu>
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
