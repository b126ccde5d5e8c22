import { type CarrierOffer, formatLineNumber } from '@switchboard/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../components/ReasonDialog.tsx';
import { callConsole } from '../../lib/api/client.ts';
import { carrierName } from './carrierName.ts';
import { type CarrierSearchQuery, carrierSearchQuery, numberKeys } from './queries.ts';

/**
 * Buys one offered number with a reason the audit log keeps. The number is bought as the kind and in
 * the country it was searched as, with the region the carrier named. Once bought, its offer reads
 * "In the inventory" at once (without asking the carrier again) and the inventory is fetched anew.
 */
export function CarrierBuyDialog({
  offer,
  search,
  carrier,
  onClose,
}: {
  offer: CarrierOffer;
  /** The search that offered the number. */
  search: CarrierSearchQuery;
  carrier: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('numbers');
  const queryClient = useQueryClient();
  const markBought = () =>
    queryClient.setQueryData(carrierSearchQuery(search).queryKey, (found) =>
      found === undefined
        ? found
        : {
            ...found,
            offers: found.offers.map((shown) =>
              shown.number === offer.number ? { ...shown, inInventory: true } : shown,
            ),
          },
    );

  return (
    <ReasonDialog
      title={t('carrier.buyTitle', { number: formatLineNumber(offer.number), carrier: carrierName(carrier) })}
      text={t('carrier.buyText', { carrier: carrierName(carrier) })}
      confirmLabel={t('carrier.buyConfirm')}
      action={(reason) =>
        callConsole('consoleCarrierBuy', {
          body: {
            number: offer.number,
            country: search.country,
            type: search.type,
            region: offer.region,
            reason,
          },
        })
      }
      onDone={() => {
        markBought();
        void queryClient.invalidateQueries({ queryKey: numberKeys.all });
      }}
      onClose={onClose}
    />
  );
}
