import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { KycInfo } from '@switchboard/protocol';
import { KYC_IMAGES_PER_SLOT } from '@switchboard/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DebouncedButton } from '../../../components/DebouncedButton.tsx';
import { ApiError } from '../../../lib/api/errors.ts';
import { queryKeys } from '../../../lib/api/queries.ts';
import { type KycSlot, updateKycInfo, useKycInfo } from '../api.ts';
import { setIdentityOpen, useProfileDialogs } from '../dialogs.ts';
import { kycEditable } from '../status.ts';
import { UnsavedChangesDialog } from '../UnsavedChangesDialog.tsx';
import { ImageSlot, type SlotImage } from './ImageSlot.tsx';
import { checkIdentityImage, type ImageEncoder, type ImageRefusal, prepareIdentityImage } from './images.ts';

const SLOTS: KycSlot[] = ['idCard', 'idHold'];

/** The images the server holds, per slot (empty links left out). */
function keptImages(info: KycInfo | undefined): Record<KycSlot, SlotImage[]> {
  const kept = (...urls: string[]): SlotImage[] =>
    urls.filter(Boolean).map((url) => ({ kind: 'kept', url }) as const);
  return {
    idCard: kept(info?.idCardUrl1 ?? '', info?.idCardUrl2 ?? ''),
    idHold: kept(info?.idHoldUrl1 ?? '', info?.idHoldUrl2 ?? ''),
  };
}

/** The identity upload dialog (opened from the profile tab); `encode` is injectable for tests. */
export function IdentityDialog({ encode }: { encode?: ImageEncoder }) {
  const open = useProfileDialogs((state) => state.identity);
  const info = useKycInfo();
  if (!open || !info.data) return null;
  return <IdentityForm info={info.data} encode={encode} />;
}

function IdentityForm({ info, encode }: { info: KycInfo; encode?: ImageEncoder }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const editable = kycEditable(info.status);
  const [step, setStep] = useState(0);
  const [images, setImages] = useState(() => keptImages(info));
  const [changed, setChanged] = useState(false);
  const [refusal, setRefusal] = useState<ImageRefusal | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState('');
  const slot = SLOTS[step] ?? 'idCard';

  const add = async (files: File[]) => {
    setRefusal(null);
    const room = KYC_IMAGES_PER_SLOT - images[slot].length;
    const accepted: SlotImage[] = [];
    for (const file of files.slice(0, room)) {
      const problem = await checkIdentityImage(file);
      if (problem) {
        setRefusal(problem);
        continue;
      }
      accepted.push({ kind: 'new', file: await prepareIdentityImage(file, encode) });
    }
    if (accepted.length === 0) return;
    setImages((current) => ({
      ...current,
      [slot]: [...current[slot], ...accepted].slice(0, KYC_IMAGES_PER_SLOT),
    }));
    setChanged(true);
  };
  const remove = (index: number) => {
    setImages((current) => ({
      ...current,
      [slot]: current[slot].filter((_, position) => position !== index),
    }));
    setChanged(true);
  };

  const upload = useMutation({
    mutationFn: () =>
      updateKycInfo({
        idCard: split(images.idCard),
        idHold: split(images.idHold),
      }),
    onSuccess: () => {
      setChanged(false);
      setDone(true);
      void queryClient.invalidateQueries({ queryKey: queryKeys.kyc });
    },
    onError: (error) => setFailure(error instanceof ApiError ? error.retmsg : ''),
  });

  const canUpload = editable && changed && images.idCard.length > 0 && images.idHold.length > 0;
  const close = () => setIdentityOpen(false);
  const requestClose = () => {
    if (upload.isPending) return;
    if (changed) setConfirmClose(true);
    else close();
  };

  return (
    <>
      <Dialog open={!done} onClose={requestClose} aria-labelledby="identity-title" fullWidth maxWidth="sm">
        <DialogTitle id="identity-title">{t('identity.title')}</DialogTitle>
        <DialogContent>
          <Stepper activeStep={step} sx={{ mb: 2 }}>
            <Step>
              <StepLabel>{t('identity.step1')}</StepLabel>
            </Step>
            <Step>
              <StepLabel>{t('identity.step2')}</StepLabel>
            </Step>
          </Stepper>
          {!editable && (
            <Alert severity="info" sx={{ mb: 1 }}>
              {t('identity.readOnly')}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            {t(step === 0 ? 'identity.step1Hint' : 'identity.step2Hint')}
          </Typography>
          <ImageSlot
            slot={slot}
            images={images[slot]}
            editable={editable}
            onAdd={(files) => void add(files)}
            onRemove={remove}
          />
          {refusal && (
            <Alert severity="error" role="alert">
              {t(`identity.${refusal}`)}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          {step === 0 ? (
            <>
              <Button onClick={requestClose}>{t('identity.close')}</Button>
              <Button variant="contained" onClick={() => goTo(1)}>
                {t('identity.next')}
              </Button>
            </>
          ) : (
            <>
              <Button onClick={() => goTo(0)}>{t('identity.back')}</Button>
              {editable ? (
                <DebouncedButton
                  variant="contained"
                  disabled={!canUpload || upload.isPending}
                  onClick={() => upload.mutate()}
                >
                  {upload.isPending ? t('identity.uploading') : t('identity.upload')}
                </DebouncedButton>
              ) : (
                <Button variant="contained" onClick={close}>
                  {t('identity.close')}
                </Button>
              )}
            </>
          )}
        </DialogActions>
      </Dialog>
      <Dialog open={done} onClose={close} aria-labelledby="identity-done-title">
        <DialogTitle id="identity-done-title">{t('identity.successTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('identity.successText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={close}>
            {t('identity.ok')}
          </Button>
        </DialogActions>
      </Dialog>
      <UnsavedChangesDialog
        open={confirmClose}
        onStay={() => setConfirmClose(false)}
        onDiscard={() => {
          setConfirmClose(false);
          close();
        }}
      />
    </>
  );

  function goTo(next: number) {
    setRefusal(null);
    setStep(next);
  }
}

/** A slot's images as the upload wants them: kept links and new files. */
function split(images: SlotImage[]): { kept: string[]; added: File[] } {
  return {
    kept: images.flatMap((image) => (image.kind === 'kept' ? [image.url] : [])),
    added: images.flatMap((image) => (image.kind === 'new' ? [image.file] : [])),
  };
}
