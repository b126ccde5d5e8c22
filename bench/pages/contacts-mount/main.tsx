// The contacts-mount benchmark page: times mounting the real contact list and plain React rows.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { type ContactListRow, groupContacts } from '../../../apps/web/src/features/contacts/lib/order.ts';
import { ContactList } from '../../../apps/web/src/features/contacts/list/ContactList.tsx';
import type { Contact } from '../../../apps/web/src/features/contacts/state/contactsStore.ts';

const FIRST = [
  'Alice',
  'Bruno',
  'Chen',
  'Dana',
  'Emil',
  'Fatima',
  'Goran',
  'Hana',
  'Ivo',
  'Jia',
  'Kofi',
  'Lena',
];
const LAST = ['Smith', 'Novak', 'Wang', 'Garcia', 'Okafor', 'Müller', 'Rossi', 'Sato', 'Kim', 'Dubois'];

/** Deterministic fake contacts with one phone each. */
function contacts(count: number): Contact[] {
  return Array.from({ length: count }, (_, index) => {
    const national = String(2_000_000_000 + index * 7);
    return {
      id: `c${index}`,
      name: `${FIRST[index % FIRST.length]} ${LAST[Math.floor(index / FIRST.length) % LAST.length]} ${index}`,
      email: `person${index}@example.test`,
      companyName: index % 3 === 0 ? 'Acme' : '',
      note: '',
      phones: [{ telCode: '1', phone: national, tag: 'Mobile', shortPhone: national, full: `1${national}` }],
      updateTime: index,
    };
  });
}

const noop = () => {};
const selected = new Set<string>();
let rows: ContactListRow[] = [];
let plain: Contact[] = [];

/** Mounts an element into a fixed-size box, synchronously including layout; returns ms and rows shown. */
function timeMount(element: React.ReactElement): { ms: number; rows: number } {
  const box = document.createElement('div');
  box.style.cssText = 'width:1200px;height:800px;display:flex;flex-direction:column;overflow:auto';
  document.body.append(box);
  const root = createRoot(box);
  const started = performance.now();
  flushSync(() => root.render(element));
  // Reading layout makes the browser do the style and layout work of what was mounted.
  box.getBoundingClientRect();
  void box.offsetHeight;
  const ms = performance.now() - started;
  const shown = box.querySelectorAll('[role="row"], [data-plain-row]').length;
  root.unmount();
  box.remove();
  return { ms, rows: shown };
}

function PlainRows({ items }: { items: Contact[] }) {
  return (
    <div>
      {items.map((item) => (
        <div key={item.id} data-plain-row="">
          <span>{item.name}</span> <span>{item.phones[0]?.full}</span>
        </div>
      ))}
    </div>
  );
}

declare global {
  interface Window {
    bench: {
      prepare(contactCount: number, plainCount: number): number;
      mountContacts(): { ms: number; rows: number };
      mountPlain(): { ms: number; rows: number };
      mountEmptyList(): { ms: number; rows: number };
    };
  }
}

window.bench = {
  prepare(contactCount, plainCount) {
    rows = groupContacts(contacts(contactCount));
    plain = contacts(plainCount);
    return rows.length;
  },
  mountContacts: () => timeMount(list(rows)),
  mountPlain: () => timeMount(<PlainRows items={plain} />),
  mountEmptyList: () => timeMount(list([])),
};

/** The real list as the contacts panel renders it, with nothing selected. */
function list(items: ContactListRow[]) {
  return (
    <ContactList
      rows={items}
      selected={selected}
      selection="none"
      activeId={null}
      onToggle={noop}
      onToggleAll={noop}
      onOpen={noop}
      onEdit={noop}
      onDelete={noop}
    />
  );
}
