import type { BrandConfig, UiLanguage } from '@switchboard/protocol';
import type { TFunction } from 'i18next';

/** The help link: a mail draft to the brand's support, subject "Feedback", body with brand and webchat id. */
export function helpMailto(
  t: TFunction<'common'>,
  brand: BrandConfig,
  language: UiLanguage,
  webchatId: string,
): string {
  const subject = encodeURIComponent(t('help.subject'));
  const body = encodeURIComponent(t('help.body', { brand: brand.name[language], webchatId }));
  return `mailto:${brand.supportEmail}?subject=${subject}&body=${body}`;
}
