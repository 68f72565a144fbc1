import PhoneRounded from '@mui/icons-material/PhoneRounded';
import { useTranslation } from 'react-i18next';
import { QuickSearch } from '@/shared/ui/data-table/quick-search';

export type PhoneSearchProps = {
  /** The phone filter that applies now (from the table state). */
  value: string;
  onSearch: (value: string) => void;
};

/**
 * A second search box for phones: the server matches any written form ('050 123', '+99450123')
 * against all three phones of a contact, so what was typed is sent as is.
 */
export const PhoneSearch = ({ value, onSearch }: PhoneSearchProps) => {
  const { t } = useTranslation();
  return (
    <QuickSearch
      value={value}
      onSearch={onSearch}
      label={t('contacts.phoneSearch')}
      placeholder={t('contacts.phoneSearchPlaceholder')}
      icon={<PhoneRounded fontSize="small" />}
      width={220}
      inputMode="tel"
    />
  );
};
