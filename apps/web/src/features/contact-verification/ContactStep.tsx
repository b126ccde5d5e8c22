import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CaptchaImage } from '../../components/CaptchaImage.tsx';
import { DebouncedButton } from '../../components/DebouncedButton.tsx';
import { captchaImageUrl } from '../../lib/api/calls.ts';
import { ApiError, inlineReason } from '../../lib/api/errors.ts';
import { generateCaptchaId } from '../../lib/captcha.ts';
import { errorSentence, type ShownError, serverSentence } from '../../lib/formErrors.ts';
import { checkContact, confirmCaptcha, NEXT_VERIFY_EMAIL, type PhoneRef } from './api.ts';
import { emailStepSchema, phoneStepSchema } from './fields.ts';
import { sendEmailCode, sendPhoneCode } from './sendCode.ts';

/** Longest calling code the form accepts. */
export const TEL_CODE_MAX_LENGTH = 4;

/** Where a code was sent: the phone or email and the verifyid to validate against. */
export type SentTo =
  | { kind: 'phone'; ref: PhoneRef; verifyid: string }
  | { kind: 'email'; email: string; verifyid: string };

/** What a step holds for the email: the address, and the captcha's answer once it shows. */
interface EmailValues {
  email: string;
  captcha: string;
}

/** A message under a step's field is read out as soon as it shows. */
const READ_AT_ONCE = { role: 'alert' } as const;

/** The error state and sentence under a step's field. */
function useFieldMessage() {
  const { t } = useTranslation('verify');
  return (error: ShownError) => {
    const text = errorSentence(error, (key) => t(key as never));
    return { error: text !== undefined, helperText: text };
  };
}

