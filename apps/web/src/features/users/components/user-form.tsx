import {
  createUserSchema,
  mayAssignRole,
  mayChangeRoleOf,
  mayEndAccessOf,
  mayManageAllOrganizations,
  Role,
  updateUserSchema,
  type CreateUserInput,
  type UpdateUserInput,
  type User,
  type UserStatus,
} from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useDropdown } from '@/shared/api/use-dropdown';
import { roleLabel } from '@/shared/lib/role-label';
import type { SessionActor } from '@/shared/auth/use-actor';
import { issueToken } from '@/shared/lib/form-errors';
import { FormPanel } from '@/shared/ui/form-panel/form-panel';
import { FormSelectField } from '@/shared/ui/form-panel/form-select-field';
import { FormTextField } from '@/shared/ui/form-panel/form-text-field';
import type { FormUi } from '@/shared/ui/form-panel/form-ui';
import { usePanelForm } from '@/shared/ui/form-panel/use-panel-form';
import { useCreateUser } from '../api/use-create-user';
import { useUpdateUser } from '../api/use-update-user';
import { contractResolver } from '../contract-resolver';
import { userStatusOptions } from '../user-statuses';
import { ColorCodeField } from './color-code-field';
import { FormPasswordField } from '@/shared/ui/form-panel/form-password-field';

export type UserFormProps = {
  ui: FormUi<User>;
  /**
   * The signed-in user: one who reaches every organization picks it, and may give the roles the
   * contracts' rules allow; their own role and status are not theirs to change.
   */
  actor: SessionActor | null;
};

type Values = {
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  organizationId: number | '';
  roleId: number | '';
  colorCode: string;
  cityId: number | '';
  status: UserStatus;
  version: number;
};
type Body = CreateUserInput | UpdateUserInput;

const createResolver = zodResolver(createUserSchema, { error: issueToken });
const updateResolver = zodResolver(updateUserSchema, { error: issueToken });

/** Empty optional boxes are sent as null: the server clears the field (or derives the name). */
const common = (values: Values, fixedOrganizationId: number | null) => ({
  firstName: values.firstName,
  lastName: values.lastName,
  name: values.name.trim() || null,
  email: values.email.trim(),
  phone: values.phone.trim() || null,
  organizationId: values.organizationId === '' ? (fixedOrganizationId ?? undefined) : values.organizationId,
  roleId: values.roleId === '' ? undefined : values.roleId,
  colorCode: values.colorCode || null,
  cityId: values.cityId === '' ? null : values.cityId,
});

const valuesOf = (user: User | null): Values =>
  user
    ? {
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        // A name that is just "first last" stays empty, so it follows a renamed first or last name.
        name: user.name === `${user.firstName ?? ''} ${user.lastName ?? ''}` ? '' : user.name,
        email: user.email,
        phone: user.phone ?? '',
        password: '',
        confirmPassword: '',
        organizationId: user.organizationId,
        roleId: user.roleId,
        colorCode: user.colorCode?.toLowerCase() ?? '',
        cityId: user.cityId ?? '',
        status: user.status,
        version: user.version,
      }
    : {
        firstName: '',
        lastName: '',
        name: '',
        email: '',
        phone: '',
        password: '',
        confirmPassword: '',
        organizationId: '',
        roleId: Role.User,
        colorCode: '',
        cityId: '',
        status: 'active',
        version: 1,
      };

/** Adds or edits a user with every field of the spec, validated with the contracts' schemas. */
export const UserForm = ({ ui, actor }: UserFormProps) => {
  const { t } = useTranslation();
  const allOrganizations = actor !== null && mayManageAllOrganizations(actor);
  const create = useCreateUser();
  const update = useUpdateUser();
  const organizations = useDropdown('/organizations/dropdown', ui.expanded);
  const cities = useDropdown('/cities/dropdown', ui.expanded);
  const roles = useDropdown('/roles/dropdown', ui.expanded);
  // An Admin's organization list holds the own organization only: new users go there.
  const fixedOrganizationId = allOrganizations ? null : (organizations.data?.[0]?.value ?? null);
  const resolver = contractResolver<Values, Body>(
    (ui.edit ? updateResolver : createResolver) as never,
    (values) =>
      ui.edit
        ? { ...common(values, fixedOrganizationId), status: values.status, version: values.version }
        : {
            ...common(values, fixedOrganizationId),
            password: values.password,
            confirmPassword: values.confirmPassword,
            status: values.status,
          },
    ui.edit ? undefined : { field: 'confirmPassword', of: 'password' },
  );
  const { form, submit, cancel, alert, stale, guard, submitting } = usePanelForm({
    ui,
    resolver,
    valuesOf,
    save: (body, user) =>
      user
        ? update.mutateAsync({ id: user.id, input: body as UpdateUserInput })
        : create.mutateAsync(body as CreateUserInput),
    messages: { created: 'users.created', updated: 'users.updated' },
  });
  const label = (field: string) => t(`users.fields.${field}`);
  const target = ui.edit ? ui.selected : null;
  const roleFixed = target !== null && actor !== null && !mayChangeRoleOf(actor, target);
  const statusFixed = target !== null && actor !== null && !mayEndAccessOf(actor, target);
  const roleOptions = (roles.data ?? [])
    .filter((role) => actor !== null && mayAssignRole(actor, role.value))
    .map((role) => ({ value: role.value, label: roleLabel(role.displayText, t) }));

  return (
    <FormPanel
      expanded={ui.expanded}
      edit={ui.edit}
      titles={{ create: t('users.createTitle'), edit: t('users.editTitle') }}
      onSubmit={submit}
      onCancel={cancel}
      submitting={submitting}
      alert={alert}
      stale={stale}
      guard={guard}
    >
      <FormTextField form={form} name="firstName" label={label('firstName')} required autoComplete="off" />
      <FormTextField form={form} name="lastName" label={label('lastName')} required autoComplete="off" />
      <FormTextField
        form={form}
        name="name"
        label={label('name')}
        hint={t('users.hints.name')}
        autoComplete="off"
      />
      <FormTextField
        form={form}
        name="email"
        label={label('email')}
        required
        slotProps={{ htmlInput: { inputMode: 'email' } }}
        autoComplete="off"
      />
      <FormTextField
        form={form}
        name="phone"
        label={label('phone')}
        hint={t('users.hints.phone')}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      {!ui.edit && (
        <>
          <FormPasswordField
            form={form}
            name="password"
            label={label('password')}
            hint={t('users.hints.password')}
            required
          />
          <FormPasswordField form={form} name="confirmPassword" label={label('confirmPassword')} required />
        </>
      )}
      {allOrganizations && (
        <FormSelectField
          form={form}
          name="organizationId"
          label={label('organizationId')}
          required
          options={(organizations.data ?? []).map((option) => ({
            value: option.value,
            label: option.displayText,
          }))}
        />
      )}
      <FormSelectField
        form={form}
        name="roleId"
        label={label('roleId')}
        required
        disabled={roleFixed}
        options={roleOptions}
      />
      <FormSelectField
        form={form}
        name="cityId"
        label={label('cityId')}
        options={[
          { value: '', label: t('users.noCity') },
          ...(cities.data ?? []).map((option) => ({ value: option.value, label: option.displayText })),
        ]}
      />
      <FormSelectField
        form={form}
        name="status"
        label={label('status')}
        required
        disabled={statusFixed}
        options={userStatusOptions.map((option) => ({ value: option.value, label: t(option.labelKey) }))}
      />
      <ColorCodeField
        form={form}
        name="colorCode"
        label={label('colorCode')}
        hint={t('users.hints.colorCode')}
      />
    </FormPanel>
  );
};
