import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatPhone } from '@switchboard/protocol';
import { useTranslation } from 'react-i18next';
import type { Contact, ContactPhoneView } from '../state/contactsStore.ts';

/** The overlay over the picker asking which of a contact's numbers to use. */
export function NumberChoice({
  contact,
  onChoose,
  onCancel,
}: {
  contact: Contact;
  onChoose: (phone: ContactPhoneView) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('contactsTransfer');
  const title = t('picker.whichNumber', { name: contact.name });
  return (
    <Box
      role="dialog"
      aria-label={title}
      data-testid="picker-number-choice"
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 1,
        bgcolor: 'background.paper',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      <Typography sx={{ px: 2, pt: 1.5, pb: 0.5, fontWeight: 600, fontSize: 14 }}>{title}</Typography>
      <List component="div" dense sx={{ flex: 1, overflow: 'auto', py: 0 }}>
        {contact.phones.map((phone) => (
          <ListItemButton key={`${phone.full}-${phone.tag}`} onClick={() => onChoose(phone)}>
            <ListItemText
              primary={formatPhone(phone.telCode, phone.shortPhone)}
              secondary={t(`tag.${phone.tag}`)}
            />
          </ListItemButton>
        ))}
      </List>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pb: 1 }}>
        <Button size="small" onClick={onCancel}>
          {t('picker.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
