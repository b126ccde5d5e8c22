import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { BrandSettings } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/DetailList.tsx';
import { Section } from '../../../components/Section.tsx';
import { LANGUAGE_NAMES, useUiLanguage } from '../../../lib/language.ts';
import { moneyExample } from './brandSettingsForm.ts';

const COLORS = ['colorPrimary', 'colorSecondary', 'colorSidebar', 'colorSidebarIcon'] as const;
const COLOR_OF: Record<(typeof COLORS)[number], keyof BrandSettings['colors']> = {
  colorPrimary: 'primary',
  colorSecondary: 'secondary',
  colorSidebar: 'sidebar',
  colorSidebarIcon: 'sidebarIcon',
};

/** A page address, opened apart from the console. */
function PageLink({ href }: { href: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {href}
    </Link>
  );
}

const plainList = { m: 0, pl: 0, listStyle: 'none' } as const;

/** A brand's settings as its users meet them: names, tabs, language, money, colours and legal pages. */
export function BrandSettingsView({ settings }: { settings: BrandSettings }) {
  const { t } = useTranslation(['brands', 'common']);
  const language = useUiLanguage();
  const tabName = (tab: BrandSettings['tabs'][number]) => t(`common:brandTabs.${tab}`);
  return (
    <Section title={t('settings', { brand: settings.name[language] })}>
      <DetailList
        items={[
          { label: t('fields.nameEn'), value: settings.name.en },
          { label: t('fields.nameZh'), value: settings.name['zh-CN'] },
          { label: t('fields.supportEmail'), value: settings.supportEmail },
          {
            label: t('fields.tabs'),
            value: (
              <Box
                component="ol"
                aria-label={t('tabCount', { count: settings.tabs.length })}
                sx={{ m: 0, pl: 3 }}
              >
                {settings.tabs.map((tab) => (
                  <li key={tab}>
                    {tab === settings.defaultTab ? t('openedFirst', { tab: tabName(tab) }) : tabName(tab)}
                  </li>
                ))}
              </Box>
            ),
          },
          { label: t('fields.defaultLanguage'), value: LANGUAGE_NAMES[settings.defaultLanguage] },
          { label: t('fields.currencyUnitEn'), value: settings.currency.unit.en },
          { label: t('fields.currencyUnitZh'), value: settings.currency.unit['zh-CN'] },
          {
            label: t('fields.money'),
            value: t('moneyReads', {
              example: moneyExample(settings.currency, language),
              count: settings.currency.decimals,
            }),
          },
          {
            label: t('fields.colors'),
            value: (
              <Box component="ul" sx={plainList}>
                {COLORS.map((name) => {
                  const hex = settings.colors[COLOR_OF[name]];
                  return (
                    <Box component="li" key={name} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <Box
                        aria-hidden
                        sx={{
                          width: 20,
                          height: 20,
                          bgcolor: hex,
                          border: 1,
                          borderColor: 'divider',
                          borderRadius: 0.5,
                        }}
                      />
                      {`${t(`fields.${name}`)} ${hex}`}
                    </Box>
                  );
                })}
              </Box>
            ),
          },
          { label: t('fields.termsUrl'), value: <PageLink href={settings.legal.terms} /> },
          { label: t('fields.privacyUrl'), value: <PageLink href={settings.legal.privacy} /> },
        ]}
      />
    </Section>
  );
}
