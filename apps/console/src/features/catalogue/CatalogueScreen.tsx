import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { CATALOGUE_TABS, type CatalogueTab, navigate, pathOf } from '../../lib/router.ts';
import { CodeAppsTab } from './apps/CodeAppsTab.tsx';
import { BannersTab } from './BannersTab.tsx';
import { BrandsTab } from './brands/BrandsTab.tsx';
import { PlansTab } from './plans/PlansTab.tsx';
import { RatesTab } from './RatesTab.tsx';
import { RechargeTab } from './recharge/RechargeTab.tsx';

const PANELS: Record<CatalogueTab, ComponentType> = {
  rates: RatesTab,
  plans: PlansTab,
  apps: CodeAppsTab,
  recharge: RechargeTab,
  banners: BannersTab,
  brands: BrandsTab,
};

/**
 * The catalogue: rates, plans, verification apps, recharge amounts, banner ads and brand settings,
 * one tab each.
 */
export function CatalogueScreen({ tab }: { tab: CatalogueTab }) {
  const { t } = useTranslation('catalogue');
  const Panel = PANELS[tab];
  return (
    <>
      <ScreenTitle title={t('title')} />
      <Tabs
        value={tab}
        onChange={(_event, next: CatalogueTab) => navigate(pathOf({ name: 'catalogue', tab: next }))}
        aria-label={t('tabs.label')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {CATALOGUE_TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`tabs.${name}`)}
            id={`catalogue-tab-${name}`}
            aria-controls={`catalogue-panel-${name}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`catalogue-panel-${tab}`} aria-labelledby={`catalogue-tab-${tab}`}>
        <Panel />
      </Box>
    </>
  );
}
