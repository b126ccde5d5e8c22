import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { useMay } from '../../lib/operator.ts';
import { linkTo } from '../../lib/router.ts';
import { CarrierDialog } from './CarrierDialog.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import { InventoryView } from './InventoryView.tsx';
import { PoolView } from './PoolView.tsx';

/** Numbers: the inventory or the verification-number pool, each a tab with its own address and filters. */
export function NumbersScreen({ view }: { view: 'inventory' | 'pool' }) {
  const { t } = useTranslation('numbers');
  const mayManage = useMay('numbers.manage');
  const [importing, setImporting] = useState(false);
  const [searchingCarrier, setSearchingCarrier] = useState(false);
  return (
    <>
      <ScreenTitle title={t('title')}>
        <Stack direction="row" spacing={1}>
          {/* Whoever reads numbers may look at the carrier's stock; only managers buy, so it says so. */}
          <Button variant="outlined" onClick={() => setSearchingCarrier(true)}>
            {t(mayManage ? 'carrier.button' : 'carrier.browse')}
          </Button>
          {mayManage && (
            <Button variant="contained" onClick={() => setImporting(true)}>
              {t('import.button')}
            </Button>
          )}
        </Stack>
      </ScreenTitle>
      <Tabs value={view} sx={{ mb: 2 }}>
        <Tab
          value="inventory"
          label={t('tabs.inventory')}
          component="a"
          {...linkTo({ name: 'numbers', view: 'inventory' })}
        />
        <Tab
          value="pool"
          label={t('tabs.pool')}
          component="a"
          {...linkTo({ name: 'numbers', view: 'pool' })}
        />
      </Tabs>
      {view === 'inventory' ? <InventoryView /> : <PoolView />}
      {importing && <ImportDialog onClose={() => setImporting(false)} />}
      {searchingCarrier && <CarrierDialog onClose={() => setSearchingCarrier(false)} />}
    </>
  );
}
