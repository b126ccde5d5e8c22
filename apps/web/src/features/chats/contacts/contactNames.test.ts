import { describe, expect, it } from 'vitest';
import type { Contact } from '../../contacts/index.ts';
import { contactNumberOf } from './contactActions.ts';
import { canAddToContacts, contactIndex } from './contactNames.ts';

const contact: Contact = {
  id: 'c1',
  name: 'Ann',
  email: '',
  companyName: '',
  note: '',
  phones: [
    { telCode: '1', phone: '2125550100', tag: 'Mobile', shortPhone: '2125550100', full: '12125550100' },
    { telCode: '44', phone: '2079460958', tag: 'Work', shortPhone: '2079460958', full: '442079460958' },
  ],
  updateTime: 1,
};

describe('add-to-contacts rule', () => {
  const base = { shortPhone: '2125550199', composingNew: false, contact: undefined, name: undefined };

  it('is offered for an unsaved, unnamed, all-digit number of an open chat', () => {
    expect(canAddToContacts(base)).toBe(true);
  });

  it('is not offered when the short phone is not all digits or empty', () => {
    expect(canAddToContacts({ ...base, shortPhone: 'PingMe' })).toBe(false);
    expect(canAddToContacts({ ...base, shortPhone: '+12125550199' })).toBe(false);
    expect(canAddToContacts({ ...base, shortPhone: '' })).toBe(false);
  });

  it('is not offered in a new chat, for a saved contact, or for a named partner', () => {
    expect(canAddToContacts({ ...base, composingNew: true })).toBe(false);
    expect(canAddToContacts({ ...base, contact })).toBe(false);
    expect(canAddToContacts({ ...base, name: 'Ann' })).toBe(false);
  });
});

describe('contact lookup', () => {
  it('finds a contact by any of its full numbers and caches per address book', () => {
    const byId = { c1: contact };
    expect(contactIndex(byId).get('442079460958')?.name).toBe('Ann');
    expect(contactIndex(byId).get('2125550100')).toBeUndefined();
    expect(contactIndex(byId)).toBe(contactIndex(byId));
  });

  it('gives the contacts feature the calling code and national number of a chat number', () => {
    expect(contactNumberOf('12125550100', '1', '2125550100')).toEqual({ telCode: '1', phone: '2125550100' });
    expect(contactNumberOf('442079460958', '44', '')).toEqual({ telCode: '44', phone: '2079460958' });
    expect(contactNumberOf('25686', '', '25686')).toEqual({ telCode: '', phone: '25686' });
  });
});
