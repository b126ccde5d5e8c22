import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  type BrandId,
  brandIds,
  PAYMENTS_PAGE_LIMIT,
  type PaymentMethod,
  type PaymentOrderItem,
  type PaymentOrderStatus,
  paymentMethods,
  paymentOrderStatuses,
} from '@switchboard/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandSelect } from '../../components/BrandSelect.tsx';
import { FilterSelect } from '../../components/FilterSelect.tsx';
import { dateTimeColumn, ListGrid } from '../../components/ListGrid.tsx';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { brandName, formatAmount } from '../../lib/format.ts';
import { useUiLanguage } from '../../lib/language.ts';
import { blankless, pageOf, withPage } from '../../lib/listFilters.ts';
import { linkTo, useListFilters } from '../../lib/router.ts';
import { type OrderSearch, ordersQuery } from './queries.ts';

const PAGE = PAYMENTS_PAGE_LIMIT.default;

/**
 * Payment orders of every account, newest first, narrowed by brand, method, status, days and search;
 * the filters and the page live in the address (a reload or a shared link shows the same orders).
 */
export function OrdersView() {
  const { t } = useTranslation(['payments', 'users']);
  const language = useUiLanguage();
  const [address, setAddress] = useListFilters();
  const brand = brandIds.find((value) => value === address.brand);
  const method = paymentMethods.find((value) => value === address.method);
  const status = paymentOrderStatuses.find((value) => value === address.status);
  const from = address.from ?? '';
  const to = address.to ?? '';
  const q = address.q ?? '';
  const offset = pageOf(address) * PAGE;
  const setOffset = (next: number) => setAddress(withPage(address, Math.floor(next / PAGE)));
  const search: OrderSearch = {
    brand,
    method,
    status,
    from: from || undefined,
    to: to || undefined,
    q: blankless(q),
    offset,
    limit: PAGE,
  };
  const orders = useQuery({ ...ordersQuery(search), placeholderData: keepPreviousData });
  // Every filter starts the list again from its first page; a typed search replaces its address
  // rather than leaving one history entry a key.
  const filter = (name: 'brand' | 'method' | 'status' | 'from' | 'to' | 'q') => (value: string | undefined) =>
    setAddress(withPage({ ...address, [name]: value ?? '' }, 0), { replace: name === 'q' });

  const columns = useMemo<GridColDef<PaymentOrderItem>[]>(
    () => [
      {
        field: 'orderId',
        headerName: t('columns.order'),
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => <Link {...linkTo({ name: 'payment', id: row.orderId })}>{row.orderId}</Link>,
      },
      { field: 'email', headerName: t('columns.email'), flex: 1, minWidth: 180 },
      {
        field: 'brand',
        headerName: t('columns.brand'),
        width: 120,
        valueGetter: (value: BrandId) => brandName(value, language),
      },
      {
        field: 'method',
        headerName: t('columns.method'),
        width: 130,
        valueGetter: (value: PaymentMethod) => t(`users:paymentMethods.${value}`),
      },
      {
        field: 'amount',
        headerName: t('columns.amount'),
        width: 140,
        type: 'number',
        valueFormatter: (value: number, row) => formatAmount(value, row.brand, language),
      },
      {
        field: 'credited',
        headerName: t('columns.credited'),
        width: 140,
        type: 'number',
        valueFormatter: (value: number | null, row) =>
          value === null ? '' : formatAmount(value, row.brand, language),
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        width: 160,
        valueGetter: (value: PaymentOrderStatus) => t(`users:paymentStatuses.${value}`),
      },
      dateTimeColumn('createdAt', t('columns.created'), language),
    ],
    [t, language],
  );

  const total = orders.data?.total ?? 0;
  const rows = orders.data?.orders ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t('filters.search')}
          value={q}
          onChange={(event) => filter('q')(event.target.value)}
          sx={{ minWidth: 260 }}
        />
        <BrandSelect value={brand} onChange={filter('brand')} />
        <FilterSelect
          label={t('filters.method')}
          allLabel={t('filters.allMethods')}
          values={paymentMethods}
          nameOf={(value) => t(`users:paymentMethods.${value}`)}
          value={method}
          onChange={filter('method')}
          minWidth={160}
        />
        <FilterSelect
          label={t('filters.status')}
          allLabel={t('filters.allStatuses')}
          values={paymentOrderStatuses}
          nameOf={(value) => t(`users:paymentStatuses.${value}`)}
          value={status}
          onChange={filter('status')}
          minWidth={180}
        />
        <DayField label={t('filters.from')} value={from} onChange={filter('from')} />
        <DayField label={t('filters.to')} value={to} onChange={filter('to')} />
      </Stack>
      <QueryFailure query={orders} />
      {orders.isSuccess && rows.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('none')}</Typography>
      ) : (
        <ListGrid
          label={t('tabs.orders')}
          rows={rows}
          columns={columns}
          getRowId={(row) => row.orderId}
          loading={orders.isPending}
        />
      )}
      {total > 0 && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography>
            {t('page', { first: offset + 1, last: Math.min(offset + PAGE, total), total })}
          </Typography>
          <Button disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
            {t('previous')}
          </Button>
          <Button disabled={offset + PAGE >= total} onClick={() => setOffset(offset + PAGE)}>
            {t('next')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** A UTC day picked in the browser's date field (`YYYY-MM-DD`); '' for none. */
export function DayField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
}) {
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
