import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { formatLineNumber, type InventoryNumber } from '@switchboard/protocol';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../components/ListGrid.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useUiLanguage } from '../../lib/language.ts';
import { useMay } from '../../lib/operator.ts';
import { linkTo } from '../../lib/router.ts';
import { carrierName } from './carrierName.ts';
import type { NumberAction } from './NumberActionDialog.tsx';
import { StateChip } from './StateChip.tsx';

/**
 * What an admin may do to a number in a state: release an owned one, end a quarantine, take one out
 * of the verification pool, or give or pool a free one. A free number bought from the carrier may
 * also go back to it (the server refuses one that was ever rented).
 */
function actionsOf(row: InventoryNumber): NumberAction[] {
  if (row.state === 'assigned' || row.state === 'grace') return ['release'];
  if (row.state === 'quarantined') return ['restore'];
  if (row.state === 'codePool') return ['poolRemove'];
  if (row.state === 'available' && row.carrier !== null) return ['assign', 'poolAdd', 'giveBack'];
  return ['assign', 'poolAdd'];
}

/** The inventory's columns; the actions column only for roles that may manage numbers. */
export function useInventoryColumns(
  onAct: (action: NumberAction, row: InventoryNumber) => void,
): GridColDef<InventoryNumber>[] {
  const { t } = useTranslation('numbers');
  const language = useUiLanguage();
  const mayManage = useMay('numbers.manage');
  return useMemo<GridColDef<InventoryNumber>[]>(
    () => [
      {
        field: 'number',
        headerName: t('columns.number'),
        width: 170,
        valueFormatter: (value: string) => formatLineNumber(value),
      },
      { field: 'country', headerName: t('columns.country'), width: 90 },
      { field: 'areaCode', headerName: t('columns.areaCode'), width: 100 },
      {
        field: 'type',
        headerName: t('columns.type'),
        width: 110,
        valueGetter: (value: InventoryNumber['type']) => t(`type.${value}`),
      },
      {
        field: 'state',
        headerName: t('columns.state'),
        width: 130,
        renderCell: ({ row }) => <StateChip state={row.state} />,
      },
      {
        field: 'carrier',
        headerName: t('columns.source'),
        width: 170,
        // Imported numbers (no carrier) stay blank: only a bought one can go back.
        renderCell: ({ row }) =>
          row.carrier === null ? (
            ''
          ) : (
            <Chip
              size="small"
              variant="outlined"
              label={t('carrier.boughtFrom', { carrier: carrierName(row.carrier) })}
            />
          ),
      },
      {
        field: 'accountId',
        headerName: t('columns.owner'),
        flex: 1,
        minWidth: 140,
        renderCell: ({ row }) =>
          row.accountId === null ? (
            ''
          ) : (
            <Link {...linkTo({ name: 'user', id: row.accountId })}>{row.accountId}</Link>
          ),
      },
      {
        field: 'quarantineUntil',
        headerName: t('columns.quarantineUntil'),
        width: 170,
        valueFormatter: (value: number | null, row) =>
          value !== null && row.state === 'quarantined' ? formatDateTime(value, language) : '',
      },
      dateTimeColumn('createdAt', t('columns.added'), language),
      ...(mayManage
        ? [
            {
              field: 'actions',
              headerName: t('columns.actions'),
              width: 480,
              sortable: false,
              renderCell: ({ row }) => (
                <Stack direction="row" spacing={1}>
                  {actionsOf(row).map((action) => (
                    <Button key={action} size="small" onClick={() => onAct(action, row)}>
                      {t(`${action}.button`)}
                    </Button>
                  ))}
                </Stack>
              ),
            } satisfies GridColDef<InventoryNumber>,
          ]
        : []),
    ],
    [t, language, mayManage, onAct],
  );
}
