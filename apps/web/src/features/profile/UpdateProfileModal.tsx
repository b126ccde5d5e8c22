import { zodResolver } from '@hookform/resolvers/zod';
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
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useOpeningGuard } from '../../components/clickDebounce.ts';
import { DebouncedButton } from '../../components/DebouncedButton.tsx';
import { ApiError, inlineReason } from '../../lib/api/errors.ts';
import { queryKeys } from '../../lib/api/keys.ts';
import { errorSentence, type ShownError, serverSentence } from '../../lib/formErrors.ts';
import { useBrand } from '../../lib/runtime.ts';
import { updateProfile, useProfile } from './api.ts';
import { CountryPicker } from './CountryPicker.tsx';
import { closeUpdateProfile, openProfileStatus, useProfileDialogs } from './dialogs.ts';
import {
  formFromProfile,
  type ProfileForm,
  profileFormSchema,
  TEXT_FIELDS,
  type TextFieldName,
  textFieldMax,
  updateFromForm,
} from './profileForm.ts';
import { statusAfterUpdate } from './status.ts';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';
import { UseCaseFields } from './UseCaseFields.tsx';

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

/** Where a failure the server names a field of goes: the country picker holds both country fields. */
const FIELD_OF: Readonly<Record<string, keyof ProfileForm>> = {
  ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, field])),
  country: 'country',
  regionCode: 'country',
  feature: 'feature',
  userCase: 'purposes',
};

function UpdateProfileForm({ initial }: { initial: ProfileForm }) {
  const { t } = useTranslation('profile');
  const brand = useBrand();
  const useCase = brand.features.useCaseProfile;
  const queryClient = useQueryClient();
  const [confirmClose, setConfirmClose] = useState(false);
  const schema = useMemo(() => profileFormSchema(useCase), [useCase]);
  const {
    watch,
    setValue,
    clearErrors,
    setError,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<ProfileForm>({
    defaultValues: initial,
    resolver: zodResolver(schema),
    // The missing fields are said on Save; editing one takes its message away until the next Save.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const form = watch();
  const patch = (values: Partial<ProfileForm>) => {
    for (const [name, value] of Object.entries(values) as [
      keyof ProfileForm,
      ProfileForm[keyof ProfileForm],
    ][]) {
      setValue(name, value, { shouldDirty: true });
      clearErrors(name);
    }
    if ('regionCode' in values) clearErrors('regionCode');
  };
  const sentence = (error: ShownError, count?: number) =>
    errorSentence(error, (key) => t(key as never, { count }));

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
      closeUpdateProfile();
      openProfileStatus(statusAfterUpdate(result));
    },
    onError: (error) => {
      const reason = inlineReason(error);
      const field = error instanceof ApiError && error.field ? FIELD_OF[error.field] : undefined;
      if (reason && field) setError(field, serverSentence(reason));
      else if (error instanceof ApiError && error.retmsg) setError('root', serverSentence(error.retmsg));
    },
  });

  const submit = handleSubmit((values) => save.mutate(updateFromForm(values, useCase)));
  const requestClose = () => {
    if (save.isPending) return;
    if (isDirty) setConfirmClose(true);
    else closeUpdateProfile();
  };
  const guardedRequestClose = useOpeningGuard(requestClose);

  const field = (name: TextFieldName, max?: number) => {
    const message = sentence(errors[name], textFieldMax(name));
    return (
      <TextField
        fullWidth
        size="small"
        margin="dense"
        required
        label={t(`form.${name}`)}
        value={form[name]}
        onChange={(event) => patch({ [name]: max ? event.target.value.slice(0, max) : event.target.value })}
        error={message !== undefined}
        helperText={message}
        slotProps={{ htmlInput: { 'data-testid': `profile-field-${name}` } }}
      />
    );
  };
  const failure = sentence(errors.root);

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
              error={sentence(errors.country ?? errors.regionCode)}
              onChange={(country) => patch(country)}
            />
            {field('postalCode')}
          </Box>
          {useCase && (
            <UseCaseFields
              form={form}
              errors={{
                feature: sentence(errors.feature),
                purposes: sentence(errors.purposes),
                otherText: sentence(errors.otherText),
              }}
              onChange={patch}
            />
          )}
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
