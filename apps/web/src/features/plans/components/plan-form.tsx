import {
  createPlanSchema,
  updatePlanSchema,
  type CreatePlanInput,
  type Plan,
  type UpdatePlanInput,
} from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { issueToken } from '@/shared/lib/form-errors';
import { FormPanel } from '@/shared/ui/form-panel/form-panel';
import { FormSwitchField } from '@/shared/ui/form-panel/form-switch-field';
import { FormTextField } from '@/shared/ui/form-panel/form-text-field';
import type { FormUi } from '@/shared/ui/form-panel/form-ui';
import { usePanelForm } from '@/shared/ui/form-panel/use-panel-form';
import { useCreatePlan } from '../api/use-create-plan';
import { useUpdatePlan } from '../api/use-update-plan';

export type PlanFormProps = { ui: FormUi<Plan> };

type Values = {
  name: string;
  description: string;
  /** A number typed the language's way; NaN while empty (reported as required). */
  price: number;
  requestLimit: number;
  isActive: boolean;
  isPopular: boolean;
  version: number;
};
type Body = CreatePlanInput | UpdatePlanInput;

const createResolver = zodResolver(createPlanSchema, { error: issueToken });
const updateResolver = zodResolver(updatePlanSchema, { error: issueToken });

/** Validates the body it will send with the contracts' schema of the mode (create or edit). */
const resolverFor = (edit: boolean): Resolver<Values, unknown, Body> =>
  ((values: Values, context: unknown, options: never) => {
    const { version, description, ...fields } = values;
    // An empty description is "none", as the server stores it.
    const body = { ...fields, description: description.trim() === '' ? null : description };
    return edit
      ? updateResolver({ ...body, version }, context, options)
      : createResolver(body, context, options);
  }) as unknown as Resolver<Values, unknown, Body>;

const valuesOf = (plan: Plan | null): Values =>
  plan
    ? {
        name: plan.name,
        description: plan.description ?? '',
        // Display only: the form's number goes back as the API's two-decimal amount.
        price: Number(plan.price),
        requestLimit: plan.requestLimit,
        isActive: plan.isActive,
        isPopular: plan.isPopular,
        version: plan.version,
      }
    : {
        name: '',
        description: '',
        price: Number.NaN,
        requestLimit: Number.NaN,
        isActive: true,
        isPopular: false,
        version: 1,
      };

/** Adds or edits a plan (SuperAdmin), validated with the contracts' plan schemas on both sides. */
export const PlanForm = ({ ui }: PlanFormProps) => {
  const { t } = useTranslation();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const { form, submit, cancel, alert, stale, guard, submitting } = usePanelForm({
    ui,
    resolver: resolverFor(ui.edit),
    valuesOf,
    save: (body, plan) =>
      plan
        ? update.mutateAsync({ id: plan.id, input: body as UpdatePlanInput })
        : create.mutateAsync(body as CreatePlanInput),
    messages: { created: 'plans.created', updated: 'plans.updated' },
  });
  const label = (field: string) => t(`plans.fields.${field}`);

  return (
    <FormPanel
      expanded={ui.expanded}
      edit={ui.edit}
      titles={{ create: t('plans.createTitle'), edit: t('plans.editTitle') }}
      onSubmit={submit}
      onCancel={cancel}
      submitting={submitting}
      alert={alert}
      stale={stale}
      guard={guard}
    >
      <FormTextField form={form} name="name" label={label('name')} required />
      <FormTextField
        form={form}
        name="price"
        kind="number"
        label={label('priceAzn')}
        required
        hint={t('plans.hints.price')}
      />
      <FormTextField
        form={form}
        name="requestLimit"
        kind="number"
        label={label('requestLimit')}
        required
        hint={t('plans.hints.requestLimit')}
      />
      <FormSwitchField
        form={form}
        name="isActive"
        label={label('isActive')}
        hint={t('plans.hints.isActive')}
      />
      <FormSwitchField
        form={form}
        name="isPopular"
        label={label('isPopular')}
        hint={t('plans.hints.isPopular')}
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
