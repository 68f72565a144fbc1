import { useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/shared/lib/form-errors';
import { PlaceAutocomplete, type PlaceOption } from '../components/place-autocomplete';
import type { AnnouncementFormValues } from './announcement-resolver';

export type FormPlaceFieldProps = {
  form: UseFormReturn<AnnouncementFormValues, unknown, unknown>;
  name: 'cityId' | 'districtId' | 'metroStationId';
  label: string;
  options: readonly PlaceOption[];
  required?: boolean;
  disabled?: boolean;
  loading?: boolean;
  hint?: string;
  onPicked?: (id: number | null) => void;
};

/** A place picker bound to the listing form, its validation message under it. */
export const FormPlaceField = ({
  form,
  name,
  label,
  options,
  required,
  disabled,
  loading,
  hint,
  onPicked,
}: FormPlaceFieldProps) => {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ control: form.control, name });
  return (
    <PlaceAutocomplete
      size="medium"
      label={label}
      options={options}
      value={field.value ?? null}
      onChange={(id) => {
        field.onChange(id);
        onPicked?.(id);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      required={required}
      disabled={disabled}
      loading={loading}
      error={Boolean(fieldState.error)}
      helperText={fieldErrorText(fieldState.error, label, t, i18n.language) ?? hint ?? ' '}
    />
  );
};