/** Step 1 for a phone: calling code and number (fixed when proving the current phone). */
export function PhoneStep({ fixed, onSent }: { fixed: PhoneRef | null; onSent: (sent: SentTo) => void }) {
  const { t } = useTranslation('verify');
  const message = useFieldMessage();
  const {
    watch,
    setValue,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    defaultValues: { telcode: fixed?.telcode ?? '', phone: fixed?.phone ?? '' },
    resolver: zodResolver(phoneStepSchema),
    // A message stays until the next Send.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = watch();

  const send = handleSubmit(async (ref) => {
    try {
      const verifyid = await sendPhoneCode(ref);
      if (verifyid) onSent({ kind: 'phone', ref, verifyid });
    } catch (failure) {
      const reason = inlineReason(failure);
      const field = failure instanceof ApiError && failure.field === 'telcode' ? 'telcode' : 'phone';
      if (reason) setError(field, serverSentence(reason));
      else console.warn('getVerifyCode failed', failure);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={send}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(fixed ? 'phone.proveText' : 'phone.text')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={t('phone.telCode')}
          value={values.telcode}
          disabled={Boolean(fixed)}
          onChange={(event) =>
            setValue('telcode', event.target.value.replace(/[^\d]/g, '').slice(0, TEL_CODE_MAX_LENGTH), {
              shouldDirty: true,
            })
          }
          {...message(errors.telcode)}
          slotProps={{
            formHelperText: READ_AT_ONCE,
            htmlInput: { maxLength: TEL_CODE_MAX_LENGTH, inputMode: 'numeric' },
          }}
          sx={{ width: 150, flexShrink: 0 }}
        />
        <TextField
          label={t('phone.number')}
          value={values.phone}
          disabled={Boolean(fixed)}
          onChange={(event) => setValue('phone', event.target.value, { shouldDirty: true })}
          {...message(errors.phone)}
          slotProps={{ formHelperText: READ_AT_ONCE, htmlInput: { inputMode: 'tel' } }}
          fullWidth
        />
      </Box>
      <DebouncedButton type="submit" variant="contained" fullWidth disabled={isSubmitting} sx={{ mt: 2 }}>
        {t('sendCode')}
      </DebouncedButton>
    </Box>
  );
}

/**
 * Step 1 for an email: the address first, checked (shape, then the server: not another account's)
 * before the graphic captcha is shown; then the captcha answered inline and the code sent.
 */
export function EmailStep({ onSent }: { onSent: (sent: SentTo) => void }) {
  const { t } = useTranslation('verify');
  const message = useFieldMessage();
  /** The address the server accepted. */
  const [checked, setChecked] = useState<string | null>(null);
  const [captchaId, setCaptchaId] = useState(() => generateCaptchaId());
  /** The captcha is asked only for the address the server accepted. */
  const captchaFor = (email: string) => checked !== null && checked === email.trim();
  const { watch, setValue, getValues, clearErrors, setError, handleSubmit, formState } = useForm<EmailValues>(
    {
      defaultValues: { email: '', captcha: '' },
      resolver: (values, context, options) =>
        zodResolver(emailStepSchema(captchaFor(values.email)))(values, context, options),
      // A message stays until the next attempt; editing the address takes it away.
      reValidateMode: 'onSubmit',
      shouldFocusError: false,
    },
  );
  const values = watch();
  const captchaShown = captchaFor(values.email);

  const newCaptcha = () => {
    setCaptchaId(generateCaptchaId());
    setValue('captcha', '');
  };

  /** Puts a refusal about the address under it; anything else was alerted by the API client. */
  const refused = (failure: unknown, what: string) => {
    const reason = inlineReason(failure);
    if (reason) setError('email', serverSentence(reason));
    else console.warn(what, failure);
  };

  /** Asks the server whether the address may be verified; the captcha shows once it may. */
  const check = async (address: string) => {
    try {
      await checkContact({ email: address });
      setChecked(address);
      newCaptcha();
    } catch (failure) {
      refused(failure, 'checkContact failed');
    }
  };

  const send = handleSubmit(async () => {
    const address = getValues('email').trim();
    if (checked !== address) return check(address);
    try {
      const right = await confirmCaptcha(captchaId, getValues('captcha').trim(), NEXT_VERIFY_EMAIL);
      if (!right) {
        setError('captcha', { message: 'errors.captchaWrong' });
        newCaptcha();
        return;
      }
      const verifyid = await sendEmailCode(address, captchaId);
      onSent({ kind: 'email', email: address, verifyid });
    } catch (failure) {
      refused(failure, 'email code request failed');
      // The used captcha is gone either way.
      newCaptcha();
    }
  });

  return (
    <Box component="form" noValidate onSubmit={send}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('email.text')}
      </Typography>
      <TextField
        label={t('email.address')}
        type="email"
        value={values.email}
        onChange={(event) => {
          setValue('email', event.target.value, { shouldDirty: true });
          clearErrors();
        }}
        {...message(formState.errors.email)}
        slotProps={{ formHelperText: READ_AT_ONCE }}
        fullWidth
      />
      {captchaShown && (
        // The picture stays level with the input when a message shows under it.
        <Box sx={{ display: 'flex', gap: 1, mt: 2, alignItems: 'flex-start' }}>
          <TextField
            label={t('email.captcha')}
            value={values.captcha}
            onChange={(event) => setValue('captcha', event.target.value, { shouldDirty: true })}
            {...message(formState.errors.captcha)}
            slotProps={{ formHelperText: READ_AT_ONCE, htmlInput: { autoComplete: 'off', maxLength: 16 } }}
            fullWidth
          />
          <CaptchaImage
            src={captchaImageUrl(captchaId)}
            alt={t('email.captchaImage')}
            title={t('email.captchaRefresh')}
            onReload={newCaptcha}
            sx={{
              width: 120,
              height: 40,
              mt: 1,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          />
        </Box>
      )}
      <DebouncedButton
        type="submit"
        variant="contained"
        fullWidth
        disabled={formState.isSubmitting}
        sx={{ mt: 2 }}
      >
        {t(captchaShown ? 'sendCode' : 'continue')}
      </DebouncedButton>
    </Box>
  );
}
