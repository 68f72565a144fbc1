import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatPhone, telHref } from '@/shared/lib/phone';
import { Ltr } from '@/shared/ui/ltr';

/** A stored phone, grouped for reading, that dials on a tap. */
export const PhoneLink = ({ phone }: { phone: string | null }) => {
  const { t } = useTranslation();
  if (!phone) return null;
  const shown = formatPhone(phone);
  return (
    <Link
      href={telHref(phone)}
      underline="hover"
      aria-label={t('contacts.call', { phone: shown })}
      sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      <Ltr>{shown}</Ltr>
    </Link>
  );
};
