import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { CODE_POOL_PAGE_LIMIT, type CodePoolNumber, formatLineNumber } from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../components/FilterSelect.tsx';
import { dateTimeColumn, ListGrid } from '../../components/ListGrid.tsx';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { useUiLanguage } from '../../lib/language.ts';
import { blankless, pageOf, withPage } from '../../lib/listFilters.ts';
import { useMay } from '../../lib/operator.ts';
import { useListFilters } from '../../lib/router.ts';
import { NumberActionDialog } from './NumberActionDialog.tsx';
import { codePoolQuery } from './queries.ts';

const PAGE = CODE_POOL_PAGE_LIMIT.default;

/**
 * The verification-number pool: numbers by country and by the app they served, the locks on each now
 * and its counts; admins take a number out (the server refuses while an app holds it). Numbers come in
 * from the inventory tab.
 */
export function PoolView() {
  const { t } = useTranslation('numbers');
  const language = useUiLanguage();
  const mayManage = useMay('numbers.manage');
  const [address, setAddress] = useListFilters();
  const [removing, setRemoving] = useState<string | null>(null);
  const page = pageOf(address);
  const app = blankless(address.app);
  const country = blankless(address.country);
  const results = useQuery(codePoolQuery({ app, country, offset: page * PAGE, limit: PAGE }));
  const data = results.data;
  // The choices come with the list; the one in the address stays a choice until they have.
  const choices = (list: { id: string; name: string }[] | undefined, current: string | undefined) => {
    const ids = (list ?? []).map((choice) => choice.id);
    return current === undefined || ids.includes(current) ? ids : [...ids, current];
  };
  const nameIn = (list: { id: string; name: string }[] | undefined) => (id: string) =>
    list?.find((choice) => choice.id === id)?.name ?? id;
  const choose = (name: 'app' | 'country') => (value: string | undefined) =>
    setAddress(withPage({ ...address, [name]: value ?? '' }, 0));

  const columns = useMemo<GridColDef<CodePoolNumber>[]>(
    () => [
      {
        field: 'number',
        headerName: t('columns.number'),
        width: 170,
        valueFormatter: (value: string) => formatLineNumber(value),
      },
      { field: 'country', headerName: t('columns.country'), width: 90 },
      {
        field: 'tollFree',
        headerName: t('columns.type'),
        width: 110,
        valueGetter: (value: boolean) => t(value ? 'type.tollFree' : 'pool.regular'),
      },
      {
        field: 'locks',
        headerName: t('pool.columns.locks'),
        flex: 1,
        minWidth: 240,
        sortable: false,
        valueGetter: (value: CodePoolNumber['locks']) =>
          value.length === 0
            ? t('pool.free')
            : value
                .map((lock) =>
                  t('pool.lock', {
                    app: lock.app.name,
                    since: formatDateTime(lock.since, language),
                    until: formatDateTime(lock.until, language),
                  }),
                )
                .join('; '),
      },
      {
        field: 'apps',
        headerName: t('pool.columns.apps'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueGetter: (value: CodePoolNumber['apps']) => value.map((entry) => entry.name).join(', '),
      },
      { field: 'rentals', headerName: t('pool.columns.rentals'), width: 110, type: 'number' },
      { field: 'codes', headerName: t('pool.columns.codes'), width: 100, type: 'number' },
      dateTimeColumn('addedAt', t('columns.added'), language),
      ...(mayManage
        ? [
            {
              field: 'actions',
              headerName: t('columns.actions'),
              width: 190,
              sortable: false,
              renderCell: ({ row }) => (
                <Button size="small" onClick={() => setRemoving(row.number)}>
                  {t('poolRemove.button')}
                </Button>
              ),
            } satisfies GridColDef<CodePoolNumber>,
          ]
        : []),
    ],
    [t, language, mayManage],
  );

  return (
    <>
      <Stack direction="row" sx={{ mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <FilterSelect
          label={t('pool.filters.country')}
          allLabel={t('pool.filters.allCountries')}
          values={choices(data?.countryChoices, country)}
          nameOf={nameIn(data?.countryChoices)}
          value={country}
          onChange={choose('country')}
          minWidth={180}
        />
        <FilterSelect
          label={t('pool.filters.app')}
          allLabel={t('pool.filters.allApps')}
          values={choices(data?.appChoices, app)}
          nameOf={nameIn(data?.appChoices)}
          value={app}
          onChange={choose('app')}
          minWidth={200}
        />
      </Stack>
      <QueryFailure query={results} />
      {results.isSuccess && results.data.total === 0 ? (
        <Alert severity="info">{t('pool.none')}</Alert>
      ) : (
        <>
          {data && (
            <Typography sx={{ mb: 1, color: 'text.secondary' }}>
              {t('pool.total', { count: data.total, locked: data.locked })}
            </Typography>
          )}
          <ListGrid
            label={t('pool.list')}
            rows={data?.numbers ?? []}
            columns={columns}
            getRowId={(row) => row.number}
            loading={results.isFetching}
            hideFooter={false}
            paginationMode="server"
            rowCount={data?.total ?? 0}
            paginationModel={{ page, pageSize: PAGE }}
            onPaginationModelChange={(model) => setAddress(withPage(address, model.page))}
            pageSizeOptions={[PAGE]}
          />
        </>
      )}
      {removing !== null && (
        <NumberActionDialog action="poolRemove" number={removing} onClose={() => setRemoving(null)} />
      )}
    </>
  );
}
