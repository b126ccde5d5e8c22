import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipientPickerProps } from '../../../components/recipientPicker.ts';
import { sortContacts } from '../lib/order.ts';
import { type Contact, useContacts } from '../state/contactsStore.ts';
import { NumberChoice } from './NumberChoice.tsx';
import { PickerRow } from './PickerRow.tsx';
import {
  filterPickerContacts,
  PICKER_ROW_HEIGHT,
  PICKER_VISIBLE_ROWS,
  partnerOf,
  phoneToPick,
} from './pickerModel.ts';

const MIN_WIDTH = 360;

/**
 * The contacts picker the To field opens: a searchable virtualized list under the number input,
 * narrowed by what is typed (name or digits). A contact with one number is picked at once; with
 * several, an overlay asks which. Arrow keys move, Enter picks, Escape closes; it closes itself
 * when nothing matches the typed text.
 */
export function ContactsPicker({ anchorEl, query, onPick, onClose }: RecipientPickerProps) {
  const { t } = useTranslation('contactsTransfer');
  const byId = useContacts((state) => state.byId);
  const sorted = useMemo(() => sortContacts(Object.values(byId)), [byId]);
  const rows = useMemo(() => filterPickerContacts(sorted, query), [sorted, query]);
  const [cursor, setCursor] = useState({ query, index: -1 });
  const active = cursor.query === query ? cursor.index : -1;
  const [choosing, setChoosing] = useState<Contact | null>(null);
  // State, not a ref: the Popper mounts its content after this component rendered, and only a
  // re-render lets the virtualizer attach to the list (else wheel scrolling shows empty rows).
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const paperRef = useRef<HTMLDivElement>(null);
  const width = Math.max(MIN_WIDTH, anchorEl.closest('.MuiInputBase-root')?.clientWidth ?? 0);
  const height = Math.min(rows.length, PICKER_VISIBLE_ROWS) * PICKER_ROW_HEIGHT;

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => PICKER_ROW_HEIGHT,
    overscan: 4,
    initialRect: { width, height: PICKER_VISIBLE_ROWS * PICKER_ROW_HEIGHT },
  });

  const pick = (contact: Contact) => {
    const phone = phoneToPick(contact);
    if (phone) onPick(partnerOf(contact, phone));
    else setChoosing(contact);
  };

  // Keys typed in the number input drive the list; the latest state is read through a ref.
  const latest = useRef({ rows, active, choosing, pick, onClose, query, virtualizer });
  latest.current = { rows, active, choosing, pick, onClose, query, virtualizer };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const state = latest.current;
      if (event.key === 'Escape') {
        event.preventDefault();
        if (state.choosing) setChoosing(null);
        else state.onClose();
        return;
      }
      if (state.choosing || state.rows.length === 0) return;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const index = Math.min(state.rows.length - 1, Math.max(0, state.active + step));
        // Keys can repeat faster than renders: the ref moves now, the state follows.
        state.active = index;
        setCursor({ query: state.query, index });
        state.virtualizer.scrollToIndex(index);
      } else if (event.key === 'Enter' && state.active >= 0) {
        const contact = state.rows[state.active];
        if (!contact) return;
        event.preventDefault();
        state.pick(contact);
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !paperRef.current?.contains(next)) latest.current.onClose();
    };
    anchorEl.addEventListener('keydown', onKey);
    anchorEl.addEventListener('focusout', onFocusOut);
    return () => {
      anchorEl.removeEventListener('keydown', onKey);
      anchorEl.removeEventListener('focusout', onFocusOut);
    };
  }, [anchorEl]);

  // Nothing matches what is typed: the typed number is used, so the picker gets out of the way
  // (the To field opens it again on the next keystroke).
  const nothingMatches = rows.length === 0 && query.trim() !== '';
  useEffect(() => {
    if (nothingMatches) latest.current.onClose();
  }, [nothingMatches]);
  if (nothingMatches) return null;
  const empty = rows.length === 0 ? t('picker.none') : null;

  return (
    <Popper open anchorEl={anchorEl} placement="bottom-start" sx={{ zIndex: 'modal' }}>
      <ClickAwayListener
        onClickAway={(event) => {
          const target = event.target as Node;
          if (!anchorEl.closest('.MuiInputBase-root')?.contains(target) && !anchorEl.contains(target))
            onClose();
        }}
      >
        <Paper
          ref={paperRef}
          elevation={8}
          data-testid="contacts-picker"
          // Keep the focus in the number input while clicking rows.
          onMouseDown={(event) => event.preventDefault()}
          sx={{
            width,
            mt: 0.5,
            position: 'relative',
            overflow: 'hidden',
            minHeight: choosing ? 200 : undefined,
          }}
        >
          {empty ? (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
              {empty}
            </Typography>
          ) : (
            <Box
              ref={setScrollElement}
              role="listbox"
              aria-label={t('picker.label')}
              sx={{ height, overflowY: 'auto', position: 'relative' }}
            >
              <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
                {virtualizer.getVirtualItems().map((item) => {
                  const contact = rows[item.index];
                  if (!contact) return null;
                  return (
                    <PickerRow
                      key={contact.id}
                      contact={contact}
                      active={item.index === active}
                      top={item.start}
                      onPick={pick}
                    />
                  );
                })}
              </Box>
            </Box>
          )}
          {choosing && (
            <NumberChoice
              contact={choosing}
              onCancel={() => setChoosing(null)}
              onChoose={(phone) => {
                setChoosing(null);
                onPick(partnerOf(choosing, phone));
              }}
            />
          )}
        </Paper>
      </ClickAwayListener>
    </Popper>
  );
}
