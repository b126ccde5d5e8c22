import Stack from '@mui/material/Stack';
import { brandIds, type PaymentTotal } from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BrandSelect } from '../../components/BrandSelect.tsx';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { SimpleTable } from '../../components/SimpleTable.tsx';
import { brandName, formatAmount } from '../../lib/format.ts';
import { useUiLanguage } from '../../lib/language.ts';
import { useListFilters } from '../../lib/router.ts';
import { utcDayBefore } from './days.ts';
import { DayField } from './OrdersView.tsx';
import { totalsQuery } from './queries.ts';

/**
 * Paid orders per UTC day, brand and method over a range of days (the last week unless the address
 * names others); the days and the brand live in the address.
 */
export function TotalsView() {
  const { t } = useTranslation(['payments', 'users']);
  const language = useUiLanguage();
  const [address, setAddress] = useListFilters();
  const from = address.from ?? utcDayBefore(6);
  const to = address.to ?? utcDayBefore(0);
  const brand = brandIds.find((value) => value === address.brand);
  const set = (name: 'from' | 'to' | 'brand') => (value: string | undefined) =>
    setAddress({ from, to, ...address, [name]: value ?? '' });
  const totals = useQuery({ ...totalsQuery({ from, to, brand }), enabled: from !== '' && to !== '' });

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
        <DayField label={t('filters.from')} value={from} onChange={set('from')} />
        <DayField label={t('filters.to')} value={to} onChange={set('to')} />
        <BrandSelect value={brand} onChange={set('brand')} />
      </Stack>
      <QueryFailure query={totals} />
      {totals.isSuccess && (
        <SimpleTable<PaymentTotal>
          label={t('tabs.totals')}
          rows={totals.data.totals}
          rowKey={(row) => `${row.day}:${row.brand}:${row.method}`}
          empty={t('totals.none')}
          columns={[
            { header: t('totals.day'), cell: (row) => row.day },
            { header: t('columns.brand'), cell: (row) => brandName(row.brand, language) },
            { header: t('columns.method'), cell: (row) => t(`users:paymentMethods.${row.method}`) },
            {
              header: t('totals.orders'),
              cell: (row) => row.orders.toLocaleString(language),
              align: 'right',
            },
            {
              header: t('totals.amount'),
              cell: (row) => formatAmount(row.amount, row.brand, language),
              align: 'right',
            },
          ]}
        />
      )}
    </Stack>
  );
}
