import { USER_AD_STATUSES, type UserAdCounts, type UserAdStatus } from '@emlak/contracts';
import { Box, Chip, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import { Ltr } from '@/shared/ui/ltr';

export type StatusTabsProps = {
  value: UserAdStatus;
  counts: UserAdCounts | undefined;
  onChange: (status: UserAdStatus) => void;
};

export const statusTabId = (status: UserAdStatus) => `user-ads-tab-${status}`;
export const statusPanelId = (status: UserAdStatus) => `user-ads-panel-${status}`;

/** Added, in work, sold: each tab with how many of the caller's list rows it holds. */
export const StatusTabs = ({ value, counts, onChange }: StatusTabsProps) => {
  const { t, i18n } = useTranslation();
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Tabs
        value={value}
        onChange={(_event, status: UserAdStatus) => onChange(status)}
        aria-label={t('userAds.tabs')}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {USER_AD_STATUSES.map((status) => (
          <Tab
            key={status}
            value={status}
            id={statusTabId(status)}
            aria-controls={statusPanelId(status)}
            iconPosition="end"
            label={t(`listing.statuses.${status}`)}
            icon={
              counts ? (
                <Chip
                  size="small"
                  label={<Ltr>{formatNumber(counts[status], i18n.language)}</Ltr>}
                  color={status === value ? 'primary' : 'default'}
                  sx={{ height: 20, fontWeight: 600, '& .MuiChip-label': { px: 0.75 } }}
                />
              ) : undefined
            }
            sx={{ minHeight: 48, textTransform: 'none', fontWeight: 600 }}
          />
        ))}
      </Tabs>
    </Box>
  );
};
