import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BrandId } from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandSelect } from '../../../components/BrandSelect.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/language.ts';
import { useMay } from '../../../lib/operator.ts';
import { BrandSettingsDialog } from './BrandSettingsDialog.tsx';
import { BrandSettingsView } from './BrandSettingsView.tsx';
import { brandSettingsQuery } from './queries.ts';

/** A brand's settings an operator may change without a release, as they stand; admins edit them. */
export function BrandsTab() {
  const { t } = useTranslation('brands');
  const language = useUiLanguage();
  const mayManage = useMay('catalogue.manage');
  const [brand, setBrand] = useState<BrandId>('pingme');
  const [editing, setEditing] = useState(false);
  const brandSettings = useQuery(brandSettingsQuery(brand));
  const data = brandSettings.data;

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        {/* One brand at a time: choosing all brands keeps the one shown. */}
        <BrandSelect value={brand} onChange={(next) => next !== undefined && setBrand(next)} />
        {mayManage && data !== undefined && (
          <Button variant="contained" onClick={() => setEditing(true)}>
            {t('edit')}
          </Button>
        )}
      </Stack>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('note')}</Typography>
      <QueryFailure query={brandSettings} />
      {data !== undefined && (
        <>
          <BrandSettingsView settings={data.settings} />
          <Typography sx={{ mt: 2, color: 'text.secondary' }}>
            {data.updatedAt === null
              ? t('codeValues')
              : t('updated', { at: formatDateTime(data.updatedAt, language) })}
          </Typography>
        </>
      )}
      {editing && data !== undefined && <BrandSettingsDialog data={data} onClose={() => setEditing(false)} />}
    </>
  );
}
