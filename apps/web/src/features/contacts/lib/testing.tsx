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
