import { type BrandId, brandIds } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { brandName } from '../lib/format.ts';
import { useUiLanguage } from '../lib/language.ts';
import { FilterSelect } from './FilterSelect.tsx';

/** A choice of one brand or all of them (undefined). */
export function BrandSelect({
  value,
  onChange,
}: {
  value: BrandId | undefined;
  onChange: (brand: BrandId | undefined) => void;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return (
    <FilterSelect
      label={t('brand.label')}
      allLabel={t('brand.all')}
      values={brandIds}
      nameOf={(brand) => brandName(brand, language)}
      value={value}
      onChange={onChange}
      minWidth={160}
    />
  );
}
