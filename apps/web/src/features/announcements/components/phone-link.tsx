import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatPhone, telHref } from '@/shared/lib/phone';
import { PhoneText } from '@/shared/ui/phone-text';

/** A phone an agent calls with one tap: a `tel:` link named "Call: +994 50 123 45 67". */
export const PhoneLink = ({ phone }: { phone: string | null }) => {
  const { t } = useTranslation();
  if (!phone) return null;
  return (
    <Link
      href={telHref(phone)}
      underline="hover"
      aria-label={t('announcements.call', { phone: formatPhone(phone) })}
      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      <PhoneText phone={phone} />
    </Link>
  );
};
