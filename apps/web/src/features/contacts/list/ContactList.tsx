import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ContactListRow, groupHeaderIndexes } from '../lib/order.ts';
import { ContactRow } from './ContactRow.tsx';
import {
  CONTACT_ROW_HEIGHT,
  contactRowStyles,
  GROUP_ROW_HEIGHT,
  LIST_COLUMNS,
  WIDE_ONLY,
} from './columns.ts';
import { type RowLayout, rowOffset, rowWindow, totalHeight, useViewport } from './rowWindow.ts';

/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 10;

/** Props of the grouped contact list. */
export interface ContactListProps {
  rows: ContactListRow[];
  selected: ReadonlySet<string>;
  /** 'all', 'some' or 'none' of the listed contacts are ticked. */
  selection: 'all' | 'some' | 'none';
  activeId: string | null;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onOpen: (id: string) => void;
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
}

/** The virtualized A-Z list with a select-all header, sticky group letters and a per-row menu. */
export function ContactList(props: ContactListProps) {
  const { rows, selected, selection, activeId, onToggle, onToggleAll, onOpen, onEdit, onDelete } = props;
  const { t } = useTranslation('contacts');
  const scrollRef = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<{ id: string; anchor: HTMLElement } | null>(null);
  // Mounting costs the same for any number of rows: the layout is arithmetic on the header indexes,
  // and only the rows in view (plus the pinned header) are created.
  const layout = useMemo<RowLayout>(
    () => ({
      count: rows.length,
      headers: groupHeaderIndexes(rows),
      rowHeight: CONTACT_ROW_HEIGHT,
      headerHeight: GROUP_ROW_HEIGHT,
    }),
    [rows],
  );
  const viewport = useViewport(scrollRef);
  const { start, end, sticky } = rowWindow(layout, viewport.top, viewport.height, OVERSCAN);
  const indexes: number[] = [];
  // The pinned header comes first, so it is laid out at the top of the list box.
  if (sticky >= 0 && sticky < start) indexes.push(sticky);
  for (let index = start; index <= end; index++) indexes.push(index);
  const openMenu = useCallback((id: string, anchor: HTMLElement) => setMenu({ id, anchor }), []);

  return (
    <Box
      role="table"
      aria-label={t('list.label')}
      sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Box
        role="row"
        sx={{
          display: 'grid',
          gridTemplateColumns: LIST_COLUMNS,
          alignItems: 'center',
          columnGap: 1,
          pr: 1,
          minHeight: 44,
          borderBottom: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          typography: 'body2',
          fontWeight: 600,
        }}
      >
        <Box role="columnheader" sx={{ display: 'flex', justifyContent: 'center' }}>
          <Checkbox
            size="small"
            checked={selection === 'all'}
            indeterminate={selection === 'some'}
            onChange={onToggleAll}
            disabled={rows.length === 0}
            slotProps={{ input: { 'aria-label': t('list.selectAll') } }}
          />
        </Box>
        <Box role="columnheader" sx={{ pl: 6.5 }}>
          {t('columns.name')}
        </Box>
        <Box role="columnheader">{t('columns.phone')}</Box>
        <Box role="columnheader" sx={WIDE_ONLY}>
          {t('columns.email')}
        </Box>
        <Box role="columnheader" sx={WIDE_ONLY}>
          {t('columns.company')}
        </Box>
        <Box />
      </Box>
      <Box
        ref={scrollRef}
        role="rowgroup"
        data-testid="contact-list"
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', ...contactRowStyles }}
      >
        <div style={{ height: totalHeight(layout), position: 'relative', width: '100%' }}>
          {indexes.map((index) => {
            const row = rows[index];
            if (!row) return null;
            const pinned = index === sticky;
            return (
              <div
                key={row.kind === 'group' ? `group-${row.letter}` : row.contact.id}
                style={
                  pinned
                    ? { position: 'sticky', top: 0, left: 0, width: '100%', zIndex: 1 }
                    : {
                        position: 'absolute',
                        top: 0,
                        left: 0,
                        width: '100%',
                        transform: `translateY(${rowOffset(layout, index)}px)`,
                      }
                }
              >
                {row.kind === 'group' ? (
                  <Typography
                    role="row"
                    aria-label={row.letter}
                    variant="subtitle2"
                    sx={{
                      height: GROUP_ROW_HEIGHT,
                      lineHeight: `${GROUP_ROW_HEIGHT}px`,
                      px: 2,
                      bgcolor: 'background.default',
                      color: 'primary.main',
                      borderBottom: 1,
                      borderColor: 'divider',
                    }}
                  >
                    {row.letter}
                  </Typography>
                ) : (
                  <ContactRow
                    contact={row.contact}
                    checked={selected.has(row.contact.id)}
                    active={row.contact.id === activeId}
                    onToggle={onToggle}
                    onOpen={onOpen}
                    onMenu={openMenu}
                  />
                )}
              </div>
            );
          })}
        </div>
      </Box>
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            if (menu) onEdit(menu.id);
            setMenu(null);
          }}
        >
          {t('menu.edit')}
        </MenuItem>
        <MenuItem
          sx={{ color: 'error.main' }}
          onClick={() => {
            if (menu) onDelete(menu.id);
            setMenu(null);
          }}
        >
          {t('menu.delete')}
        </MenuItem>
      </Menu>
    </Box>
  );
}
