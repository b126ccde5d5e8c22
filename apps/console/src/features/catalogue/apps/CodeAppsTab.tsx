import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CatalogueCodeApp, consoleCodeAppsQuerySchema } from '@switchboard/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { SearchForm } from '../../../components/SearchForm.tsx';
import { type SimpleColumn, SimpleTable } from '../../../components/SimpleTable.tsx';
import { fieldProps } from '../../../lib/formField.ts';
import { useUiLanguage } from '../../../lib/language.ts';
import { useMay } from '../../../lib/operator.ts';
import { amountText } from '../queries.ts';
import { CodeAppDialog } from './CodeAppDialog.tsx';
import { CodeAppFeeDialog } from './CodeAppFeeDialog.tsx';
import { codeAppsQuery } from './queries.ts';

const searchSchema = z.object({ q: consoleCodeAppsQuerySchema.shape.q.unwrap() });

/** What is open: an app's edit dialog or its fee dialog. */
type Editing = { app: CatalogueCodeApp; what: 'app' | 'fees' } | null;

/**
 * The verification apps users receive codes for: names in the operator's language, on or off, place,
 * redirection and fees per pool country. Support reads; admins edit an app or its fees from its row.
 */
export function CodeAppsTab() {
  const { t } = useTranslation('codeApps');
  const language = useUiLanguage();
  const mayManage = useMay('catalogue.manage');
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
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
    </>
  );
}
