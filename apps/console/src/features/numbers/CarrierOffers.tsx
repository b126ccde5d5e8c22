import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CarrierOffer, type ConsoleCallData, formatLineNumber } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { type SimpleColumn, SimpleTable } from '../../components/SimpleTable.tsx';
import { carrierName } from './carrierName.ts';

/**
 * What one search of the carrier found: each number as people read it, its area code and region, and
 * whether the inventory holds it already or it can be bought. A carrier that sells nothing (its stock
 * is the inventory) is said so in a sentence, and no number gets a Buy button.
 */
export function CarrierOffers({
  result,
  mayBuy,
  onBuy,
}: {
  result: ConsoleCallData<'consoleCarrierSearch'>;
  /** False for a role without numbers.manage: it may look, not buy. */
  mayBuy: boolean;
  onBuy: (offer: CarrierOffer) => void;
}) {
  const { t } = useTranslation('numbers');
  const { offers, sells } = result;

  const standing = (offer: CarrierOffer) => {
    if (offer.inInventory) return t('carrier.inInventory');
    if (!sells) return '';
    if (!mayBuy) return t('carrier.forSale');
    const number = formatLineNumber(offer.number);
    return (
      <Button
        size="small"
        variant="outlined"
        aria-label={t('carrier.buyLabel', { number })}
        onClick={() => onBuy(offer)}
      >
        {t('carrier.buy')}
      </Button>
    );
  };
  const columns: SimpleColumn<CarrierOffer>[] = [
    { header: t('columns.number'), cell: (offer) => formatLineNumber(offer.number) },
    { header: t('columns.areaCode'), cell: (offer) => offer.areaCode },
    { header: t('carrier.columns.region'), cell: (offer) => offer.region },
    { header: t('carrier.columns.status'), cell: standing },
  ];

  return (
    <Stack spacing={1}>
      {!sells && (
        <Alert severity="info">{t('carrier.sellsNothing', { carrier: carrierName(result.carrier) })}</Alert>
      )}
      {offers.length > 0 && (
        <Typography sx={{ color: 'text.secondary' }}>
          {t('carrier.count', { count: offers.length })}
        </Typography>
      )}
      <SimpleTable
        label={t('carrier.offers')}
        rows={offers}
        rowKey={(offer) => offer.number}
        columns={columns}
        empty={t('carrier.none')}
      />
    </Stack>
  );
}
