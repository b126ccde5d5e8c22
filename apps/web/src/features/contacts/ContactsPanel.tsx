import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand, useRuntime } from '../../lib/runtime.ts';
import { useSession } from '../../lib/session.ts';
import { ConfirmDeleteDialog } from './common/ConfirmDeleteDialog.tsx';
import { ContactNotice } from './common/notice.tsx';
import { ContactDetailPanel } from './detail/ContactDetailPanel.tsx';
import { ContactFormDialog } from './form/ContactFormDialog.tsx';
import { groupSortedContacts, sortContacts } from './lib/order.ts';
import { matchesContactSearch } from './lib/search.ts';
import { ContactList } from './list/ContactList.tsx';
import { ContactsHeader } from './list/ContactsHeader.tsx';
import { ContactsEmptyState } from './list/EmptyState.tsx';
import { useContacts } from './state/contactsStore.ts';
import { useContactsSync } from './sync/useContactsSync.ts';
import { ContactsTransferMenu } from './transfer/ContactsTransferMenu.tsx';

/** The contacts tab: searchable A-Z list, bulk delete, add and edit dialogs and the detail panel. */
export default function ContactsPanel() {
  const { t } = useTranslation('contacts');
  const hasToken = useSession((state) => state.token !== null);
  const front = useRuntime((state) => state.front);
  const signedIn = hasToken && !front;
  const brand = useBrand();
  const canMessage = signedIn && brand.tabs.includes('chats');
  const sync = useContactsSync(signedIn);
  const byId = useContacts((state) => state.byId);
  const loaded = useContacts((state) => state.loaded);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [activeId, setActiveId] = useState<string | null>(null);
  const [form, setForm] = useState<{ id?: string } | null>(null);
  const [deleting, setDeleting] = useState<string[]>([]);

  const sorted = useMemo(() => sortContacts(Object.values(byId)), [byId]);
  const visible = useMemo(
    () =>
      deferredQuery.trim()
        ? sorted.filter((contact) => matchesContactSearch(contact, deferredQuery))
        : sorted,
    [sorted, deferredQuery],
  );
  const rows = useMemo(() => groupSortedContacts(visible), [visible]);
  // Ticks of contacts that were deleted meanwhile no longer count.
  const ticked = useMemo(() => new Set([...selected].filter((id) => id in byId)), [selected, byId]);
  const tickedIds = useMemo(() => [...ticked], [ticked]);
  const tickedVisible = useMemo(
    () => visible.filter((contact) => ticked.has(contact.id)).length,
    [visible, ticked],
  );
  const selection = tickedVisible === 0 ? 'none' : tickedVisible === visible.length ? 'all' : 'some';

  const toggle = useCallback(
    (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const toggleAll = () => {
    setSelected(() => {
      if (selection === 'all') {
        const next = new Set(ticked);
        for (const contact of visible) next.delete(contact.id);
        return next;
      }
      return new Set([...ticked, ...visible.map((contact) => contact.id)]);
    });
  };
  const open = useCallback((id: string) => setActiveId(id), []);
  const edit = useCallback((id: string) => setForm({ id }), []);
  const remove = useCallback((id: string) => setDeleting([id]), []);
  const onDeleted = (ids: readonly string[]) => {
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
    if (activeId && ids.includes(activeId)) setActiveId(null);
  };

  const empty = sorted.length === 0;
  // Until the first sync answers, the book is unknown: a loading notice, never "0 contacts" or the empty state.
  const firstLoad = signedIn && !loaded && !sync.failed;
  const add = signedIn ? () => setForm({}) : undefined;
  let main: React.ReactNode;
  if (firstLoad) {
    main = (
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 3, color: 'text.secondary' }}
      >
        <CircularProgress size={18} aria-hidden />
        <Typography>{t('list.loading')}</Typography>
      </Box>
    );
  } else if (sync.failed && empty) {
    main = (
      <Box role="alert" sx={{ p: 3 }}>
        <Typography color="error">{t('list.loadFailed')}</Typography>
        <Button onClick={sync.retry}>{t('list.retry')}</Button>
      </Box>
    );
  } else if (empty) {
    main = <ContactsEmptyState onAdd={add} />;
  } else {
    main = (
      <>
        <ContactList
          rows={rows}
          selected={ticked}
          selection={selection}
          activeId={activeId}
          onToggle={toggle}
          onToggleAll={toggleAll}
          onOpen={ticked.size > 0 ? toggle : open}
          onEdit={edit}
          onDelete={remove}
        />
        {visible.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 3, position: 'absolute', top: 120 }}>
            {t('list.noResults', { query: deferredQuery.trim() })}
          </Typography>
        )}
      </>
    );
  }

  return (
    <Box sx={{ flex: 1, minWidth: 0, minHeight: 0, display: 'flex', height: '100%' }}>
      <Box
        component="section"
        sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', position: 'relative' }}
      >
        <ContactsHeader
          query={query}
          onQuery={setQuery}
          total={firstLoad ? undefined : sorted.length}
          selectedCount={ticked.size}
          onAdd={add}
          onDeleteSelected={() => setDeleting(tickedIds)}
          actions={signedIn ? <ContactsTransferMenu selectedIds={tickedIds} /> : undefined}
          onClearSelection={() => setSelected(new Set())}
        />
        <Box sx={{ height: 4 }}>
          {sync.loading && loaded && <LinearProgress aria-label={t('list.loading')} />}
        </Box>
        {main}
      </Box>
      {activeId && (
        <Box
          sx={{
            width: 320,
            flexShrink: 0,
            borderLeft: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <ContactDetailPanel
            key={activeId}
            contactId={activeId}
            onClose={() => setActiveId(null)}
            canMessage={canMessage}
          />
        </Box>
      )}
      <ContactFormDialog
        open={form !== null}
        contact={form?.id ? byId[form.id] : undefined}
        onClose={() => setForm(null)}
        onSaved={(contact) => setActiveId((current) => current ?? contact.id)}
      />
      <ConfirmDeleteDialog
        ids={deleting}
        name={deleting.length === 1 ? byId[deleting[0]!]?.name : undefined}
        onClose={() => setDeleting([])}
        onDeleted={onDeleted}
      />
      <ContactNotice />
    </Box>
  );
}
