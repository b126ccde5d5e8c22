import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BannerMove, CatalogueBanner } from '@switchboard/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../components/FailureAlert.tsx';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { ReasonDialog } from '../../components/ReasonDialog.tsx';
import { type SimpleColumn, SimpleTable } from '../../components/SimpleTable.tsx';
import { callConsole } from '../../lib/api/client.ts';
import { brandName } from '../../lib/format.ts';
import { useUiLanguage } from '../../lib/language.ts';
import { useMay } from '../../lib/operator.ts';
import { BannerDialog } from './BannerDialog.tsx';
import { bannersQuery, catalogueKeys } from './queries.ts';

/** What the operator is doing to a banner, if anything. */
type Editing = { kind: 'create' } | { kind: 'edit' | 'delete'; banner: CatalogueBanner } | null;

/** The banner ads in the order pages show them; admins add, edit, delete and move them. */
export function BannersTab() {
  const { t } = useTranslation('catalogue');
  const language = useUiLanguage();
  const mayManage = useMay('catalogue.manage');
  const queryClient = useQueryClient();
  const banners = useQuery(bannersQuery());
  const [editing, setEditing] = useState<Editing>(null);
  const move = useMutation({
    mutationFn: ({ id, direction }: { id: string; direction: BannerMove }) =>
      callConsole('consoleBannerMove', { body: { id, direction } }),
    onSuccess: (data) => queryClient.setQueryData(catalogueKeys.banners, data),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.banners });
  const rows = banners.data?.banners ?? [];

  const moveButton = (banner: CatalogueBanner, index: number, direction: BannerMove) => (
    <IconButton
      size="small"
      aria-label={t(`banners.${direction}`, { alt: banner.alt })}
      disabled={move.isPending || (direction === 'up' ? index === 0 : index === rows.length - 1)}
      onClick={() => move.mutate({ id: banner.id, direction })}
    >
      {direction === 'up' ? <ArrowUpwardIcon fontSize="small" /> : <ArrowDownwardIcon fontSize="small" />}
    </IconButton>
  );

  const columns: SimpleColumn<CatalogueBanner>[] = [
    { header: t('banners.columns.place'), cell: (banner) => String(rows.indexOf(banner) + 1) },
    {
      header: t('banners.columns.image'),
      cell: (banner) => (
        <Box component="img" src={banner.imageUrl} alt={banner.alt} sx={{ maxHeight: 48, maxWidth: 160 }} />
      ),
    },
    { header: t('banners.columns.alt'), cell: (banner) => banner.alt },
    {
      header: t('banners.columns.link'),
      cell: (banner) => (
        <Link
          href={banner.linkUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {banner.linkUrl}
        </Link>
      ),
    },
    {
      header: t('banners.columns.brand'),
      cell: (banner) => (banner.brand === null ? t('banners.allBrands') : brandName(banner.brand, language)),
    },
    { header: t('banners.columns.popup'), cell: (banner) => t(banner.popup ? 'banners.yes' : 'banners.no') },
    {
      header: t('banners.columns.active'),
      cell: (banner) => (
        <Chip
          size="small"
          color={banner.active ? 'success' : 'default'}
          label={t(banner.active ? 'banners.on' : 'banners.off')}
        />
      ),
    },
    ...(mayManage
      ? [
          {
            header: t('banners.columns.actions'),
            cell: (banner: CatalogueBanner) => {
              const index = rows.indexOf(banner);
              return (
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  {moveButton(banner, index, 'up')}
                  {moveButton(banner, index, 'down')}
                  <Button
                    size="small"
                    aria-label={t('banners.editLabel', { alt: banner.alt })}
                    onClick={() => setEditing({ kind: 'edit', banner })}
                  >
                    {t('banners.edit')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    aria-label={t('banners.deleteLabel', { alt: banner.alt })}
                    onClick={() => setEditing({ kind: 'delete', banner })}
                  >
                    {t('banners.delete')}
                  </Button>
                </Stack>
              );
            },
          },
        ]
      : []),
  ];

  return (
    <>
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography sx={{ color: 'text.secondary' }}>{t('banners.note')}</Typography>
        {mayManage && (
          <Button variant="contained" onClick={() => setEditing({ kind: 'create' })}>
            {t('banners.add')}
          </Button>
        )}
      </Stack>
      {move.isError && (
        <Box sx={{ mb: 2 }}>
          <FailureAlert error={move.error} />
        </Box>
      )}
      <QueryFailure query={banners} />
      {banners.data && (
        <SimpleTable
          label={t('banners.list')}
          rows={rows}
          rowKey={(banner) => banner.id}
          columns={columns}
          empty={t('banners.none')}
        />
      )}
      {editing?.kind === 'create' && <BannerDialog onDone={refresh} onClose={() => setEditing(null)} />}
      {editing?.kind === 'edit' && (
        <BannerDialog banner={editing.banner} onDone={refresh} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'delete' && (
        <ReasonDialog
          title={t('banners.deleteDialog.title', { alt: editing.banner.alt })}
          text={t('banners.deleteDialog.text')}
          confirmLabel={t('banners.deleteDialog.confirm')}
          danger
          action={(reason) => callConsole('consoleBannerDelete', { body: { id: editing.banner.id, reason } })}
          onDone={refresh}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
