import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CITY_MAX_LENGTH } from '@switchboard/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpeningGuard } from '../../components/clickDebounce.ts';
import { DebouncedButton } from '../../components/DebouncedButton.tsx';
import { ApiError } from '../../lib/api/errors.ts';
import { useBrand } from '../../lib/runtime.ts';
import { profileKeys, updateProfile, useProfile } from './api.ts';
import { CountryPicker } from './CountryPicker.tsx';
import { closeUpdateProfile, openProfileStatus, useProfileDialogs } from './dialogs.ts';
import {
  type FormField,
  formChanged,
  formFromProfile,
  missingFields,
  type ProfileForm,
  updateFromForm,
} from './profileForm.ts';
import { statusAfterUpdate } from './status.ts';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';
import { UseCaseFields } from './UseCaseFields.tsx';

type TextFieldName = Exclude<FormField, 'country' | 'feature' | 'purposes' | 'otherText'>;

/** The update-profile modal, opened by the profile tab, the status modal or the profile gate. */
export function UpdateProfileModal() {
  const { t } = useTranslation('profile');
  const open = useProfileDialogs((state) => state.update);
  const profile = useProfile();
  const guardedClose = useOpeningGuard(closeUpdateProfile, open);
  if (!open) return null;
  if (profile.isPending) {
    return (
      <Dialog open onClose={guardedClose} aria-label={t('form.title')}>
        <DialogContent>
          <CircularProgress aria-label={t('form.loading')} />
        </DialogContent>
      </Dialog>
    );
  }
  // Mounted afresh on every open, so the form starts from the saved profile (empty if it failed to load).
  return <UpdateProfileForm initial={formFromProfile(profile.data)} />;
}

function UpdateProfileForm({ initial }: { initial: ProfileForm }) {
  const { t } = useTranslation('profile');
  const brand = useBrand();
  const useCase = brand.features.useCaseProfile;
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Set<FormField>>(new Set());
  const [confirmClose, setConfirmClose] = useState(false);
  const [failure, setFailure] = useState('');
  const patch = (values: Partial<ProfileForm>) => {
    setForm((current) => ({ ...current, ...values }));
    setErrors((current) => {
      const next = new Set(current);
      for (const key of Object.keys(values)) next.delete(key as FormField);
      if ('regionCode' in values) next.delete('country');
      return next;
    });
  };

  const save = useMutation({
    mutationFn: () => updateProfile(updateFromForm(form, useCase)),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.profile });
      closeUpdateProfile();
      openProfileStatus(statusAfterUpdate(result));
    },
    onError: (error) => setFailure(error instanceof ApiError ? error.retmsg : ''),
  });

  const submit = () => {
    const missing = missingFields(form, useCase);
    setErrors(new Set(missing));
    setFailure('');
    if (missing.length === 0) save.mutate();
  };
  const requestClose = () => {
    if (save.isPending) return;
    if (formChanged(initial, form)) setConfirmClose(true);
    else closeUpdateProfile();
  };
  const guardedRequestClose = useOpeningGuard(requestClose);

  const field = (name: TextFieldName, max?: number) => (
    <TextField
      fullWidth
      size="small"
      margin="dense"
      required
      label={t(`form.${name}`)}
      value={form[name]}
      onChange={(event) => patch({ [name]: max ? event.target.value.slice(0, max) : event.target.value })}
      error={errors.has(name)}
      helperText={errors.has(name) ? t(`form.required.${name}`) : undefined}
      slotProps={{ htmlInput: { 'data-testid': `profile-field-${name}` } }}
    />
  );

  return (
    <>
      <Dialog
        open
        onClose={guardedRequestClose}
        aria-labelledby="update-profile-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="update-profile-title">{t('form.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('form.intro')}
          </Typography>
          {failure && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {failure}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
            {field('firstName')}
            {field('lastName')}
          </Box>
          {field('address')}
          <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
            {field('city', CITY_MAX_LENGTH)}
            {field('province')}
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2 }}>
            <CountryPicker
              code={form.regionCode}
              name={form.country}
              error={errors.has('country')}
              onChange={(country) => patch(country)}
            />
            {field('postalCode')}
          </Box>
          {useCase && <UseCaseFields form={form} errors={errors} onChange={patch} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={requestClose} disabled={save.isPending}>
            {t('form.cancel')}
          </Button>
          <DebouncedButton variant="contained" onClick={submit} disabled={save.isPending}>
            {save.isPending ? t('form.saving') : t('form.save')}
          </DebouncedButton>
        </DialogActions>
      </Dialog>
      <UnsavedChangesDialog
        open={confirmClose}
        onStay={() => setConfirmClose(false)}
        onDiscard={() => {
          setConfirmClose(false);
          closeUpdateProfile();
        }}
      />
    </>
  );
}
