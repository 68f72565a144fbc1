import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * A sold item's source page, in a new tab: `noopener noreferrer` gives the source site neither a
 * handle on this window nor the address it was opened from.
 */
export const SoldSourceLink = ({ href, name }: { href: string; name: string }) => {
  const { t } = useTranslation();
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      underline="hover"
      aria-label={t('userAds.soldItems.openSourceLabel', { name })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}
    >
      {t('userAds.soldItems.openSource')}
      <OpenInNewRounded sx={{ fontSize: 16 }} aria-hidden />
    </Link>
  );
};
