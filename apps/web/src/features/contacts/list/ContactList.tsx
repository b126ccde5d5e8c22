import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactListRow } from '../lib/order.ts';
import { ContactRow } from './ContactRow.tsx';
import {
  CONTACT_ROW_HEIGHT,
  contactRowStyles,
  GROUP_ROW_HEIGHT,
  LIST_COLUMNS,
  WIDE_ONLY,
} from './columns.ts';

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
  const groupIndexes = useMemo(
    () => rows.flatMap((row, index) => (row.kind === 'group' ? [index] : [])),
    [rows],
  );
  const stickyRef = useRef(0);

  // The group header of the first visible row stays rendered, pinned to the top.
  const rangeExtractor = useCallback(
    (range: Range) => {
      let sticky = 0;
      for (const index of groupIndexes) {
        if (index > range.startIndex) break;
        sticky = index;
      }
      stickyRef.current = sticky;
      const indexes = new Set([sticky, ...defaultRangeExtractor(range)]);
      return [...indexes].sort((a, b) => a - b);
    },
    [groupIndexes],
  );

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (rows[index]?.kind === 'group' ? GROUP_ROW_HEIGHT : CONTACT_ROW_HEIGHT),
    overscan: 10,
    rangeExtractor,
    getItemKey: (index) => {
      const row = rows[index];
      if (!row) return index;
      return row.kind === 'group' ? `group-${row.letter}` : row.contact.id;
    },
  });
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
        <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            const sticky = row.kind === 'group' && item.index === stickyRef.current;
            return (
              <Box
                key={item.key}
                sx={{
                  top: 0,
                  left: 0,
                  width: '100%',
                  zIndex: sticky ? 1 : undefined,
                  ...(sticky
                    ? { position: 'sticky' }
                    : { position: 'absolute', transform: `translateY(${item.start}px)` }),
                }}
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
              </Box>
            );
          })}
        </Box>
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
