import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/runtime.ts';
import { formatFullNumber } from '../format/phone.ts';
import { officialSender } from '../list/officialSenders.ts';
import { useChats } from '../state/chatStore.ts';
import { useChatView } from '../state/viewStore.ts';

/**
 * Says the other number is not in the contacts, until dismissed for this conversation. Hidden for
 * brands without the banner (cloudnumber) and for official senders. Adding the contact arrives with
 * the contacts feature, so that button is shown disabled and says so.
 */
export function UnknownNumberBanner({ chatKey }: { chatKey: string }) {
  const { t } = useTranslation('chats');
  const brand = useBrand();
  const partner = useChats((state) => state.partner);
  const dismissed = useChatView((state) => state.dismissedBanners.includes(chatKey));
  const dismiss = useChatView((state) => state.dismissBanner);

  if (!brand.features.unknownNumberBanner || dismissed || !partner || !partner.noName) return null;
  if (!/^\d+$/.test(partner.shortPhone) || officialSender(partner.phone)) return null;

  const addLabel = t('banner.add');
  return (
    <Alert
      severity="info"
      variant="standard"
      data-testid="unknown-number-banner"
      sx={{ borderRadius: 0, py: 0, alignItems: 'center' }}
      action={
        <>
          <Tooltip title={t('banner.comingWithContacts')}>
            <span>
              <Button
                size="small"
                color="inherit"
                disabled
                aria-label={`${addLabel}: ${t('banner.comingWithContacts')}`}
              >
                {addLabel}
              </Button>
            </span>
          </Tooltip>
          <IconButton
            size="small"
            color="inherit"
            aria-label={t('banner.dismiss')}
            onClick={() => dismiss(chatKey)}
          >
            <Close fontSize="small" />
          </IconButton>
        </>
      }
    >
      {t('banner.unknown', { number: formatFullNumber(partner.phone, partner.telCode) })}
    </Alert>
  );
}
