import type { SoldTotals as Totals } from '@emlak/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import { Ltr } from '@/shared/ui/ltr';
import { PriceText } from '@/shared/ui/price-text';
import { TotalsStrip } from '@/shared/ui/totals-strip';
import { sumDecimals } from '../decimal-sum';

/**
 * The totals row of Sold items: how many sales the filter matches, what they sold for, what the
 * sellers and the buyers paid and the commission in all, over every matching row, not the page.
 */
export const SoldTotals = ({ totals }: { totals: Totals | undefined }) => {
  const { t, i18n } = useTranslation();
  return (
    <TotalsStrip
      label={t('userAds.soldItems.totals.label')}
      sx={{ mb: 2 }}
      figures={[
        {
          key: 'count',
          label: t('userAds.soldItems.totals.count'),
          value: totals && <Ltr>{formatNumber(totals.count, i18n.language)}</Ltr>,
        },
        {
          key: 'price',
          label: t('userAds.soldItems.totals.price'),
          value: totals && <PriceText azn={totals.price} />,
        },
        {
          key: 'seller',
          label: t('userAds.soldItems.totals.seller'),
          value: totals && <PriceText azn={totals.amountOfSeller} />,
        },
        {
          key: 'buyer',
          label: t('userAds.soldItems.totals.buyer'),
          value: totals && <PriceText azn={totals.amountOfBuyer} />,
        },
        {
          key: 'commission',
          label: t('userAds.soldItems.totals.commission'),
          value: totals && <PriceText azn={sumDecimals(totals.amountOfSeller, totals.amountOfBuyer)} />,
          strong: true,
        },
      ]}
    />
  );
};
