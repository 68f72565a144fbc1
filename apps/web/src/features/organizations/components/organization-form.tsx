import {
  createOrganizationSchema,
  updateOrganizationSchema,
  type CreateOrganizationInput,
  type Organization,
  type OrganizationStatus,
  type UpdateOrganizationInput,
} from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { issueToken } from '@/shared/lib/form-errors';
import { FormPanel } from '@/shared/ui/form-panel/form-panel';
import { FormSelectField } from '@/shared/ui/form-panel/form-select-field';
import { FormTextField } from '@/shared/ui/form-panel/form-text-field';
import type { FormUi } from '@/shared/ui/form-panel/form-ui';
import { usePanelForm } from '@/shared/ui/form-panel/use-panel-form';
import { useCreateOrganization } from '../api/use-create-organization';
import { useUpdateOrganization } from '../api/use-update-organization';
import { statusOptions } from '../organization-statuses';
import { FormSwitchField } from '@/shared/ui/form-panel/form-switch-field';
import { GracePeriodInfo } from './grace-period-info';
import { ManagedBySuperAdmin } from './managed-by-super-admin';

export type OrganizationFormProps = {
  ui: FormUi<Organization>;
  /** A SuperAdmin sets status and the lock; an Admin edits the name and contacts switch only. */
  full: boolean;
};

type Values = {
  name: string;
  status: OrganizationStatus;
  isContactEnabled: boolean;
  isLocked: boolean;
  version: number;
};
type Body = CreateOrganizationInput | UpdateOrganizationInput;

const createResolver = zodResolver(createOrganizationSchema, { error: issueToken });
const updateResolver = zodResolver(updateOrganizationSchema, { error: issueToken });

/**
 * The form validates the body it will send with the contracts' schema of the mode: create, edit
 * with every field (SuperAdmin), or edit of name and contacts only (an Admin's body leaves status
 * and the lock out, so they stay as stored).
 */
const resolverFor = (edit: boolean, full: boolean): Resolver<Values, unknown, Body> =>
  ((values: Values, context: unknown, options: never) => {
    const { name, status, isContactEnabled, isLocked, version } = values;
    if (!edit) return createResolver({ name, status, isContactEnabled, isLocked }, context, options);
    const body = full
      ? { name, isContactEnabled, isLocked, status, version }
      : { name, isContactEnabled, version };
    return updateResolver(body, context, options);
  }) as unknown as Resolver<Values, unknown, Body>;

const valuesOf = (organization: Organization | null): Values =>
  organization
    ? {
        name: organization.name,
        status: organization.status,
        isContactEnabled: organization.isContactEnabled,
        isLocked: organization.isLocked,
        version: organization.version,
      }
    : { name: '', status: 'active', isContactEnabled: true, isLocked: false, version: 1 };

/** Adds (SuperAdmin) or edits an organization; the grace period is shown, never edited. */
export const OrganizationForm = ({ ui, full }: OrganizationFormProps) => {
  const { t } = useTranslation();
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  const { form, submit, cancel, alert, stale, guard, submitting } = usePanelForm({
    ui,
    resolver: resolverFor(ui.edit, full),
    valuesOf,
    save: (body, organization) =>
      organization
        ? update.mutateAsync({ id: organization.id, input: body as UpdateOrganizationInput })
        : create.mutateAsync(body as CreateOrganizationInput),
    messages: { created: 'organizations.created', updated: 'organizations.updated' },
  });
  const label = (field: string) => t(`organizations.fields.${field}`);
  const locked = form.watch('isLocked');

  return (
    <FormPanel
      expanded={ui.expanded}
      edit={ui.edit}
      titles={{ create: t('organizations.createTitle'), edit: t('organizations.editTitle') }}
      onSubmit={submit}
      onCancel={cancel}
      submitting={submitting}
      alert={alert}
      stale={stale}
      guard={guard}
    >
      {ui.edit && ui.selected && (
        <GracePeriodInfo end={ui.selected.gracePeriodEnd} daysLeft={ui.selected.daysLeft} />
      )}
      <FormTextField form={form} name="name" label={label('name')} required />
      {full && (
        <FormSelectField
          form={form}
          name="status"
          label={label('status')}
          required
          options={statusOptions.map((option) => ({ value: option.value, label: t(option.labelKey) }))}
        />
      )}
      <FormSwitchField
        form={form}
        name="isContactEnabled"
        label={label('isContactEnabled')}
        hint={t('organizations.hints.isContactEnabled')}
      />
      {full ? (
        <FormSwitchField
          form={form}
          name="isLocked"
          label={label('isLocked')}
          disabled={ui.edit && ui.selected?.isOperator}
          hint={locked ? t('organizations.hints.isLocked') : undefined}
        />
      ) : (
        ui.selected && <ManagedBySuperAdmin organization={ui.selected} />
      )}
    </FormPanel>
  );
};
