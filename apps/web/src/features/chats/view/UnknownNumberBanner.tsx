import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { formatFullNumber } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/runtime.ts';
import { contactNumberOf, useContactActions } from '../contacts/contactActions.ts';
import { canAddToContacts, useContactFor, useContactsEnabled } from '../contacts/contactNames.ts';
import { officialSender } from '../list/officialSenders.ts';
import { useChats } from '../state/chatStore.ts';
import { useChatView } from '../state/viewStore.ts';

/**
 * Says the other number is not in the contacts and offers to add it, until dismissed for this
 * conversation. Hidden for brands without the banner (cloudnumber) or without contacts, for
 * official senders, and once the number is a contact (the add-to-contacts rule).
 */
export function UnknownNumberBanner({ chatKey }: { chatKey: string }) {
  const { t } = useTranslation('chats');
  const brand = useBrand();
  const partner = useChats((state) => state.partner);
  const dismissed = useChatView((state) => state.dismissedBanners.includes(chatKey));
  const dismiss = useChatView((state) => state.dismissBanner);
  const composingNew = useChats((state) => state.composingNew);
  const contactsEnabled = useContactsEnabled();
  const contact = useContactFor(partner?.phone);

  if (!brand.features.unknownNumberBanner || !contactsEnabled || dismissed || !partner || !partner.noName) {
    return null;
  }
  const { shortPhone, name } = partner;
  if (!canAddToContacts({ shortPhone, composingNew, contact, name }) || officialSender(partner.phone))
    return null;

  const addLabel = t('banner.add');
  return (
    <Alert
      severity="info"
      variant="standard"
      data-testid="unknown-number-banner"
      sx={{ borderRadius: 0, py: 0, alignItems: 'center' }}
      action={
        <>
          <Button
            size="small"
            color="inherit"
            onClick={() =>
              useContactActions
                .getState()
                .openAdd(contactNumberOf(partner.phone, partner.telCode, shortPhone))
            }
          >
            {addLabel}
          </Button>
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
