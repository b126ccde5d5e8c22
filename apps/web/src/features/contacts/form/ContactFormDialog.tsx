import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { AddressBook } from '@switchboard/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Controller, FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorSentence, type ShownError } from '../../../lib/formErrors.ts';
import { saveContact } from '../api/contactsApi.ts';
import { ContactNotice, showContactNotice } from '../common/notice.tsx';
import { useHomeCountry } from '../lib/homeCountry.ts';
import type { Contact } from '../state/addressBook.ts';
import { contactFromEntry } from '../state/addressBook.ts';
import { putContact } from '../state/contactsQuery.ts';
import { PhoneRows } from './PhoneRows.tsx';
import { type ContactFormValues, contactFormSchema, FIELD_LIMITS, initialFormValues } from './validation.ts';

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
 * Keeps a new contact's blank first row on the account's own country while the person has not
 * touched its code: the own numbers may arrive after the form opened with the fallback country.
 */
function useDefaultCountry(form: UseFormReturn<ContactFormValues, unknown, AddressBook>, telCode: string) {
  const { getValues, resetField } = form;
  const { dirtyFields } = form.formState;
  const applied = useRef(getValues('phoneList.0.telCode') ?? '');
  const codeTouched = dirtyFields.phoneList?.[0]?.telCode === true;
  useEffect(() => {
    if (applied.current === telCode) return;
    applied.current = telCode;
    if (codeTouched || getValues('phoneList.0.phone') !== '') return;
    // The new country becomes the row's starting value, so the row still counts as untouched.
    resetField('phoneList.0.telCode', { defaultValue: telCode });
  }, [telCode, codeTouched, getValues, resetField]);
}

/** The sentence under a field: its message with the limit that field has. */
function useFieldSentence() {
  const { t } = useTranslation('contacts');
  return (error: ShownError, field?: keyof typeof FIELD_LIMITS) =>
    errorSentence(error, (key) => t(key as never, { max: field ? FIELD_LIMITS[field] : undefined }));
}

function ContactForm({ contact, initial, onClose, onSaved }: Omit<ContactFormDialogProps, 'open'>) {
  const { t } = useTranslation('contacts');
  const queryClient = useQueryClient();
  const home = useHomeCountry();
  const sentence = useFieldSentence();
  const form = useForm<ContactFormValues, unknown, AddressBook>({
    defaultValues: initialFormValues(contact, initial, home.telCode),
    resolver: zodResolver(contactFormSchema),
    // After the first attempt every edit checks its field again.
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  useDefaultCountry(form, home.telCode);
  const { control, handleSubmit, formState } = form;

  const save = handleSubmit(async (book) => {
    try {
      const saved = await saveContact(book, contact?.id);
      const entry = saved.entry ?? {
        id: saved.id,
        updateTime: saved.updateTime,
        deleted: false,
        addressBook: JSON.stringify(book),
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
    }
  });

  const textField = (
    field: 'name' | 'email' | 'companyName' | 'note',
    label: string,
    extra: { required?: boolean; multiline?: boolean; type?: string } = {},
  ) => (
    <Controller
      name={field}
      control={control}
      render={({ field: { ref, ...input }, fieldState: { error } }) => (
        <TextField
          {...input}
          inputRef={ref}
          label={label}
          error={error !== undefined}
          helperText={sentence(error, field === 'email' ? undefined : field)}
          size="small"
          fullWidth
          minRows={extra.multiline ? 2 : undefined}
          {...extra}
        />
      )}
    />
  );

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={save}>
        <DialogTitle id="contact-form-title">{t(contact ? 'form.editTitle' : 'form.addTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {textField('name', t('form.name'), { required: true })}
          <PhoneRows sentence={sentence} />
          {textField('email', t('form.email'), { type: 'email' })}
          {textField('companyName', t('form.company'))}
          {textField('note', t('form.note'), { multiline: true })}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('form.save')}
          </Button>
        </DialogActions>
      </Box>
    </FormProvider>
  );
}
