import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatPhone } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import type { ImportItem } from './duplicates.ts';

/** Rows shown in the preview table; the rest are counted. */
const PREVIEW_LIMIT = 200;

/** Table of the contacts an import will save; a merge into an existing contact is marked. */
export function PreviewTable({ items }: { items: readonly ImportItem[] }) {
  const { t } = useTranslation('contactsTransfer');
  return (
    <Box sx={{ maxHeight: 320, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader data-testid="import-preview">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 56 }}>#</TableCell>
            <TableCell>{t('import.name')}</TableCell>
            <TableCell>{t('import.phones')}</TableCell>
            <TableCell>{t('import.email')}</TableCell>
            <TableCell>{t('import.company')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.slice(0, PREVIEW_LIMIT).map(({ row, book, id }) => (
            <TableRow key={`${row.where}-${row.index}`} data-testid="import-row">
              <TableCell sx={{ color: 'text.secondary' }}>{row.index}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>
                {book.name}
                {id && <Chip size="small" label={t('import.mergeMark')} sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-line' }}>
                {book.phoneList
                  .map((phone) => `${formatPhone(phone.telCode, phone.phone)} · ${t(`tag.${phone.tag}`)}`)
                  .join('\n')}
              </TableCell>
              <TableCell>{book.email}</TableCell>
              <TableCell>{book.companyName}</TableCell>
            </TableRow>
          ))}
          {items.length > PREVIEW_LIMIT && (
            <TableRow>
              <TableCell colSpan={5} sx={{ color: 'text.secondary' }}>
                {t('import.more', { count: items.length - PREVIEW_LIMIT })}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
