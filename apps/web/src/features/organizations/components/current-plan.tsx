import type { Subscription } from '@emlak/contracts';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';
import { Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { dateOfIsoDay } from '@/shared/lib/calendar-day';
import { formatDate } from '@/shared/lib/format';
import { planBadgeOf } from '../plan-badge';

export type CurrentPlanProps = {
  /** The user's newest subscription; null when none (or when they could not be read). */
  subscription: Subscription | null;
  loading: boolean;
};

/**
 * The current-plan badge of the spec's mapping, with what it stands for: the plan's real name and
 * the dates of that subscription (it runs to the day before "expires on").
 */
export const CurrentPlan = ({ subscription, loading }: CurrentPlanProps) => {
  const { t, i18n } = useTranslation();
  const text = (key: string, values?: Record<string, unknown>) =>
    t(`organizations.detail.subscription.${key}`, values);
  if (loading)
    return (
      <Stack role="status" direction="row" sx={{ gap: 1, alignItems: 'center', mt: 1 }}>
        <Skeleton variant="rounded" width={120} height={24} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('organizations.detail.loading')}
        </Typography>
      </Stack>
    );
  const badge = planBadgeOf(subscription?.subscriptionPlanId);
  const label = text(`badges.${badge.key}`, { id: badge.id });
  const day = (value: string) => formatDate(dateOfIsoDay(value), i18n.language);
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
      <Chip
        size="small"
        color={subscription?.isCurrent ? 'primary' : 'default'}
        variant={subscription?.isCurrent ? 'filled' : 'outlined'}
        icon={<WorkspacePremiumRounded />}
        label={text('currentPlan', { plan: label })}
        sx={{ fontWeight: 600 }}
      />
      {subscription && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {text(subscription.isCurrent ? 'currentPeriod' : 'endedPeriod', {
            name: subscription.planName,
            start: day(subscription.startDate),
            end: day(subscription.endDate),
          })}
        </Typography>
      )}
    </Stack>
  );
};
