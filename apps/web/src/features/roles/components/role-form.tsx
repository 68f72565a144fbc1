import { ROLE_NAME_MAX, updateRoleSchema, type RoleDto } from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { issueToken } from '@/shared/lib/form-errors';
import { FormPanel } from '@/shared/ui/form-panel/form-panel';
import { FormTextField } from '@/shared/ui/form-panel/form-text-field';
import type { FormUi } from '@/shared/ui/form-panel/form-ui';
import { usePanelForm } from '@/shared/ui/form-panel/use-panel-form';
import { useRenameRole } from '../api/use-rename-role';

const resolver = zodResolver(updateRoleSchema, { error: issueToken });

/** Renames a role (SuperAdmin); a duplicate name (409) shows under the field. */
export const RoleForm = ({ ui }: { ui: FormUi<RoleDto> }) => {
  const { t } = useTranslation();
  const rename = useRenameRole();
  const { form, submit, cancel, alert, stale, guard, submitting } = usePanelForm({
    ui,
    resolver,
    valuesOf: (role: RoleDto | null) => ({ name: role?.name ?? '' }),
    save: (input, role) => rename.mutateAsync({ id: role?.id ?? 0, input }),
    messages: { updated: 'roles.updated' },
  });
  return (
    <FormPanel
      expanded={ui.expanded}
      edit={ui.edit}
      titles={{ create: t('roles.editTitle'), edit: t('roles.editTitle') }}
      onSubmit={submit}
      onCancel={cancel}
      submitting={submitting}
      alert={alert}
      stale={stale}
      guard={guard}
    >
      <FormTextField
        form={form}
        name="name"
        label={t('roles.fields.name')}
        required
        slotProps={{ htmlInput: { maxLength: ROLE_NAME_MAX } }}
      />
    </FormPanel>
  );
};
