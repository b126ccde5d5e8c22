import { formatPhone } from '@switchboard/protocol';
import { type HTMLAttributes, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarColor, avatarInitial } from '../lib/format.ts';
import type { Contact } from '../state/contactsStore.ts';

/**
 * A plain div carrying a table role. The list uses ARIA table roles on divs because a virtualized
 * list positions its rows absolutely; the row's click is a mouse shortcut for the name button.
 */
function Div(props: HTMLAttributes<HTMLDivElement> & { 'data-testid'?: string }) {
  return <div {...props} />;
}

// Material icon paths (CheckBoxOutlineBlank, CheckBox, MoreVert), drawn as plain SVG: a row made
// of MUI's Checkbox and IconButton costs several styled components each, paid for every row in view.
const TICK_OFF = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';
const TICK_ON =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';
const MORE =
  'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d={path} />
    </svg>
  );
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
        <span className={checked ? 'tick is-on' : 'tick'}>
          <input
            type="checkbox"
            checked={checked}
            onChange={() => onToggle(contact.id)}
            aria-label={t('list.select', { name: contact.name })}
          />
          <Icon path={checked ? TICK_ON : TICK_OFF} />
        </span>
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
        {first ? formatPhone(first.telCode, first.shortPhone) : ''}
      </Div>
      <Div role="cell" className="cell-text cell-wide">
        {contact.email}
      </Div>
      <Div role="cell" className="cell-text cell-wide">
        {contact.companyName}
      </Div>
      <Div role="cell">
        <button
          type="button"
          className="row-menu"
          aria-label={t('menu.label', { name: contact.name })}
          aria-haspopup="menu"
          onClick={(event) => {
            event.stopPropagation();
            onMenu(contact.id, event.currentTarget);
          }}
        >
          <Icon path={MORE} />
        </button>
      </Div>
    </Div>
  );
});
