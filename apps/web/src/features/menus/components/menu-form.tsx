import { menuInputSchema, type Menu, type MenuInput } from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { issueToken } from '@/shared/lib/form-errors';
import { FormPanel } from '@/shared/ui/form-panel/form-panel';
import { FormTextField } from '@/shared/ui/form-panel/form-text-field';
import type { FormUi } from '@/shared/ui/form-panel/form-ui';
import { usePanelForm } from '@/shared/ui/form-panel/use-panel-form';
import { useCreateMenu } from '../api/use-create-menu';
import { useUpdateMenu } from '../api/use-update-menu';
import { FormSwitchField } from '@/shared/ui/form-panel/form-switch-field';

export type MenuFormProps = { ui: FormUi<Menu> };

type MenuFormValues = {
  name: string;
  url: string;
  description: string;
  menuUrl: string;
  status: boolean;
  displayOrder: number;
  icon: string;
};

const schemaResolver = zodResolver(menuInputSchema, { error: issueToken });
const blankToNull = (text: string) => (text.trim() === '' ? null : text);

/**
 * The contracts' menuInputSchema, fed what the API means by an empty box: an icon, description or
 * menu path left blank is "none" (null), never an empty string (an empty icon name is invalid).
 */
const resolver: Resolver<MenuFormValues, unknown, MenuInput> = (values, context, options) =>
  schemaResolver(
    {
      ...values,
      description: blankToNull(values.description),
      menuUrl: blankToNull(values.menuUrl),
      icon: blankToNull(values.icon),
    },
    context,
    options as never,
  ) as never;

const valuesOf = (menu: Menu | null): MenuFormValues =>
  menu
    ? {
        name: menu.name,
        url: menu.url,
        description: menu.description ?? '',
        menuUrl: menu.menuUrl ?? '',
        status: menu.status,
        displayOrder: menu.displayOrder,
        icon: menu.icon ?? '',
      }
    : { name: '', url: '/', description: '', menuUrl: '', status: true, displayOrder: 0, icon: '' };

/** Adds or edits a sidebar menu (SuperAdmin), validated with the contracts' menuInputSchema. */
export const MenuForm = ({ ui }: MenuFormProps) => {
  const { t } = useTranslation();
  const create = useCreateMenu();
  const update = useUpdateMenu();
  const { form, submit, cancel, alert, stale, guard, submitting } = usePanelForm({
    ui,
    resolver,
    valuesOf,
    save: (input, menu) => (menu ? update.mutateAsync({ id: menu.id, input }) : create.mutateAsync(input)),
    messages: { created: 'menus.created', updated: 'menus.updated' },
  });
  const label = (field: string) => t(`menus.fields.${field}`);
  const mono = {
    htmlInput: { spellCheck: false, autoCapitalize: 'off', style: { fontFamily: 'monospace' } },
  };

  return (
    <FormPanel
      expanded={ui.expanded}
      edit={ui.edit}
      titles={{ create: t('menus.createTitle'), edit: t('menus.editTitle') }}
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
        label={label('name')}
        required
        hint={t('menus.hints.name')}
        slotProps={mono}
      />
      <FormTextField
        form={form}
        name="url"
        label={label('url')}
        required
        hint={t('menus.hints.url')}
        slotProps={mono}
      />
      <FormTextField form={form} name="menuUrl" label={label('menuUrl')} slotProps={mono} />
      <FormTextField
        form={form}
        name="icon"
        label={label('icon')}
        hint={t('menus.hints.icon')}
        slotProps={mono}
      />
      <FormTextField form={form} name="displayOrder" kind="number" label={label('displayOrder')} />
      <FormSwitchField
        form={form}
        name="status"
        label={t('menus.statusLabels.active')}
        hint={t('menus.statusHint')}
      />
      <FormTextField
        form={form}
        name="description"
        label={label('description')}
        multiline
        minRows={2}
        sx={{ gridColumn: '1 / -1' }}
      />
    </FormPanel>
  );
};
