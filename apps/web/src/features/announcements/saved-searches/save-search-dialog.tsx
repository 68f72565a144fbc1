import { createSavedSearchSchema, SAVED_SEARCH_NAME_MAX, type SavedSearchQuery } from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import BookmarkAddRounded from '@mui/icons-material/BookmarkAddRounded';
import { TextField } from '@mui/material';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@/shared/api/http-client';
import { fieldErrorText, issueToken, SERVER_ERROR_TYPE } from '@/shared/lib/form-errors';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useCreateSavedSearch } from '../api/use-create-saved-search';

const nameSchema = createSavedSearchSchema.pick({ name: true });
const resolver = zodResolver(nameSchema, { error: issueToken });

export type SaveSearchDialogProps = {
  open: boolean;
  query: SavedSearchQuery;
  /** A name to start from (the text searched for, the city). */
  suggestedName: string;
  onClose: () => void;
};

/**
 * Saves the current search under a name. The name is checked with the contracts' rule first; the
 * server's refusals (a name already used, the limit of saved searches) are shown under the field.
 */
export const SaveSearchDialog = ({ open, query, suggestedName, onClose }: SaveSearchDialogProps) => {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const create = useCreateSavedSearch();
  const form = useForm<{ name: string }>({ resolver, defaultValues: { name: suggestedName } });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ name: suggestedName });
  }, [open, suggestedName, reset]);
  const label = t('announcements.saved.name');
  const error = form.formState.errors.name;

  const save = async (): Promise<boolean> => {
    const checked: { name?: string } = {};
    await form.handleSubmit((values) => {
      checked.name = values.name;
    })();
    const { name } = checked;
    if (name === undefined) return false;
    try {
      await create.mutateAsync({ name, query });
    } catch (failure) {
      const { fieldErrors, message } = apiErrorOf(failure);
      // A name refused (taken, or the limit of saved searches reached) goes under the field.
      const text = fieldErrors.name?.[0] ?? (Object.keys(fieldErrors).length === 0 ? message : null);
      if (!text) throw failure;
      form.setError('name', { type: SERVER_ERROR_TYPE, message: text }, { shouldFocus: true });
      return false;
    }
    dispatch(notify({ message: t('announcements.saved.savedToast', { name }), severity: 'success' }));
    return true;
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('announcements.saved.saveTitle')}
      message={t('announcements.saved.saveText')}
      confirmLabel={t('announcements.saved.save')}
      confirmIcon={<BookmarkAddRounded />}
      onClose={onClose}
      onConfirm={save}
    >
      <TextField
        {...form.register('name')}
        autoFocus
        fullWidth
        label={label}
        error={Boolean(error)}
        helperText={fieldErrorText(error, label, t, i18n.language) ?? ' '}
        slotProps={{ htmlInput: { maxLength: SAVED_SEARCH_NAME_MAX + 20, autoComplete: 'off' } }}
      />
    </ConfirmDialog>
  );
};
