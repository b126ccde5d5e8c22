import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONSOLE_NUMBERS_PAGE_LIMIT,
  consoleNumbersQuerySchema,
  type InventoryNumber,
  type InventoryState,
  inventoryStates,
} from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListGrid } from '../../components/ListGrid.tsx';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { blankless, pageOf, withPage } from '../../lib/listFilters.ts';
import { useListFilters } from '../../lib/router.ts';
import { AssignDialog } from './AssignDialog.tsx';
import { useInventoryColumns } from './inventoryColumns.tsx';
import { type NumberAction, NumberActionDialog } from './NumberActionDialog.tsx';
import { numberPageQuery } from './queries.ts';

interface Filters {
  country: string;
  areaCode: string;
  state: InventoryState | '';
  q: string;
}

const PAGE = CONSOLE_NUMBERS_PAGE_LIMIT.default;

/** The inventory: filters and page in the address, one page at a time, the actions on one number. */
export function InventoryView() {
  const { t } = useTranslation('numbers');
  const { t: common } = useTranslation();
  const [address, setAddress] = useListFilters();
  const state = inventoryStates.find((candidate) => candidate === address.state);
  const filters: Filters = {
    country: address.country ?? '',
    areaCode: address.areaCode ?? '',
    state: state ?? '',
    q: address.q ?? '',
  };
  const [draft, setDraft] = useState<Filters>(filters);
  const [invalid, setInvalid] = useState(false);
  const [acting, setActing] = useState<{ action: NumberAction; row: InventoryNumber } | null>(null);
  const page = pageOf(address);
  // Back and forward change the address: the form shows the filters of the list it shows.
  const shown = JSON.stringify(filters);
  useEffect(() => setDraft(JSON.parse(shown) as Filters), [shown]);

  const query = {
    country: blankless(filters.country),
    areaCode: blankless(filters.areaCode),
    state,
    q: blankless(filters.q),
    offset: page * PAGE,
    limit: PAGE,
  };
  const valid = consoleNumbersQuerySchema.safeParse(query).success;
  const results = useQuery({ ...numberPageQuery(query), enabled: valid });

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const checked = consoleNumbersQuerySchema.safeParse({
      country: blankless(draft.country),
      areaCode: blankless(draft.areaCode),
      q: blankless(draft.q),
    });
    setInvalid(!checked.success);
    if (checked.success) setAddress({ ...draft });
  };

  const act = useCallback((action: NumberAction, row: InventoryNumber) => setActing({ action, row }), []);
  const columns = useInventoryColumns(act);

  const field = (name: 'country' | 'areaCode' | 'q', label: string, width: number) => (
    <TextField
      size="small"
      label={label}
      value={draft[name]}
      onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      sx={{ width }}
    />
  );

  return (
    <>
      <Stack component="form" direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }} onSubmit={apply}>
        {field('country', t('filters.country'), 110)}
        {field('areaCode', t('filters.areaCode'), 120)}
        <TextField
          select
          size="small"
          label={t('filters.state')}
          value={draft.state}
          onChange={(event) => setDraft({ ...draft, state: event.target.value as Filters['state'] })}
          sx={{ width: 170 }}
        >
          <MenuItem value="">{t('filters.anyState')}</MenuItem>
          {inventoryStates.map((candidate) => (
            <MenuItem key={candidate} value={candidate}>
              {t(`state.${candidate}`)}
            </MenuItem>
          ))}
        </TextField>
        {field('q', t('filters.number'), 200)}
        <Button type="submit" variant="outlined">
          {common('search')}
        </Button>
      </Stack>
      {(invalid || !valid) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('filters.invalid')}
        </Alert>
      )}
      <QueryFailure query={results} />
      {results.isSuccess && results.data.total === 0 ? (
        <Alert severity="info">{t('none')}</Alert>
      ) : (
        <>
          {results.data && (
            <Typography sx={{ mb: 1, color: 'text.secondary' }}>
              {t('total', { count: results.data.total })}
            </Typography>
          )}
          <ListGrid
            label={t('list')}
            rows={results.data?.numbers ?? []}
            columns={columns}
            getRowId={(row) => row.number}
            loading={results.isFetching}
            hideFooter={false}
            paginationMode="server"
            rowCount={results.data?.total ?? 0}
            paginationModel={{ page, pageSize: PAGE }}
            onPaginationModelChange={(model) => setAddress(withPage(address, model.page))}
            pageSizeOptions={[PAGE]}
          />
        </>
      )}
      {acting !== null && acting.action === 'assign' && (
        <AssignDialog number={acting.row.number} onClose={() => setActing(null)} />
      )}
      {acting !== null && acting.action !== 'assign' && (
        <NumberActionDialog
          action={acting.action}
          number={acting.row.number}
          carrier={acting.row.carrier}
          onClose={() => setActing(null)}
        />
      )}
    </>
  );
}
