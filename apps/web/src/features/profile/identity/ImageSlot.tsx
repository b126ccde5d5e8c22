import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { KYC_IMAGES_PER_SLOT } from '@switchboard/protocol';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useKycImageUrl } from './kycImage.ts';

/** One image of a slot: a link the server already holds, or a file chosen now. */
export type SlotImage = { kind: 'kept'; url: string } | { kind: 'new'; file: File };

function KeptPreview({ url, alt }: { url: string; alt: string }) {
  const { t } = useTranslation('profile');
  const image = useKycImageUrl(url);
  if (image.failed) return <Typography color="error">{t('identity.imageError')}</Typography>;
  if (!image.url) return <Skeleton variant="rectangular" width={160} height={110} />;
  return <Box component="img" src={image.url} alt={alt} sx={previewSx} />;
}

function NewPreview({ file, alt }: { file: File; alt: string }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <Box component="img" src={url} alt={alt} sx={previewSx} />;
}

const previewSx = { width: 160, height: 110, objectFit: 'cover', borderRadius: 1, display: 'block' } as const;

/**
 * The images of one slot with their remove buttons and an uploader; adding and removing are off
 * when the identity proof is read-only, and the uploader is off once the slot holds two images.
 */
export function ImageSlot({
  slot,
  images,
  editable,
  onAdd,
  onRemove,
}: {
  slot: string;
  images: SlotImage[];
  editable: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const full = images.length >= KYC_IMAGES_PER_SLOT;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', my: 2 }}>
      {images.map((image, index) => {
        const alt = t('identity.image', { number: index + 1 });
        return (
          <Box
            key={image.kind === 'kept' ? image.url : `${index}-${image.file.name}`}
            sx={{ position: 'relative' }}
          >
            {image.kind === 'kept' ? (
              <KeptPreview url={image.url} alt={alt} />
            ) : (
              <NewPreview file={image.file} alt={alt} />
            )}
            {editable && (
              <IconButton
                size="small"
                aria-label={t('identity.remove', { number: index + 1 })}
                onClick={() => onRemove(index)}
                sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper' }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            )}
          </Box>
        );
      })}
      {editable && (
        <>
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternateOutlined />}
            disabled={full}
            onClick={() => input.current?.click()}
            sx={{ height: 110, minWidth: 160 }}
          >
            {t('identity.add')}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            multiple
            accept=".png,.jpg,.jpeg,image/png,image/jpeg"
            data-testid={`identity-input-${slot}`}
            disabled={full}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              if (files.length > 0) onAdd(files);
            }}
          />
        </>
      )}
    </Box>
  );
}
