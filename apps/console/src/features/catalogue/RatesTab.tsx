import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type CatalogueRate, consoleRatesQuerySchema, TOLL_FREE_RATE_KEY } from '@switchboard/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { QueryFailure } from '../../components/QueryFailure.tsx';
import { SearchForm } from '../../components/SearchForm.tsx';
import { type SimpleColumn, SimpleTable } from '../../components/SimpleTable.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { fieldProps } from '../../lib/formField.ts';
import { useUiLanguage } from '../../lib/language.ts';
import { useMay } from '../../lib/operator.ts';
import { amountText, ratesQuery } from './queries.ts';
import { RateDialog } from './RateDialog.tsx';

const searchSchema = z.object({ q: consoleRatesQuerySchema.shape.q.unwrap() });

/** What a rate is named by: its country, or for toll-free numbers the words for them. */
export function useRateName(): (rate: CatalogueRate) => string {
  const { t } = useTranslation('catalogue');
  return (rate) =>
    rate.countryName ?? (rate.rateKey === TOLL_FREE_RATE_KEY ? t('rates.tollFree') : rate.rateKey);
}

/** The SMS/MMS price list with its search; admins edit a rate from its row. */
export function RatesTab() {
  const { t } = useTranslation('catalogue');
  const language = useUiLanguage();
  const mayManage = useMay('catalogue.manage');
  const nameOf = useRateName();
  const [q, setQ] = useState('');
  const [editing, setEditing] = useState<CatalogueRate | null>(null);
  const rates = useQuery({ ...ratesQuery(q, language), placeholderData: keepPreviousData });
  const form = useForm({ resolver: zodResolver(searchSchema), defaultValues: { q: '' } });
  const submit = form.handleSubmit((values) => setQ(values.q));

  const columns: SimpleColumn<CatalogueRate>[] = [
    { header: t('rates.columns.country'), cell: nameOf },
    { header: t('rates.columns.key'), cell: (rate) => rate.rateKey },
    { header: t('rates.columns.sms'), cell: (rate) => amountText(rate.smsSegment), align: 'right' },
    {
      header: t('rates.columns.mms'),
      cell: (rate) => (rate.mms === null ? t('rates.noMms') : amountText(rate.mms)),
      align: 'right',
    },
    { header: t('rates.columns.updated'), cell: (rate) => formatDateTime(rate.updatedAt, language) },
    ...(mayManage
      ? [
          {
            header: t('rates.columns.actions'),
            cell: (rate: CatalogueRate) => (
              <Button
                size="small"
                aria-label={t('rates.editLabel', { name: nameOf(rate) })}
                onClick={() => setEditing(rate)}
              >
                {t('rates.edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <SearchForm
        field={fieldProps(form.register, 'q')}
        label={t('rates.search')}
        error={form.formState.errors.q ? t('rates.searchTooLong') : undefined}
        onSubmit={submit}
      />
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('rates.note')}</Typography>
      <QueryFailure query={rates} />
      {rates.data && (
        <SimpleTable
          label={t('rates.list')}
          rows={rates.data.rates}
          rowKey={(rate) => rate.rateKey}
          columns={columns}
          empty={t('rates.none')}
        />
      )}
      {editing && <RateDialog rate={editing} name={nameOf(editing)} onClose={() => setEditing(null)} />}
    </>
  );
}
