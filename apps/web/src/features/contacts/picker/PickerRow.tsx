import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { formatPhone } from '@switchboard/protocol';
import { ContactAvatar } from '../common/ContactAvatar.tsx';
import type { Contact } from '../state/contactsStore.ts';
import { PICKER_ROW_HEIGHT, PICKER_ROW_PHONES } from './pickerModel.ts';

/** One contact in the picker: avatar initial, name, up to three phones, email and company. */
export function PickerRow({
  contact,
  active,
  onPick,
  top,
}: {
  contact: Contact;
  active: boolean;
  onPick: (contact: Contact) => void;
  top: number;
}) {
  const phones = contact.phones.slice(0, PICKER_ROW_PHONES).map((p) => formatPhone(p.telCode, p.shortPhone));
  const more = contact.phones.length - PICKER_ROW_PHONES;
  const extra = [contact.email, contact.companyName].filter(Boolean).join(' · ');
  return (
    <ButtonBase
      component="div"
      role="option"
      aria-selected={active}
      data-testid="picker-contact"
      tabIndex={-1}
      onClick={() => onPick(contact)}
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: '100%',
        height: PICKER_ROW_HEIGHT,
        transform: `translateY(${top}px)`,
        px: 1.5,
        gap: 1.25,
        justifyContent: 'flex-start',
        textAlign: 'left',
        bgcolor: active ? 'action.selected' : 'transparent',
        '&:hover': { bgcolor: active ? 'action.selected' : 'action.hover' },
      }}
    >
      <ContactAvatar name={contact.name} phone={contact.phones[0]?.full ?? ''} size={36} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography noWrap sx={{ fontWeight: 600, fontSize: 14, flexShrink: 0, maxWidth: '45%' }}>
            {contact.name}
          </Typography>
          <Typography noWrap variant="body2" color="text.secondary" sx={{ fontSize: 13 }}>
            {phones.join(' · ')}
            {more > 0 ? ` +${more}` : ''}
          </Typography>
        </Box>
        {extra && (
          <Typography noWrap variant="caption" color="text.secondary" component="div">
            {extra}
          </Typography>
        )}
      </Box>
    </ButtonBase>
  );
}
