import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { OperatorRole, OperatorRow } from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn, ListGrid } from '../../components/ListGrid.tsx';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { operatorsQuery } from '../../lib/api/queries.ts';
import { useUiLanguage } from '../../lib/language.ts';
import { useOperator } from '../../lib/operator.ts';
import { CreateOperatorDialog } from './CreateOperatorDialog.tsx';
import { type OperatorStatusAction, OperatorStatusDialog } from './OperatorStatusDialog.tsx';

/**
 * Every operator, a new one made with a role (the answer is a setup link to hand over), and disabling
 * or enabling another operator with a reason (never oneself: the server refuses it too).
 */
export function OperatorsScreen() {
  const { t } = useTranslation(['operators', 'common']);
  const language = useUiLanguage();
  const operators = useQuery(operatorsQuery());
  const selfId = useOperator()?.id;
  const [creating, setCreating] = useState(false);
  const [acting, setActing] = useState<{ action: OperatorStatusAction; row: OperatorRow } | null>(null);

  const columns = useMemo<GridColDef<OperatorRow>[]>(
    () => [
      { field: 'email', headerName: t('columns.email'), flex: 1, minWidth: 220 },
      {
        field: 'role',
        headerName: t('columns.role'),
        width: 140,
        valueGetter: (value: OperatorRole) => t(`common:roles.${value}`),
      },
      {
        field: 'totpEnabled',
        headerName: t('columns.authenticator'),
        width: 160,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={row.totpEnabled ? 'success' : 'warning'}
            label={t(row.totpEnabled ? 'authenticator.set' : 'authenticator.pending')}
          />
        ),
      },
      {
        field: 'disabled',
        headerName: t('columns.status'),
        width: 120,
        valueGetter: (value: boolean) => t(value ? 'status.disabled' : 'status.active'),
      },
      dateTimeColumn('createdAt', t('columns.created'), language),
      {
        field: 'actions',
        headerName: t('columns.actions'),
        width: 130,
        sortable: false,
        renderCell: ({ row }) => {
          if (row.id === selfId) return null;
          const action: OperatorStatusAction = row.disabled ? 'enable' : 'disable';
          return (
            <Button
              size="small"
              color={action === 'disable' ? 'error' : 'primary'}
              aria-label={t(`${action}.button`, { email: row.email })}
              onClick={() => setActing({ action, row })}
            >
              {t(`${action}.short`)}
            </Button>
          );
        },
      },
    ],
    [t, language, selfId],
  );

  return (
    <>
      <ScreenTitle title={t('title')}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('create')}
        </Button>
      </ScreenTitle>
      <QueryFailure query={operators} />
      {!operators.isError && (
        <ListGrid
          label={t('title')}
          rows={operators.data?.operators ?? []}
          columns={columns}
          loading={operators.isPending}
        />
      )}
      {creating && <CreateOperatorDialog onClose={() => setCreating(false)} />}
      {acting && <OperatorStatusDialog {...acting} onClose={() => setActing(null)} />}
    </>
  );
}
