import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveContact } from '../api/contactsApi.ts';
import { ContactNotice, showContactNotice } from '../common/notice.tsx';
import { useHomeCountry } from '../lib/homeCountry.ts';
import type { Contact } from '../state/addressBook.ts';
import { contactFromEntry } from '../state/addressBook.ts';
import { putContact } from '../state/contactsQuery.ts';
import { PhoneRows } from './PhoneRows.tsx';
import type { ContactFormValues, FormError, FormErrors } from './validation.ts';
import { initialFormValues, validateContactForm } from './validation.ts';

/** Props of the add/edit contact dialog. */
export interface ContactFormDialogProps {
  open: boolean;
  /** The contact to edit; absent to add one. */
  contact?: Contact;
  /** Prefilled values when adding (e.g. a number from a chat). */
  initial?: { phones?: { telCode: string; phone: string }[]; name?: string };
  onClose: () => void;
  /** Called with the saved contact. */
  onSaved?: (contact: Contact) => void;
}

/** Add or edit a contact: name, up to five phones with tags, email, company and note. */
export function ContactFormDialog({ open, contact, initial, onClose, onSaved }: ContactFormDialogProps) {
  return (
    <>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="contact-form-title">
        {open && <ContactForm contact={contact} initial={initial} onClose={onClose} onSaved={onSaved} />}
      </Dialog>
      <ContactNotice />
    </>
  );
}

/**
 * Keeps a new contact's untouched first row on the account's own country: the own numbers may
 * arrive after the form opened with the fallback country.
 */
function useDefaultCountry(
  values: ContactFormValues,
  setValues: (update: (values: ContactFormValues) => ContactFormValues) => void,
  telCode: string,
) {
  const applied = useRef(values.phones[0]?.telCode ?? '');
  useEffect(() => {
    if (applied.current === telCode) return;
    const previous = applied.current;
    applied.current = telCode;
    setValues((current) => {
      const [first, ...rest] = current.phones;
      if (first?.phone !== '' || first.telCode !== previous) return current;
      return { ...current, phones: [{ ...first, telCode }, ...rest] };
    });
  }, [telCode, setValues]);
}

function ContactForm({ contact, initial, onClose, onSaved }: Omit<ContactFormDialogProps, 'open'>) {
  const { t } = useTranslation('contacts');
  const queryClient = useQueryClient();
  const home = useHomeCountry();
  const [values, setValues] = useState<ContactFormValues>(() =>
    initialFormValues(contact, initial, home.telCode),
  );
  useDefaultCountry(values, setValues, home.telCode);
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);

  const change = (patch: Partial<ContactFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) {
      const result = validateContactForm(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };
  const message = (error?: FormError) =>
    error ? t(error.key as 'errors.email', { max: error.max }) : undefined;

  const save = async () => {
    setSubmitted(true);
    const result = validateContactForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await saveContact(result.book, contact?.id);
      const entry = saved.entry ?? {
        id: saved.id,
        updateTime: saved.updateTime,
        deleted: false,
        addressBook: JSON.stringify(result.book),
      };
      const next = contactFromEntry(entry);
      if (!next) throw new Error('the saved contact did not read back');
      await putContact(queryClient, next);
      showContactNotice('saved');
      onSaved?.(next);
      onClose();
    } catch (error) {
      console.warn('contact save failed', error);
      showContactNotice('saveFailed');
      setSaving(false);
    }
  };

  const textField = (
    field: 'name' | 'email' | 'companyName' | 'note',
    label: string,
    extra: { required?: boolean; multiline?: boolean; type?: string } = {},
  ) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={(event) => change({ [field]: event.target.value })}
      error={Boolean(errors[field])}
      helperText={message(errors[field])}
      size="small"
      fullWidth
      minRows={extra.multiline ? 2 : undefined}
      {...extra}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <DialogTitle id="contact-form-title">{t(contact ? 'form.editTitle' : 'form.addTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {textField('name', t('form.name'), { required: true })}
        <PhoneRows rows={values.phones} errors={errors} onChange={(phones) => change({ phones })} />
        {textField('email', t('form.email'), { type: 'email' })}
        {textField('companyName', t('form.company'))}
        {textField('note', t('form.note'), { multiline: true })}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {t('form.save')}
        </Button>
      </DialogActions>
    </Box>
  );
}
