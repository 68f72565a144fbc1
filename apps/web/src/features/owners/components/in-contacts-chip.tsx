import ContactPhoneRounded from '@mui/icons-material/ContactPhoneRounded';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The organization's contact book already has this phone. */
export const InContactsChip = () => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      icon={<ContactPhoneRounded />}
      label={t('owners.inContacts')}
      sx={{ fontWeight: 500 }}
    />
  );
};
