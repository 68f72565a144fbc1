import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Ltr } from '@/shared/ui/ltr';

/** An e-mail address that opens the mail client. */
export const EmailLink = ({ email }: { email: string | null }) => {
  const { t } = useTranslation();
  if (!email) return null;
  return (
    <Link href={`mailto:${email}`} underline="hover" aria-label={t('contacts.mail', { email })}>
      <Ltr>{email}</Ltr>
    </Link>
  );
};
