import type { BrandConfig, TabId, UiLanguage } from '@switchboard/protocol';
import type { TFunction } from 'i18next';

/** The tabs of the side bar for a brand, in the brand's order. */
export function visibleTabs(brand: BrandConfig): readonly TabId[] {
  return brand.tabs;
}

/** The page title: translated tab name, a dash, the brand name ("Chats - PingMe"). */
export function pageTitle(
  t: TFunction<'common'>,
  tab: TabId,
  brand: BrandConfig,
  language: UiLanguage,
): string {
  return t('pageTitle', { tab: t(`tabs.${tab}`), brand: brand.name[language] });
}
