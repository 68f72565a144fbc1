import { useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { apiErrorOf, isNetworkError } from '@/shared/api/http-client';
import { SERVER_ERROR_TYPE } from '@/shared/lib/form-errors';
import { notify } from '@/shared/state/notifications-slice';
import { useUnsavedChangesGuard } from '@/shared/ui/unsaved-changes/use-unsaved-changes-guard';
import type { FormUi } from './form-ui';

export type PanelFormOptions<Values extends FieldValues, Output, Record> = {
  ui: FormUi<Record>;
  /** `zodResolver(contractsSchema, { error: issueToken })`. */
  resolver: Resolver<Values, unknown, Output>;
  /** The values to start from: a new record's defaults (null) or the record being edited. */
  valuesOf: (record: Record | null) => DefaultValues<Values>;
  save: (values: Output, record: Record | null) => Promise<unknown>;
  /** i18n keys of the success toasts. */
  messages?: { created?: string; updated?: string };
  /** Loads the record again after a 409 stale_version. */
  onReload?: () => void;
};

/**
 * A panel form's behaviour: zod validation through the resolver, submit with a loading state,
 * server field errors (400 `errors`, 409 duplicate) under their fields, other failures in an
 * Alert, 409 stale_version as its own Alert with Reload, and on success a toast and collapse.
 * While the open form holds unsaved changes, leaving it by any route (a link, back, Cancel, close,
 * Escape) asks first through the returned `guard`, which FormPanel shows.
 */
export const usePanelForm = <Values extends FieldValues, Output, Record>({
  ui,
  resolver,
  valuesOf,
  save,
  messages = {},
  onReload,
}: PanelFormOptions<Values, Output, Record>) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: valuesOf(ui.selected),
  });
  const [alert, setAlert] = useState<string | null>(null);
  const [stale, setStale] = useState(false);

  // Opening the panel, or picking another record, starts from that record's values.
  const valuesOfRef = useRef(valuesOf);
  useEffect(() => {
    valuesOfRef.current = valuesOf;
  });
  const { expanded, selected } = ui;
  const { reset } = form;
  useEffect(() => {
    if (!expanded) return;
    reset(valuesOfRef.current(selected));
    setAlert(null);
    setStale(false);
  }, [expanded, selected, reset]);

  const guard = useUnsavedChangesGuard(expanded && form.formState.isDirty);

  const clearMessages = () => {
    setAlert(null);
    setStale(false);
  };

  const submit = form.handleSubmit(async (values) => {
    clearMessages();
    ui.setFormLoading(true);
    const editing = ui.edit;
    try {
      await save(values, ui.selected);
      dispatch(
        notify({
          message: t(editing ? (messages.updated ?? 'forms.updated') : (messages.created ?? 'forms.created')),
          severity: 'success',
        }),
      );
      form.reset(valuesOf(null));
      ui.close();
    } catch (error) {
      const { code, message, fieldErrors } = apiErrorOf(error);
      if (code === 'stale_version') {
        setStale(true);
        return;
      }
      const known = Object.keys(form.getValues());
      const fields = Object.entries(fieldErrors).filter(
        ([field, texts]) => known.includes(field) && texts[0],
      );
      fields.forEach(([field, texts], index) =>
        form.setError(
          field as Path<Values>,
          { type: SERVER_ERROR_TYPE, message: texts[0] },
          { shouldFocus: index === 0 },
        ),
      );
      if (fields.length === 0)
        setAlert(isNetworkError(error) ? t('http.networkError') : (message ?? t('forms.saveFailed')));
    } finally {
      ui.setFormLoading(false);
    }
  });

  const cancel = () =>
    guard.confirm(() => {
      form.reset(valuesOf(null));
      clearMessages();
      ui.close();
    });

  const reload = () => {
    clearMessages();
    onReload?.();
  };

  return { form, submit, cancel, reload, alert, stale, guard, submitting: ui.formLoading };
};
