import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { optionalReason, requiredReason } from '../lib/reasonField.ts';
import { FormDialog } from './FormDialog.tsx';

export interface ReasonDialogProps<T> {
  title: string;
  /** What the action does, said before the operator confirms it. */
  text?: string;
  /** The label of the reason field (default: "Reason"). */
  reasonLabel?: string;
  /** False for a note the operator may leave blank. */
  reasonRequired?: boolean;
  confirmLabel: string;
  /** A red confirm button, for what cannot be taken back or hurts the user. */
  danger?: boolean;
  /** Sends the action; a failure stays in the dialog with the server's sentence. */
  action: (reason: string) => Promise<T>;
  /** After the action succeeded; the dialog closes. */
  onDone: (result: T) => void;
  onClose: () => void;
}

/**
 * A confirmation with a reason the audit log keeps (and, for a review, the user reads). The dialog is
 * mounted only while open, so each opening starts blank.
 */
export function ReasonDialog<T>({
  title,
  text,
  reasonLabel,
  reasonRequired = true,
  confirmLabel,
  danger = false,
  action,
  onDone,
  onClose,
}: ReasonDialogProps<T>) {
  const schema = z.object({ reason: reasonRequired ? requiredReason : optionalReason });
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const mutation = useMutation({
    mutationFn: (reason: string) => action(reason),
    onSuccess: (result) => {
      onDone(result);
      onClose();
    },
  });
  const submit = form.handleSubmit(({ reason }) => mutation.mutate(reason));

  return (
    <FormDialog
      title={title}
      text={text}
      form={form}
      call={mutation}
      onSubmit={submit}
      submitLabel={confirmLabel}
      danger={danger}
      reasonLabel={reasonLabel}
      reasonRequired={reasonRequired}
      reasonFirst
      onClose={onClose}
    />
  );
}
