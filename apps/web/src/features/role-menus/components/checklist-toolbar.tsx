import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import { Button, Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';

export type ChecklistToolbarProps = {
  count: number;
  total: number;
  dirty: boolean;
  readOnly: boolean;
  saving: boolean;
  onSelectAll: () => void;
  onSelectNone: () => void;
  onReset: () => void;
  onSave: () => void;
};

/** How many are ticked, whether anything is unsaved, and the bulk and save actions. */
export const ChecklistToolbar = ({
  count,
  total,
  dirty,
  readOnly,
  saving,
  onSelectAll,
  onSelectNone,
  onReset,
  onSave,
}: ChecklistToolbarProps) => {
  const { t, i18n } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, pt: 2 }}>
      <Chip
        size="small"
        label={t('roleMenus.selected', {
          count: formatNumber(count, i18n.language),
          total: formatNumber(total, i18n.language),
        } as Record<string, unknown>)}
        sx={{ fontWeight: 500 }}
      />
      {dirty && (
        <Chip size="small" color="warning" variant="outlined" role="status" label={t('roleMenus.unsaved')} />
      )}
      {!readOnly && (
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1, ml: { sm: 'auto' }, width: { xs: '100%', sm: 'auto' } }}
        >
          <Button size="small" onClick={onSelectAll} disabled={saving || count === total}>
            {t('roleMenus.selectAll')}
          </Button>
          <Button size="small" onClick={onSelectNone} disabled={saving || count === 0}>
            {t('roleMenus.selectNone')}
          </Button>
          <Button
            size="small"
            color="inherit"
            startIcon={<RestartAltRounded />}
            onClick={onReset}
            disabled={saving || !dirty}
          >
            {t('roleMenus.reset')}
          </Button>
          <Button
            variant="contained"
            disableElevation
            startIcon={<SaveRounded />}
            loading={saving}
            loadingPosition="start"
            disabled={!dirty}
            onClick={onSave}
            sx={{ ml: { xs: 'auto', sm: 0 } }}
          >
            {saving ? t('roleMenus.saving') : t('roleMenus.save')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
};
