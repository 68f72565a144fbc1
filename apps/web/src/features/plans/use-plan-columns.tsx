import type { Plan } from '@emlak/contracts';
import StarRounded from '@mui/icons-material/StarRounded';
import { Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@/shared/lib/format';
import type { DataTableColumn } from '@/shared/ui/data-table/data-table-types';
import { PlanActiveChip } from './components/plan-active-chip';
import { PlanActiveSwitch } from './components/plan-active-switch';
import { formatAzn } from './plan-format';

/**
 * The plans table's columns. The stored fields sort and filter on the server; the two computed
 * ones (subscriptions running today, revenue charged) are shown only. A SuperAdmin switches a
 * plan on and off in its row; the others read a chip.
 */
export const usePlanColumns = (canWrite: boolean): DataTableColumn<Plan>[] => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const azn = (amount: string) => `${formatAzn(amount, language)} AZN`;
    return [
      {
        field: 'name',
        headerKey: 'plans.fields.name',
        type: 'text',
        sortable: true,
        filterable: true,
        hideable: false,
        card: 'primary',
        render: (plan) => (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {plan.name}
            </Typography>
            {plan.isPopular && (
              <StarRounded color="warning" sx={{ fontSize: 18 }} titleAccess={t('plans.popular')} />
            )}
          </Stack>
        ),
      },
      {
        field: 'description',
        headerKey: 'plans.fields.description',
        type: 'text',
        card: 'secondary',
        render: (plan) => (
          // In the table one line cut with an ellipsis (a long description must not push the
          // figures away); a phone's card has the room to wrap it.
          <Typography
            variant="body2"
            title={plan.description ?? undefined}
            sx={{
              color: 'text.secondary',
              maxWidth: { sm: 280 },
              whiteSpace: { sm: 'nowrap' },
              overflow: { sm: 'hidden' },
              textOverflow: { sm: 'ellipsis' },
            }}
          >
            {plan.description ?? '—'}
          </Typography>
        ),
      },
      {
        field: 'price',
        headerKey: 'plans.fields.price',
        type: 'number',
        sortable: true,
        filterable: true,
        align: 'right',
        card: 'field',
        render: (plan) => <span style={{ whiteSpace: 'nowrap' }}>{azn(plan.price)}</span>,
        exportValue: (plan) => plan.price,
      },
      {
        field: 'requestLimit',
        headerKey: 'plans.fields.requestLimit',
        type: 'number',
        sortable: true,
        filterable: true,
        align: 'right',
        card: 'field',
        render: (plan) => formatNumber(plan.requestLimit, language),
      },
      {
        field: 'isActive',
        headerKey: 'plans.fields.isActive',
        type: 'boolean',
        sortable: true,
        filterable: true,
        card: 'field',
        render: (plan) =>
          canWrite ? <PlanActiveSwitch plan={plan} /> : <PlanActiveChip active={plan.isActive} />,
      },
      {
        field: 'activeSubscriptions',
        headerKey: 'plans.fields.activeSubscriptions',
        type: 'number',
        align: 'right',
        card: 'field',
        render: (plan) => formatNumber(plan.activeSubscriptions, language),
      },
      {
        field: 'totalRevenue',
        headerKey: 'plans.fields.totalRevenue',
        type: 'number',
        align: 'right',
        render: (plan) => <span style={{ whiteSpace: 'nowrap' }}>{azn(plan.totalRevenue)}</span>,
        exportValue: (plan) => plan.totalRevenue,
      },
      {
        field: 'createdDate',
        headerKey: 'plans.fields.createdDate',
        type: 'date',
        sortable: true,
        filterable: true,
        render: (plan) => formatDate(new Date(plan.createdDate), language),
      },
    ];
  }, [language, canWrite, t]);
};
