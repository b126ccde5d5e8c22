import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import {
  type BrandId,
  CONSOLE_USER_SEARCH_LIMIT,
  consoleUsersQuerySchema,
  formatLineNumber,
  type UserRow,
} from '@switchboard/protocol';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BrandSelect } from '../../components/BrandSelect.tsx';
import { dateTimeColumn, ListGrid } from '../../components/ListGrid.tsx';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { ScreenTitle } from '../../components/ScreenTitle.tsx';
import { SearchForm } from '../../components/SearchForm.tsx';
import { userSearchQuery } from '../../lib/api/queries.ts';
import { brandName, formatAmount } from '../../lib/format.ts';
import { fieldProps } from '../../lib/formField.ts';
import { useUiLanguage } from '../../lib/language.ts';
import { linkTo, navigate, pathOf } from '../../lib/router.ts';
import { UserStatusChip } from './UserStatusChip.tsx';

type SearchValues = z.input<typeof consoleUsersQuerySchema>;

/**
 * Users found by email, phone, own number or webchat id (optionally in one brand). The search lives
 * in the address, so the way back from a user's page finds the same results.
 */
export function UserSearchScreen({ q, brand }: { q: string; brand: BrandId | undefined }) {
  const { t } = useTranslation('users');
  const language = useUiLanguage();
  const form = useForm<SearchValues>({
    resolver: zodResolver(consoleUsersQuerySchema),
    values: { q, brand },
  });
  const results = useQuery({ ...userSearchQuery(q, brand), enabled: q !== '' });
  const users = results.data?.users ?? [];
  const submit = form.handleSubmit((values) =>
    navigate(pathOf({ name: 'users', q: values.q, brand: values.brand })),
  );

  const columns = useMemo<GridColDef<UserRow>[]>(
    () => [
      {
        field: 'email',
        headerName: t('columns.email'),
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Link {...linkTo({ name: 'user', id: row.accountId })}>{row.email ?? t('noEmail')}</Link>
        ),
      },
      {
        field: 'phone',
        headerName: t('columns.phone'),
        width: 170,
        valueFormatter: (value: string | null) => (value ? formatLineNumber(value) : ''),
      },
      {
        field: 'brand',
        headerName: t('columns.brand'),
        width: 120,
        valueGetter: (value: BrandId) => brandName(value, language),
      },
      {
        field: 'status',
        headerName: t('columns.status'),
        width: 120,
        renderCell: ({ row }) => <UserStatusChip status={row.status} />,
      },
      {
        field: 'balance',
        headerName: t('columns.balance'),
        width: 140,
        type: 'number',
        valueFormatter: (value: number, row) => formatAmount(value, row.brand, language),
      },
      {
        field: 'numbers',
        headerName: t('columns.numbers'),
        width: 200,
        sortable: false,
        valueGetter: (value: string[]) => value.map(formatLineNumber).join(', '),
      },
      dateTimeColumn('createdAt', t('columns.created'), language),
    ],
    [t, language],
  );

  return (
    <>
      <ScreenTitle title={t('title')} />
      <SearchForm
        field={fieldProps(form.register, 'q')}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        error={form.formState.errors.q && t('search.required')}
        autoFocus
        onSubmit={submit}
      >
        <Controller
          control={form.control}
          name="brand"
          render={({ field }) => <BrandSelect value={field.value} onChange={field.onChange} />}
        />
      </SearchForm>
      {q === '' && <Typography sx={{ color: 'text.secondary' }}>{t('search.hint')}</Typography>}
      <QueryFailure query={results} />
      {results.isSuccess && users.length === 0 && <Alert severity="info">{t('search.none')}</Alert>}
      {results.isSuccess && users.length >= CONSOLE_USER_SEARCH_LIMIT && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('search.limited', { count: CONSOLE_USER_SEARCH_LIMIT })}
        </Alert>
      )}
      {q !== '' && (results.isPending || users.length > 0) && (
        <ListGrid
          label={t('results')}
          rows={users}
          columns={columns}
          getRowId={(row) => row.accountId}
          loading={results.isPending}
        />
      )}
    </>
  );
}
