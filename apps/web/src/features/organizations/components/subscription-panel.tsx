import type { OrganizationUser } from '@emlak/contracts';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import TouchAppOutlined from '@mui/icons-material/TouchAppOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { Box, ButtonBase, Card, Collapse, Divider, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import { UserAvatar } from '@/shared/ui/user-avatar';
import { useSubscriptionPlanOptions } from '../api/use-subscription-plan-options';
import { useUserSubscriptions } from '../api/use-user-subscriptions';
import { CurrentPlan } from './current-plan';
import { SubscriptionForm } from './subscription-form';

export type SubscriptionPanelProps = {
  expanded: boolean;
  user: OrganizationUser | null;
  onToggle: () => void;
  /** Cancel or a created subscription: forget the user and collapse. */
  onDone: () => void;
};

/** The spec: a failed read of the subscriptions is only logged, and the current plan is none. */
const logReadFailure = (error: unknown) => {
  // eslint-disable-next-line no-console
  console.warn('[subscriptions] could not read the user’s subscriptions', error);
};

/**
 * The spec's "Create User Subscription" panel (sections 2 and 4): collapsed until a user is
 * picked; then the user's card with the current plan of their newest subscription, and the form
 * that sets a plan. With no user it says to pick one.
 */
export const SubscriptionPanel = ({ expanded, user, onToggle, onDone }: SubscriptionPanelProps) => {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const bodyId = useId();
  const cardRef = useRef<HTMLDivElement>(null);
  const subscriptions = useUserSubscriptions(user?.id ?? null);
  const options = useSubscriptionPlanOptions(user !== null);
  const newest = subscriptions.data?.[0] ?? null;
  const { error: readError } = subscriptions;
  useEffect(() => {
    if (readError) logReadFailure(readError);
  }, [readError]);
  const text = (key: string, values?: Record<string, unknown>) =>
    t(`organizations.detail.subscription.${key}`, values);

  // Picking a user from far down the grid brings the panel into view.
  useEffect(() => {
    if (user) cardRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [user]);

  return (
    <Card
      ref={cardRef}
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={(theme) => ({
        borderRadius: 3,
        mb: 2,
        borderColor: expanded ? alpha(theme.palette.primary.main, 0.35) : 'divider',
      })}
    >
      <ButtonBase
        onClick={onToggle}
        aria-expanded={expanded}
        aria-controls={bodyId}
        sx={(theme) => ({
          width: '100%',
          justifyContent: 'flex-start',
          textAlign: 'left',
          gap: 1.5,
          px: 2,
          py: 1.5,
          bgcolor: expanded
            ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.12 : 0.06)
            : 'transparent',
        })}
      >
        <WorkspacePremiumOutlined color="primary" aria-hidden />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 600, fontSize: 18 }}>
            {text('title')}
          </Typography>
          {!expanded && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {user ? user.name : text('selectUser')}
            </Typography>
          )}
        </Box>
        <ExpandMoreRounded
          aria-hidden
          sx={{ transition: 'transform 200ms', transform: expanded ? 'rotate(180deg)' : 'none' }}
        />
      </ButtonBase>
      <Collapse in={expanded} id={bodyId}>
        <Divider />
        <Box sx={{ p: 2 }}>
          {user ? (
            <Stack sx={{ gap: 2 }}>
              <Stack direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }}>
                <UserAvatar user={user} size={56} />
                <Box sx={{ minWidth: 0, flex: 1 }}>
                  <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                    {user.name}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {text('id', { id: formatNumber(user.id, i18n.language) })}
                  </Typography>
                  {user.email.trim() && (
                    <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                      {user.email}
                    </Typography>
                  )}
                  {user.organizationName && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {text('organization', { name: user.organizationName })}
                    </Typography>
                  )}
                  <CurrentPlan subscription={newest} loading={subscriptions.isPending} />
                </Box>
              </Stack>
              <Divider />
              <SubscriptionForm
                userId={user.id}
                newest={newest}
                key={user.id}
                ready={!subscriptions.isPending}
                options={options.data}
                onDone={onDone}
              />
            </Stack>
          ) : (
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', color: 'text.secondary' }}>
              <TouchAppOutlined aria-hidden />
              <Typography variant="body2">{text('selectUser')}</Typography>
            </Stack>
          )}
        </Box>
      </Collapse>
    </Card>
  );
};
