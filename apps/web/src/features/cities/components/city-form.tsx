import { AZERBAIJAN_BOUNDS, cityInputSchema, type City } from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { issueToken } from '@/shared/lib/form-errors';
import { FormPanel } from '@/shared/ui/form-panel/form-panel';
import { FormSelectField } from '@/shared/ui/form-panel/form-select-field';
import { FormTextField } from '@/shared/ui/form-panel/form-text-field';
import type { FormUi } from '@/shared/ui/form-panel/form-ui';
import { usePanelForm } from '@/shared/ui/form-panel/use-panel-form';
import { useCreateCity } from '../api/use-create-city';
import { useUpdateCity } from '../api/use-update-city';
import { cityKinds } from '../city-kinds';

export type CityFormProps = { ui: FormUi<City> };

const resolver = zodResolver(cityInputSchema, { error: issueToken });

/** Adds or edits a city, validated with the contracts' cityInputSchema on both sides. */
export const CityForm = ({ ui }: CityFormProps) => {
  const { t } = useTranslation();
  const create = useCreateCity();
  const update = useUpdateCity();
  const { form, submit, cancel, alert, stale, guard, submitting } = usePanelForm({
    ui,
    resolver,
    valuesOf: (city: City | null) =>
      city
        ? {
            name: city.name,
            nameEn: city.nameEn,
            nameRu: city.nameRu,
            kind: city.kind,
            latitude: city.latitude,
            longitude: city.longitude,
            displayOrder: city.displayOrder,
          }
        : { name: '', nameEn: '', nameRu: '', kind: 'city' as const, displayOrder: 0 },
    save: (input, city) => (city ? update.mutateAsync({ id: city.id, input }) : create.mutateAsync(input)),
    messages: { created: 'cities.created', updated: 'cities.updated' },
  });
  const label = (field: string) => t(`cities.fields.${field}`);
  const { minLatitude, maxLatitude, minLongitude, maxLongitude } = AZERBAIJAN_BOUNDS;

  return (
    <FormPanel
      expanded={ui.expanded}
      edit={ui.edit}
      titles={{ create: t('cities.createTitle'), edit: t('cities.editTitle') }}
      onSubmit={submit}
      onCancel={cancel}
      submitting={submitting}
      alert={alert}
      stale={stale}
      guard={guard}
    >
      <FormTextField form={form} name="name" label={label('name')} required />
      <FormTextField form={form} name="nameEn" label={label('nameEn')} required />
      <FormTextField form={form} name="nameRu" label={label('nameRu')} required />
      <FormSelectField
        form={form}
        name="kind"
        label={label('kind')}
        required
        options={cityKinds.map((kind) => ({ value: kind.value, label: t(kind.labelKey) }))}
      />
      <FormTextField
        form={form}
        name="latitude"
        kind="number"
        label={label('latitude')}
        required
        hint={t('cities.coordinatesHint')}
        slotProps={{ htmlInput: { min: minLatitude, max: maxLatitude } }}
      />
      <FormTextField
        form={form}
        name="longitude"
        kind="number"
        label={label('longitude')}
        required
        hint={t('cities.coordinatesHint')}
        slotProps={{ htmlInput: { min: minLongitude, max: maxLongitude } }}
      />
      <FormTextField form={form} name="displayOrder" kind="number" label={label('displayOrder')} />
    </FormPanel>
  );
};
