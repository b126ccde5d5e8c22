import MoreVert from '@mui/icons-material/MoreVert';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import { type HTMLAttributes, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarColor, avatarInitial, formatContactPhone } from '../lib/format.ts';
import type { Contact } from '../state/contactsStore.ts';

/**
 * A plain div carrying a table role. The list uses ARIA table roles on divs because a virtualized
 * list positions its rows absolutely; the row's click is a mouse shortcut for the name button.
 */
function Div(props: HTMLAttributes<HTMLDivElement> & { 'data-testid'?: string }) {
  return <div {...props} />;
}

/** Props of one contact row. */
export interface ContactRowProps {
  contact: Contact;
  checked: boolean;
  active: boolean;
  onToggle: (id: string) => void;
  onOpen: (id: string) => void;
  onMenu: (id: string, anchor: HTMLElement) => void;
}

/**
 * One contact: tick box, avatar and name, first phone, email, company and a menu. Plain elements
 * styled by class from the list (see `contactRowStyles`), so thousands of rows scroll smoothly.
 */
export const ContactRow = memo(function ContactRow({
  contact,
  checked,
  active,
  onToggle,
  onOpen,
  onMenu,
}: ContactRowProps) {
  const { t } = useTranslation('contacts');
  const first = contact.phones[0];
  const className = `contact-row${active ? ' is-active' : ''}${checked ? ' is-checked' : ''}`;
  return (
    // The name is a button: Enter or Space on it clicks, and the click reaches this row.
    <Div
      role="row"
      aria-selected={active}
      data-testid="contact-row"
      className={className}
      onClick={() => onOpen(contact.id)}
    >
      <Div role="cell" className="cell-tick" onClick={(event) => event.stopPropagation()}>
        <Checkbox
          size="small"
          disableRipple
          checked={checked}
          onChange={() => onToggle(contact.id)}
          slotProps={{ input: { 'aria-label': t('list.select', { name: contact.name }) } }}
        />
      </Div>
      <Div role="cell" className="cell-name">
        <span className="avatar" aria-hidden style={{ backgroundColor: avatarColor(first?.full ?? '') }}>
          {avatarInitial(contact.name)}
        </span>
        <button type="button" className="name">
          {contact.name}
        </button>
      </Div>
      <Div role="cell" className="cell-text cell-phone">
        {first ? formatContactPhone(first.telCode, first.phone) : ''}
      </Div>
      <Div role="cell" className="cell-text cell-wide">
        {contact.email}
      </Div>
      <Div role="cell" className="cell-text cell-wide">
        {contact.companyName}
      </Div>
      <Div role="cell">
        <IconButton
          size="small"
          aria-label={t('menu.label', { name: contact.name })}
          aria-haspopup="menu"
          onClick={(event) => {
            event.stopPropagation();
            onMenu(contact.id, event.currentTarget);
          }}
        >
          <MoreVert fontSize="small" />
        </IconButton>
      </Div>
    </Div>
  );
});
