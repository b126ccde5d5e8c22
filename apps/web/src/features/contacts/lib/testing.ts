import type { ContactTag } from '@switchboard/protocol';
import type { Contact } from '../state/contactsStore.ts';

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
      return { telCode, phone, tag, full: `${telCode}${phone}` };
    }),
  };
}
