import ChatOutlined from '@mui/icons-material/ChatOutlined';
import Close from '@mui/icons-material/Close';
import MoreVert from '@mui/icons-material/MoreVert';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { formatPhone } from '@switchboard/protocol';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openChatWith } from '../../chats/index.ts';
import { ConfirmDeleteDialog } from '../common/ConfirmDeleteDialog.tsx';
import { ContactAvatar } from '../common/ContactAvatar.tsx';
import { ContactNotice } from '../common/notice.tsx';
import { ContactFormDialog } from '../form/ContactFormDialog.tsx';
import type { Contact, ContactPhoneView } from '../state/contactsStore.ts';
import { findContactByNumber, useContacts } from '../state/contactsStore.ts';

/** Props of the contact detail side panel. */
export interface ContactDetailPanelProps {
  /** A saved contact to show. */
  contactId?: string;
  /** A number to show; its contact is looked up, and Add contact is offered when there is none. */
  number?: { telCode: string; phone: string };
  onClose?: () => void;
  /** Offers Send message (the contacts tab; the chats screen shows the panel beside the chat already). */
  canMessage?: boolean;
}

/** Opens the chat with one phone of a contact. */
function messagePhone(contact: Contact, phone: ContactPhoneView): void {
  openChatWith({
    name: contact.name,
    noName: false,
    phone: phone.full,
    telCode: phone.telCode,
    shortPhone: phone.shortPhone,
  });
}

/** The right-hand contact detail: avatar, name, phones with tags, email, company, note and a menu. */
export function ContactDetailPanel({ contactId, number, onClose, canMessage }: ContactDetailPanelProps) {
  const { t } = useTranslation('contacts');
  const byId = useContacts((state) => state.byId);
  const contact = useMemo<Contact | undefined>(() => {
    if (contactId) return byId[contactId];
    if (number) return findContactByNumber(byId, `${number.telCode}${number.phone}`)?.contact;
    return undefined;
  }, [byId, contactId, number]);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string[]>([]);

  const header = (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, p: 1 }}>
      {contact && (
        <IconButton
          aria-label={t('menu.label', { name: contact.name })}
          aria-haspopup="menu"
          onClick={(event) => setMenuAnchor(event.currentTarget)}
        >
          <MoreVert />
        </IconButton>
      )}
      {onClose && (
        <IconButton aria-label={t('detail.close')} onClick={onClose}>
          <Close />
        </IconButton>
      )}
    </Box>
  );

  let body: ReactNode;
  if (contact) {
    body = (
      <>
        <Identity name={contact.name} phone={contact.phones[0]?.full ?? ''} />
        {canMessage && contact.phones[0] && (
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
            <Button
              variant="contained"
              startIcon={<ChatOutlined />}
              onClick={() => messagePhone(contact, contact.phones[0]!)}
            >
              {t('detail.message')}
            </Button>
          </Box>
        )}
        <Section title={t('detail.phones')}>
          {contact.phones.map((item) => (
            <Box
              key={`${item.full}-${item.tag}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
            >
              <Typography sx={{ flex: 1, fontVariantNumeric: 'tabular-nums' }}>
                {formatPhone(item.telCode, item.shortPhone)}
              </Typography>
              <Chip size="small" label={t(`tags.${item.tag}`)} />
              {canMessage && (
                <IconButton
                  size="small"
                  aria-label={t('detail.messageTo', { number: formatPhone(item.telCode, item.shortPhone) })}
                  onClick={() => messagePhone(contact, item)}
                >
                  <ChatOutlined fontSize="small" />
                </IconButton>
              )}
            </Box>
          ))}
        </Section>
        {contact.email && <Section title={t('detail.email')}>{contact.email}</Section>}
        {contact.companyName && <Section title={t('detail.company')}>{contact.companyName}</Section>}
        {contact.note && (
          <Section title={t('detail.note')}>
            <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {contact.note}
            </Box>
          </Section>
        )}
      </>
    );
  } else if (number) {
    body = (
      <>
        <Identity
          name={formatPhone(number.telCode, number.phone)}
          phone={`${number.telCode}${number.phone}`}
          initial="#"
        />
        <Typography color="text.secondary" align="center">
          {t('detail.noName')}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => setAdding(true)}>
            {t('detail.add')}
          </Button>
        </Box>
      </>
    );
  } else {
    body = (
      <Typography color="text.secondary" align="center" sx={{ p: 3 }}>
        {t('detail.missing')}
      </Typography>
    );
  }

  return (
    <Box
      component="aside"
      aria-label={t('detail.label')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minWidth: 0, overflowY: 'auto' }}
    >
      {header}
      <Box sx={{ px: 3, pb: 3 }}>{body}</Box>
      <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            setEditing(true);
          }}
        >
          {t('menu.edit')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            if (contact) setDeleting([contact.id]);
          }}
          sx={{ color: 'error.main' }}
        >
          {t('menu.delete')}
        </MenuItem>
      </Menu>
      <ContactFormDialog open={editing} contact={contact} onClose={() => setEditing(false)} />
      <ContactFormDialog
        open={adding}
        initial={number ? { phones: [number] } : undefined}
        onClose={() => setAdding(false)}
      />
      <ConfirmDeleteDialog
        ids={deleting}
        name={contact?.name}
        onClose={() => setDeleting([])}
        onDeleted={() => onClose?.()}
      />
      <ContactNotice />
    </Box>
  );
}

function Identity({ name, phone, initial }: { name: string; phone: string; initial?: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mb: 2 }}>
      <ContactAvatar name={initial ?? name} phone={phone} size={72} />
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', textAlign: 'center' }}>
        {name}
      </Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ py: 1.25, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="caption" color="text.secondary" component="h3">
        {title}
      </Typography>
      <Box sx={{ typography: 'body1' }}>{children}</Box>
    </Box>
  );
}
