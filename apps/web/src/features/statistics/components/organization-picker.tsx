import { Autocomplete, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDropdown } from '@/shared/api/use-dropdown';

export type OrganizationPickerProps = {
  value: number | undefined;
  onChange: (organizationId: number | undefined) => void;
  /** The empty choice means every organization (the report) rather than none yet (statistics). */
  allowAll?: boolean;
};

/** A SuperAdmin's choice of organization, from GET /organizations/dropdown, searchable by name. */
export const OrganizationPicker = ({ value, onChange, allowAll }: OrganizationPickerProps) => {
  const { t } = useTranslation();
  const organizations = useDropdown('/organizations/dropdown');
  const options = organizations.data ?? [];
  const selected = options.find((option) => option.value === value) ?? null;
  return (
    <Autocomplete
      size="small"
      options={options}
      value={selected}
      loading={organizations.isLoading}
      onChange={(_event, option) => onChange(option?.value)}
      getOptionLabel={(option) => option.displayText}
      isOptionEqualToValue={(option, chosen) => option.value === chosen.value}
      sx={{ width: { xs: '100%', sm: 260 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('statistics.organization.label')}
          placeholder={allowAll ? t('statistics.organization.all') : undefined}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
        />
      )}
    />
  );
};
