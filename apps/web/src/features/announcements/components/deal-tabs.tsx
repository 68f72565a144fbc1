import type { AdType } from '@emlak/contracts';
import { Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';

const ALL = 'all';

export type DealTabsProps = {
  deal: AdType | null;
  onChange: (deal: AdType | null) => void;
  fullWidth?: boolean;
};

/** All, sale or rent: the first choice on every Azerbaijani property portal. */
export const DealTabs = ({ deal, onChange, fullWidth }: DealTabsProps) => {
  const { t } = useTranslation();
  return (
    <Tabs
      value={deal ?? ALL}
      onChange={(_event, value: string) => onChange(value === ALL ? null : (value as AdType))}
      aria-label={t('listing.fields.addType')}
      variant={fullWidth ? 'fullWidth' : 'standard'}
      sx={{ minHeight: 40, '& .MuiTab-root': { minHeight: 40, fontWeight: 600 } }}
    >
      <Tab value={ALL} label={t('announcements.filters.allDeals')} />
      <Tab value="sell" label={t('listing.addTypes.sell')} />
      <Tab value="rent" label={t('listing.addTypes.rent')} />
    </Tabs>
  );
};
