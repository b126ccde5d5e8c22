import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CatalogueCodeApp, consoleCodeAppsQuerySchema } from '@switchboard/protocol';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { ReasonDialog } from '../../../components/ReasonDialog.tsx';
import { SearchForm } from '../../../components/SearchForm.tsx';
import { type SimpleColumn, SimpleTable } from '../../../components/SimpleTable.tsx';
import { callConsole } from '../../../lib/api/client.ts';
import { fieldProps } from '../../../lib/formField.ts';
import { useUiLanguage } from '../../../lib/language.ts';
import { useMay } from '../../../lib/operator.ts';
import { amountText } from '../queries.ts';
import { CodeAppCreateDialog } from './CodeAppCreateDialog.tsx';
import { CodeAppDialog } from './CodeAppDialog.tsx';
import { CodeAppFeeDialog } from './CodeAppFeeDialog.tsx';
import { codeAppKeys, codeAppsQuery } from './queries.ts';

const searchSchema = z.object({ q: consoleCodeAppsQuerySchema.shape.q.unwrap() });

/** What is open: a new app's dialog, or an app's edit, fee or delete dialog. */
type Editing = { what: 'create' } | { app: CatalogueCodeApp; what: 'app' | 'fees' | 'delete' } | null;

/**
 * The verification apps users receive codes for: names in the operator's language, on or off, place,
 * redirection and fees per pool country. Support reads; admins add apps, and edit an app, its fees,
 * or delete it from its row.
 */
export function CodeAppsTab() {
  const { t } = useTranslation('codeApps');
  const language = useUiLanguage();
  const mayManage = useMay('catalogue.manage');
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const queryClient = useQueryClient();
  const apps = useQuery({ ...codeAppsQuery(q, language), placeholderData: keepPreviousData });
  // Every app, for the names of redirection targets and the dialog's choices, whatever the search.
  const all = useQuery(codeAppsQuery('', language));
  const form = useForm({ resolver: zodResolver(searchSchema), defaultValues: { q: '' } });
  const submit = form.handleSubmit((values) => setQ(values.q));
  const countries = apps.data?.countries ?? [];
  const everyApp = all.data?.apps ?? apps.data?.apps ?? [];
  const nameOf = (id: string) => everyApp.find((app) => app.id === id)?.name ?? id;

  const feeColumns = countries.map(
    (country): SimpleColumn<CatalogueCodeApp> => ({
      header: t('columns.fees', { country: country.name }),
      cell: (app) => {
        const fee = app.fees.find((entry) => entry.country === country.code);
        return fee === undefined
          ? t('noFee')
          : t('feePair', { code: amountText(fee.codeRate), month: amountText(fee.subRent) });
      },
      align: 'right',
    }),
  );
  const columns: SimpleColumn<CatalogueCodeApp>[] = [
    { header: t('columns.name'), cell: (app) => app.name },
    { header: t('columns.id'), cell: (app) => app.id },
    {
      header: t('columns.state'),
      cell: (app) => (
        <Chip
          size="small"
          color={app.enabled ? 'success' : 'default'}
          label={app.enabled ? t('on') : t('off')}
        />
      ),
    },
    { header: t('columns.sort'), cell: (app) => app.sort, align: 'right' },
    {
      header: t('columns.redirect'),
      cell: (app) => (app.redirectTo === null ? t('noRedirect') : nameOf(app.redirectTo)),
    },
    ...feeColumns,
    ...(mayManage
      ? [
          {
            header: t('columns.actions'),
            cell: (app: CatalogueCodeApp) => (
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  aria-label={t('editLabel', { name: app.name })}
                  onClick={() => setEditing({ app, what: 'app' })}
                >
                  {t('edit')}
                </Button>
                <Button
                  size="small"
                  aria-label={t('feesLabel', { name: app.name })}
                  onClick={() => setEditing({ app, what: 'fees' })}
                >
                  {t('feesButton')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  aria-label={t('deleteLabel', { name: app.name })}
                  onClick={() => setEditing({ app, what: 'delete' })}
                >
                  {t('delete')}
                </Button>
              </Stack>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <SearchForm
        field={fieldProps(form.register, 'q')}
        label={t('search')}
        error={form.formState.errors.q ? t('searchTooLong') : undefined}
        onSubmit={submit}
      />
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('note')}</Typography>
      {mayManage && (
        <Button variant="outlined" sx={{ mb: 2 }} onClick={() => setEditing({ what: 'create' })}>
          {t('create.open')}
        </Button>
      )}
      <QueryFailure query={apps} />
      {apps.data && (
        <SimpleTable
          label={t('list')}
          rows={apps.data.apps}
          rowKey={(app) => app.id}
          columns={columns}
          empty={t('none')}
        />
      )}
      {editing?.what === 'app' && (
        <CodeAppDialog app={editing.app} apps={everyApp} onClose={() => setEditing(null)} />
      )}
      {editing?.what === 'fees' && (
        <CodeAppFeeDialog app={editing.app} countries={countries} onClose={() => setEditing(null)} />
      )}
      {editing?.what === 'create' && <CodeAppCreateDialog onClose={() => setEditing(null)} />}
      {editing?.what === 'delete' && (
        <ReasonDialog
          title={t('remove.title', { name: editing.app.name })}
          text={t('remove.text')}
          confirmLabel={t('remove.confirm')}
          danger
          action={(reason) => callConsole('consoleCodeAppDelete', { body: { app: editing.app.id, reason } })}
          onDone={() => void queryClient.invalidateQueries({ queryKey: codeAppKeys.all })}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
