import {
  AD_TYPES,
  AREA_MEASURE_UNITS,
  OWNER_TYPES,
  PROPERTY_TYPES,
  type Announcement,
} from '@emlak/contracts';
import { useCallback } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '@/shared/lib/phone';
import { FormPanel } from '@/shared/ui/form-panel/form-panel';
import { FormSelectField } from '@/shared/ui/form-panel/form-select-field';
import { FormSwitchField } from '@/shared/ui/form-panel/form-switch-field';
import { FormTextField } from '@/shared/ui/form-panel/form-text-field';
import type { FormUi } from '@/shared/ui/form-panel/form-ui';
import { usePanelForm } from '@/shared/ui/form-panel/use-panel-form';
import { fetchAnnouncement } from '../api/fetch-announcement';
import { useCityOptions } from '../api/use-city-options';
import { useCityPlaces } from '../api/use-city-places';
import { useCreateAnnouncement } from '../api/use-create-announcement';
import { useUpdateAnnouncement } from '../api/use-update-announcement';
import { placeOptions } from '../components/place-options';
import { announcementResolver, type AnnouncementFormValues } from './announcement-resolver';
import { FormPlaceField } from './form-place-field';

export type AnnouncementFormProps = {
  ui: FormUi<Announcement>;
  /**
   * Called with the saved listing while the panel is still open: the page waits until it has
   * closed before it navigates (the unsaved-changes guard would hold a navigation now).
   */
  onSaved: (listing: Announcement) => void;
};

const numberOf = (value: string | null) => (value === null ? Number.NaN : Number(value));

const valuesOf = (listing: Announcement | null): AnnouncementFormValues =>
  listing
    ? {
        addType: listing.addType,
        propertyType: listing.propertyType,
        price: numberOf(listing.price),
        area: numberOf(listing.area),
        areaMeasureUnit: listing.areaMeasureUnit,
        rooms: listing.rooms,
        stage: listing.stage,
        stages: listing.stages,
        cityId: listing.cityId,
        districtId: listing.districtId,
        metroStationId: listing.metroStationId,
        title: listing.title ?? '',
        description: listing.description ?? '',
        address: listing.address ?? '',
        landmark: listing.landmark ?? '',
        owner: listing.owner ?? '',
        ownerType: listing.ownerType,
        phone1: formatPhone(listing.phone1),
        phone2: formatPhone(listing.phone2),
        hasTitleDeed: listing.hasTitleDeed ?? false,
        isRenovated: listing.isRenovated ?? false,
        mortgage: listing.mortgage ?? false,
        latitude: listing.latitude,
        longitude: listing.longitude,
        baseUrl: listing.baseUrl ?? '',
        color: listing.color,
      }
    : {
        addType: 'sell',
        propertyType: 1,
        price: Number.NaN,
        area: Number.NaN,
        areaMeasureUnit: 1,
        rooms: null,
        stage: null,
        stages: null,
        cityId: null,
        districtId: null,
        metroStationId: null,
        title: '',
        description: '',
        address: '',
        landmark: '',
        owner: '',
        ownerType: 'owner',
        phone1: '',
        phone2: '',
        hasTitleDeed: false,
        isRenovated: false,
        mortgage: false,
        latitude: null,
        longitude: null,
        baseUrl: '',
        color: null,
      };

/**
 * Posts or edits a listing with the contracts' schema on both sides; the district and metro
 * pickers list only the chosen city's places. The server's refusals (a place outside the city, a
 * source link already imported, a stale version) come back under their fields or as the panel's
 * alert.
 */
