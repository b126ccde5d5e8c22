import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type BrandId, type CataloguePlan, PLAN_CODES } from '@switchboard/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandSelect } from '../../../components/BrandSelect.tsx';
import { FilterSelect } from '../../../components/FilterSelect.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { type SimpleColumn, SimpleTable } from '../../../components/SimpleTable.tsx';
import { brandName, formatAmount, formatDateTime } from '../../../lib/format.ts';
import { useUiLanguage } from '../../../lib/language.ts';
import { useMay } from '../../../lib/operator.ts';
import { PlanDialog } from './PlanDialog.tsx';
import { type PlanCode, plansQuery } from './queries.ts';

/**
 * The number plans of each brand and country with their prices; admins edit a plan's price and
 * whether it is on sale from its row. Opens on one brand's US plans: the whole list is hundreds.
 */
export function PlansTab() {
  const { t } = useTranslation('plans');
  const language = useUiLanguage();
  const mayManage = useMay('catalogue.manage');
  const [brand, setBrand] = useState<BrandId | undefined>('pingme');
  const [code, setCode] = useState<PlanCode | undefined>('US');
  const [editing, setEditing] = useState<CataloguePlan | null>(null);
  const plans = useQuery({ ...plansQuery(brand, code, language), placeholderData: keepPreviousData });

  const countryOf = (planCode: string) => t(`codes.${planCode}`, { defaultValue: planCode });
  const nameOf = (plan: CataloguePlan) =>
    t('planName', {
      brand: brandName(plan.brand, language),
      country: countryOf(plan.code),
      group: plan.groupName,
      period: t('months', { count: plan.months }),
    });
  const money = (plan: CataloguePlan, amount: number) => formatAmount(amount, plan.brand, language);

  const columns: SimpleColumn<CataloguePlan>[] = [
    { header: t('columns.brand'), cell: (plan) => brandName(plan.brand, language) },
    { header: t('columns.country'), cell: (plan) => countryOf(plan.code) },
    { header: t('columns.group'), cell: (plan) => plan.groupName },
    { header: t('columns.period'), cell: (plan) => t('months', { count: plan.months }) },
    { header: t('columns.price'), cell: (plan) => money(plan, plan.planRent), align: 'right' },
    { header: t('columns.perMonth'), cell: (plan) => money(plan, plan.monthRent), align: 'right' },
    {
      header: t('columns.saves'),
      cell: (plan) => (plan.discount > 0 ? `${plan.discount}%` : '—'),
      align: 'right',
    },
    { header: t('columns.onSale'), cell: (plan) => (plan.onSale ? t('onSale') : t('offSale')) },
    { header: t('columns.updated'), cell: (plan) => formatDateTime(plan.updatedAt, language) },
    ...(mayManage
      ? [
          {
            header: t('columns.actions'),
            cell: (plan: CataloguePlan) => (
              <Button
                size="small"
                aria-label={t('editLabel', { name: nameOf(plan) })}
                onClick={() => setEditing(plan)}
              >
                {t('edit')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <BrandSelect value={brand} onChange={setBrand} />
        <FilterSelect
          label={t('country')}
          allLabel={t('allCountries')}
          values={PLAN_CODES}
          nameOf={countryOf}
          value={code}
          onChange={setCode}
        />
      </Stack>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>{t('note')}</Typography>
      <QueryFailure query={plans} />
      {plans.data && (
        <SimpleTable
          label={t('list')}
          rows={plans.data.plans}
          rowKey={(plan) => `${plan.brand}:${plan.planId}`}
          columns={columns}
          empty={t('none')}
        />
      )}
      {editing && <PlanDialog plan={editing} name={nameOf(editing)} onClose={() => setEditing(null)} />}
    </>
  );
}
