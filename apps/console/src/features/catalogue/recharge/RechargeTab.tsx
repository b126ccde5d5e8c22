import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type BrandId, brandConfig, tileGift, withRecharge } from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandSelect } from '../../../components/BrandSelect.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { type SimpleColumn, SimpleTable } from '../../../components/SimpleTable.tsx';
import { currencyUnit, formatDateTime } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/language.ts';
import { useMay } from '../../../lib/operator.ts';
import { amountText } from '../queries.ts';
import { rechargeQuery } from './queries.ts';
import { RechargeDialog } from './RechargeDialog.tsx';

interface TileRow {
  place: number;
  amount: number;
  /** The tile's own gift; 0: the brand's percentage applies. */
  gift: number;
  /** What an order of this tile credits on top (by card; crypto may carry none). */
  credited: number;
  isDefault: boolean;
}

/** A brand's recharge tiles in the screen's order with their gifts and the custom range; admins replace them. */
export function RechargeTab() {
  const { t } = useTranslation('recharge');
  const language = useUiLanguage();
  const mayManage = useMay('catalogue.manage');
  const [brand, setBrand] = useState<BrandId>('pingme');
  const [editing, setEditing] = useState(false);
  const recharge = useQuery(rechargeQuery(brand));
  // Amounts as operators type them, in the unit the headers name.
  const money = amountText;
  const unit = currencyUnit(brand, language);

  const data = recharge.data;
  const settings = data?.settings;
  const rows: TileRow[] =
    settings === undefined
      ? []
      : settings.tiles.map((tile, index) => ({
          place: index + 1,
          amount: tile.amount,
          gift: tile.gift,
          credited: tileGift(withRecharge(brandConfig(brand), settings), index, { crypto: false }),
          isDefault: index === settings.defaultTile,
        }));
  const columns: SimpleColumn<TileRow>[] = [
    { header: t('columns.place'), cell: (row) => row.place },
    { header: t('columns.amount', { unit }), cell: (row) => money(row.amount), align: 'right' },
    {
      header: t('columns.gift', { unit }),
      cell: (row) =>
        row.credited === 0
          ? t('noGift')
          : row.gift === 0
            ? t('percentGift', { gift: money(row.credited), percent: settings?.popularGiftPercent ?? 0 })
            : money(row.gift),
      align: 'right',
    },
    { header: t('columns.default'), cell: (row) => (row.isDefault ? t('isDefault') : '') },
  ];

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        {/* One brand at a time: choosing all brands keeps the one shown. */}
        <BrandSelect value={brand} onChange={(next) => next !== undefined && setBrand(next)} />
        {mayManage && settings !== undefined && (
          <Button variant="contained" onClick={() => setEditing(true)}>
            {t('edit')}
          </Button>
        )}
      </Stack>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('note')}</Typography>
      <QueryFailure query={recharge} />
      {settings !== undefined && (
        <>
          <SimpleTable
            label={t('list')}
            rows={rows}
            rowKey={(row) => String(row.amount)}
            columns={columns}
            empty={t('none')}
          />
          <Typography sx={{ mt: 2 }} data-testid="recharge-custom-range">
            {t('customRange', {
              min: money(settings.custom.min),
              max: money(settings.custom.max),
              shown: money(settings.custom.default),
              unit,
            })}
          </Typography>
          <Typography>{t('percent', { percent: settings.popularGiftPercent })}</Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {data?.updatedAt == null
              ? t('seeded')
              : t('updated', { at: formatDateTime(data.updatedAt, language) })}
          </Typography>
        </>
      )}
      {editing && settings !== undefined && (
        <RechargeDialog brand={brand} settings={settings} onClose={() => setEditing(false)} />
      )}
    </>
  );
}