export const AnnouncementForm = ({ ui, onSaved }: AnnouncementFormProps) => {
  const { t } = useTranslation();
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  // The label a field shows, which its messages name too (the price says it is in manat).
  const label = useCallback(
    (field: string) => (field === 'price' ? t('announcements.form.priceAzn') : t(`listing.fields.${field}`)),
    [t],
  );
  const { form, submit, cancel, reload, alert, stale, guard, submitting } = usePanelForm({
    ui,
    resolver: announcementResolver,
    valuesOf,
    save: async (input, listing) => {
      const saved = listing
        ? await update.mutateAsync({ id: listing.id, input: { ...input, version: listing.version } })
        : await create.mutateAsync(input);
      onSaved(saved);
      return saved;
    },
    messages: { created: 'announcements.form.created', updated: 'announcements.form.updated' },
    onReload: () => {
      if (ui.selected) void fetchAnnouncement(ui.selected.id).then(ui.openEdit);
    },
  });
  const cityId = useWatch({ control: form.control, name: 'cityId' });
  const cities = useCityOptions();
  const places = useCityPlaces(cityId ?? null);
  const { districts: districtOptions, metroStations: metroOptions } = placeOptions(places.data, t);
  const noCity = cityId === null ? t('announcements.filters.chooseCityFirst') : undefined;
  const phone = { htmlInput: { inputMode: 'tel' as const, autoComplete: 'off' } };
  const wide = { gridColumn: '1 / -1' };

  return (
    <FormPanel
      expanded={ui.expanded}
      edit={ui.edit}
      titles={{ create: t('announcements.form.createTitle'), edit: t('announcements.form.editTitle') }}
      onSubmit={submit}
      onCancel={cancel}
      submitting={submitting}
      alert={alert}
      stale={stale}
      guard={guard}
      onReload={reload}
    >
      <FormSelectField
        form={form}
        name="addType"
        label={label('addType')}
        required
        options={AD_TYPES.map((type) => ({ value: type, label: t(`listing.addTypes.${type}`) }))}
      />
      <FormSelectField
        form={form}
        name="propertyType"
        label={label('propertyType')}
        required
        options={PROPERTY_TYPES.map((type) => ({ value: type, label: t(`listing.propertyTypes.${type}`) }))}
      />
      <FormTextField form={form} name="price" kind="number" label={label('price')} required />
      <FormTextField form={form} name="area" kind="number" label={label('area')} required />
      <FormSelectField
        form={form}
        name="areaMeasureUnit"
        label={label('areaMeasureUnit')}
        required
        options={AREA_MEASURE_UNITS.map((unit) => ({ value: unit, label: t(`listing.areaUnits.${unit}`) }))}
      />
      <FormTextField form={form} name="rooms" kind="number" label={label('rooms')} />
      <FormTextField form={form} name="stage" kind="number" label={label('stage')} />
      <FormTextField form={form} name="stages" kind="number" label={label('stages')} />
      <FormPlaceField
        form={form}
        name="cityId"
        label={label('city')}
        options={cities.options}
        loading={cities.isLoading}
        required
        onPicked={() => {
          form.setValue('districtId', null, { shouldDirty: true });
          form.setValue('metroStationId', null, { shouldDirty: true });
        }}
      />
      <FormPlaceField
        form={form}
        name="districtId"
        label={label('district')}
        options={districtOptions}
        loading={places.isLoading}
        disabled={cityId === null}
        hint={noCity}
      />
      <FormPlaceField
        form={form}
        name="metroStationId"
        label={label('metroStation')}
        options={metroOptions}
        loading={places.isLoading}
        disabled={cityId === null}
        hint={noCity}
      />
      <FormTextField form={form} name="address" label={label('address')} />
      <FormTextField form={form} name="landmark" label={label('landmark')} />
      <FormTextField form={form} name="title" label={label('title')} />
      <FormTextField
        form={form}
        name="description"
        label={label('description')}
        multiline
        minRows={3}
        sx={wide}
      />
      <FormTextField form={form} name="owner" label={label('owner')} />
      <FormSelectField
        form={form}
        name="ownerType"
        label={label('ownerType')}
        options={OWNER_TYPES.map((type) => ({ value: type, label: t(`listing.ownerTypes.${type}`) }))}
      />
      <FormTextField
        form={form}
        name="phone1"
        label={label('phone1')}
        required
        hint={t('announcements.form.phoneHint')}
        slotProps={phone}
      />
      <FormTextField form={form} name="phone2" label={label('phone2')} slotProps={phone} />
      <FormTextField
        form={form}
        name="baseUrl"
        label={label('baseUrl')}
        hint={t('announcements.form.baseUrlHint')}
        slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'off' } }}
      />
      <FormTextField form={form} name="latitude" kind="number" label={label('latitude')} />
      <FormTextField form={form} name="longitude" kind="number" label={label('longitude')} />
      <FormSwitchField form={form} name="hasTitleDeed" label={label('hasTitleDeed')} />
      <FormSwitchField form={form} name="isRenovated" label={label('isRenovated')} />
      <FormSwitchField form={form} name="mortgage" label={label('mortgage')} />
    </FormPanel>
  );
};
