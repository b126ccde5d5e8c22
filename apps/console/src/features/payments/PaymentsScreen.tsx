import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { linkTo } from '../../lib/router.ts';
import { OrdersView } from './OrdersView.tsx';
import { TotalsView } from './TotalsView.tsx';

/** Payments: the orders of every account, or the daily totals, each a tab with its own address. */
export function PaymentsScreen({ view }: { view: 'orders' | 'totals' }) {
  const { t } = useTranslation('payments');
  return (
    <>
      <ScreenTitle title={t('title')} />
      <Tabs value={view} sx={{ mb: 2 }}>
        <Tab
          value="orders"
          label={t('tabs.orders')}
          component="a"
          {...linkTo({ name: 'payments', view: 'orders' })}
        />
        <Tab
          value="totals"
          label={t('tabs.totals')}
          component="a"
          {...linkTo({ name: 'payments', view: 'totals' })}
        />
      </Tabs>
      {view === 'orders' ? <OrdersView /> : <TotalsView />}
    </>
  );
}
