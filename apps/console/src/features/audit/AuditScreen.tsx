import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  type AuditAction,
  type AuditEntry,
  auditActionSchema,
  auditActions,
  consoleAuditQuerySchema,
} from '@switchboard/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FilterSelect } from '../../components/FilterSelect.tsx';
import { dateTimeColumn, ListGrid } from '../../components/ListGrid.tsx';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { SearchForm } from '../../components/SearchForm.tsx';
import { auditPageQuery } from '../../lib/api/queries.ts';
import { fieldProps } from '../../lib/formField.ts';
import { useUiLanguage } from '../../lib/language.ts';
import { AuditChange } from './AuditChange.tsx';

/** The search of the audit log, as the contract reads it (blank: every entry; no action: all of them). */
const auditSearchSchema = z.object({
  q: consoleAuditQuerySchema.shape.q.unwrap(),
  action: auditActionSchema.optional(),
});

type AuditSearch = z.infer<typeof auditSearchSchema>;

/**
 * The audit log, newest first: who did what to which target, when, what changed and why, each action
 * and field named in the operator's language. Paged by the server's cursor; the cursors of the pages
 * already seen are kept to go back to newer ones.
 */
export function AuditScreen() {
  const { t } = useTranslation('audit');
  const language = useUiLanguage();
  const [search, setSearch] = useState<AuditSearch>({ q: '' });
  // The `before` cursor of each page seen, the first (newest) page's being undefined.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const before = cursors.at(-1);
  const page = useQuery({ ...auditPageQuery(search, before), placeholderData: keepPreviousData });
  const form = useForm<AuditSearch>({ resolver: zodResolver(auditSearchSchema), defaultValues: { q: '' } });
  const submit = form.handleSubmit((values) => {
    setSearch(values);
    setCursors([undefined]);
  });
  const entries = page.data?.entries ?? [];
  const next = page.data?.next;

  const columns = useMemo<GridColDef<AuditEntry>[]>(
    () => [
      { ...dateTimeColumn<AuditEntry>('at', t('columns.at'), language), width: 160 },
      {
        field: 'operatorEmail',
        headerName: t('columns.operator'),
        width: 180,
        // No operator signs in on the command line (the first admin's setup link).
        valueGetter: (value: string) => value || t('commandLine'),
      },
      {
        field: 'action',
        headerName: t('columns.action'),
        width: 170,
        valueGetter: (value: AuditAction) => t(`actions.${value}`),
      },
      {
        field: 'targetId',
        headerName: t('columns.target'),
        width: 200,
        valueGetter: (value: string, row) => `${t(`targets.${row.targetType}`)} ${value}`,
      },
      { field: 'reason', headerName: t('columns.reason'), flex: 1, minWidth: 160 },
      {
        field: 'after',
        headerName: t('columns.change'),
        flex: 1,
        minWidth: 220,
        sortable: false,
        renderCell: ({ row }) => <AuditChange entry={row} />,
      },
    ],
    [t, language],
  );

  return (
    <>
      <ScreenTitle title={t('title')} />
      <SearchForm
        field={fieldProps(form.register, 'q')}
        label={t('search.label')}
        error={form.formState.errors.q && t('search.tooLong')}
        onSubmit={submit}
      >
        <Controller
          control={form.control}
          name="action"
          render={({ field }) => (
            <FilterSelect
              label={t('search.action')}
              allLabel={t('search.allActions')}
              values={auditActions}
              nameOf={(action) => t(`actions.${action}`)}
              value={field.value}
              onChange={field.onChange}
              minWidth={220}
            />
          )}
        />
      </SearchForm>
      <QueryFailure query={page} />
      {page.isSuccess && entries.length === 0 && <Alert severity="info">{t('empty')}</Alert>}
      {(page.isPending || entries.length > 0) && (
        <ListGrid
          label={t('title')}
          rows={entries}
          columns={columns}
          loading={page.isFetching}
          getRowHeight={() => 'auto'}
        />
      )}
      <Box
        component="nav"
        aria-label={t('paging.label')}
        sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2 }}
      >
        <Button
          variant="outlined"
          disabled={cursors.length === 1}
          onClick={() => setCursors((seen) => seen.slice(0, -1))}
        >
          {t('paging.newer')}
        </Button>
        <Typography sx={{ color: 'text.secondary' }}>{t('paging.page', { page: cursors.length })}</Typography>
        <Button
          variant="outlined"
          disabled={next === undefined || page.isPlaceholderData}
          onClick={() => setCursors((seen) => [...seen, next])}
        >
          {t('paging.older')}
        </Button>
      </Box>
    </>
  );
}
