import type { UserStatistics } from '@emlak/contracts';
import { Box, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import { PriceText } from '@/shared/ui/price-text';
import { UserAvatar } from '@/shared/ui/user-avatar';

/** The agents ranked (an ordered list: the place is the item's number), their commission and sales. */
export const LeaderboardList = ({ agents }: { agents: readonly UserStatistics[] }) => {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="ol"
      aria-label={t('statistics.summary.leaderboard')}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {agents.map((agent, index) => (
        <Stack
          key={agent.userId}
          component="li"
          direction="row"
          sx={{
            alignItems: 'center',
            gap: 1.5,
            py: 1.25,
            borderTop: index === 0 ? 0 : 1,
            borderColor: 'divider',
          }}
        >
          <Box
            aria-hidden
            sx={(theme) => ({
              width: 28,
              height: 28,
              flexShrink: 0,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              fontSize: 13,
              color: index < 3 ? 'primary.contrastText' : 'text.secondary',
              bgcolor: index < 3 ? 'primary.main' : alpha(theme.palette.text.primary, 0.08),
            })}
          >
            {index + 1}
          </Box>
          <UserAvatar user={agent} size={32} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {agent.name}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('statistics.summary.deals', { value: formatNumber(agent.soldCount, i18n.language) })}
              {' · '}
              <PriceText azn={agent.soldValue} />
            </Typography>
          </Box>
          <Typography
            variant="body2"
            sx={{
              fontWeight: 700,
              color: 'success.main',
              whiteSpace: 'nowrap',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            <PriceText azn={agent.commission} />
          </Typography>
        </Stack>
      ))}
    </Box>
  );
};
