import type { BrandId, ContactTag } from '@switchboard/protocol';
import { brands } from '@switchboard/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '../../../app/bootstrap.ts';
import { Providers } from '../../../app/Providers.tsx';
import { type Contact, phoneView } from '../state/addressBook.ts';
import { contactsQuery } from '../state/contactsQuery.ts';

/** A contact for tests: name and phones as "telCode phone" strings. */
export function makeContact(
  id: string,
  name: string,
  phones: string[] = ['1 2125550100'],
  tag: ContactTag = 'Other',
): Contact {
  return {
    id,
    name,
    email: '',
    companyName: '',
    note: '',
    updateTime: 1,
    phones: phones.map((item) => {
      const [telCode = '', phone = ''] = item.split(' ');
      return phoneView(telCode, phone, tag);
    }),
  };
}

/** A query client as the app makes it (no retries), holding an address book already synced up to 1. */
export function clientWithContacts(contacts: Contact[] = []): QueryClient {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  client.setQueryData(contactsQuery.queryKey, {
    byId: Object.fromEntries(contacts.map((contact) => [contact.id, contact])),
    syncedUntil: 1,
  });
  return client;
}

/** Renders inside the app's providers with the given query client. */
export function renderWithClient(ui: ReactElement, client: QueryClient, brand: BrandId = 'pingme') {
  return render(
    <Providers brand={brands[brand]} queryClient={client}>
      {ui}
    </Providers>,
  );
}

const LAID_OUT = ['clientHeight', 'offsetHeight', 'clientWidth', 'offsetWidth'] as const;

/**
 * Gives every element an 800 px box, so the virtualized contacts list renders its rows (jsdom lays
 * nothing out); the returned function takes the real sizes back.
 */
export function layOutElements(): () => void {
  const saved = LAID_OUT.map(
    (key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const,
  );
  for (const key of LAID_OUT)
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => 800 });
  return () => {
    for (const [key, descriptor] of saved)
      if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  };
}
