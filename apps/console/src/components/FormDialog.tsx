import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldProps } from '../lib/formField.ts';
import { reasonError } from '../lib/reasonField.ts';
import { FailureAlert } from './FailureAlert.tsx';

/** The state of the call a form dialog sends, as a TanStack mutation has it. */
export interface FormDialogCall {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

export interface FormDialogProps<T extends FieldValues & { reason: string }> {
  title: string;
  /** What saving does, said above the fields. */
  text?: ReactNode;
  /** The dialog's form; its values hold the reason the audit log keeps. */
  // biome-ignore lint/suspicious/noExplicitAny: a form's transformed output type is the caller's own
  form: UseFormReturn<T, unknown, any>;
  call: FormDialogCall;
  /** The form's submit handler (`form.handleSubmit(...)`); Try again sends it once more. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  submitLabel: string;
  /** A red button, for what cannot be taken back or hurts the user. */
  danger?: boolean;
  /** The reason field's label (default: "Reason"). */
  reasonLabel?: string;
  /** False for a note the operator may leave blank (the form's schema says so too). */
  reasonRequired?: boolean;
  /** Focus the reason first, when it is the only field. */
  reasonFirst?: boolean;
  onClose: () => void;
  /** The fields above the reason. */
  children?: ReactNode;
}

/**
 * An edit dialog of the console: the fields, the required reason, the server's sentence when the call
 * fails (with Try again), and Cancel / save. It cannot be closed while the call is under way, and it
 * is mounted only while open, so each opening starts from the form's defaults.
 */
export function FormDialog<T extends FieldValues & { reason: string }>({
  title,
  text,
  form,
  call,
  onSubmit,
  submitLabel,
  danger = false,
  reasonLabel,
  reasonRequired = true,
  reasonFirst = false,
  onClose,
  children,
}: FormDialogProps<T>) {
  const { t } = useTranslation('common');
  const reasonFieldError = form.formState.errors.reason as FieldError | undefined;
  return (
    <Dialog open onClose={call.isPending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {text !== undefined && <DialogContentText>{text}</DialogContentText>}
            {children}
            <TextField
              {...fieldProps(form.register, 'reason' as Path<T>)}
              label={reasonLabel ?? t('reason.label')}
              required={reasonRequired}
              autoFocus={reasonFirst}
              multiline
              minRows={3}
              error={reasonFieldError !== undefined}
              helperText={reasonError(reasonFieldError) ?? t('reason.help')}
            />
            {call.isError && <FailureAlert error={call.error} onRetry={onSubmit} />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={call.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={danger ? 'error' : 'primary'}
            loading={call.isPending}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
