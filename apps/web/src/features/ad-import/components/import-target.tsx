import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDropdown } from '@/shared/api/use-dropdown';

export type ImportTargetProps = {
  /** Null: public market listings. */
  value: number | null;
  onChange: (organizationId: number | null) => void;
  disabled?: boolean;
};

const PUBLIC = 'public';

/** A SuperAdmin's choice of where the listings go: the public market or one agency. */
export const ImportTarget = ({ value, onChange, disabled }: ImportTargetProps) => {
  const { t } = useTranslation();
  const organizations = useDropdown('/organizations/dropdown');
  return (
    <TextField
      select
      fullWidth
      label={t('adImport.target')}
      value={value === null ? PUBLIC : String(value)}
      onChange={(event) => onChange(event.target.value === PUBLIC ? null : Number(event.target.value))}
      helperText={t('adImport.targetHint')}
      disabled={disabled}
    >
      <MenuItem value={PUBLIC}>{t('adImport.publicMarket')}</MenuItem>
      {(organizations.data ?? []).map((organization) => (
        <MenuItem key={organization.value} value={String(organization.value)}>
          {organization.displayText}
        </MenuItem>
      ))}
    </TextField>
  );
};
