import AddCircleOutlineRounded from '@mui/icons-material/AddCircleOutlineRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import SaveRounded from '@mui/icons-material/SaveRounded';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  Collapse,
  Divider,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useId, useRef, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesDialog } from '@/shared/ui/unsaved-changes/unsaved-changes-dialog';
import type { UnsavedChangesGuard } from '@/shared/ui/unsaved-changes/use-unsaved-changes-guard';

export type FormPanelProps = {
  expanded: boolean;
  edit: boolean;
  /** Already translated titles for the two modes. */
  titles: { create: string; edit: string };
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitting: boolean;
  /** A server failure that names no field. */
  alert?: string | null;
  /** The record changed on the server since it was loaded (409 stale_version). */
  stale?: boolean;
  onReload?: () => void;
  /** usePanelForm's guard: asks before unsaved changes are lost (any navigation, Cancel, Escape). */
  guard: UnsavedChangesGuard;
  /** The fields; laid out two to a row from the sm breakpoint. */
  children: ReactNode;
};

/**
 * A collapsible form card bound to a feature's form state: a create or edit title, the fields,
 * Cancel (reset and collapse) and Save with a loading state, and the server's answers in Alerts.
 * Opening it scrolls it into view and focuses the first field. Leaving it with unsaved changes
 * (Cancel, close, Escape, a link, back) asks first.
 */
export const FormPanel = ({
  expanded,
  edit,
  titles,
  onSubmit,
  onCancel,
  submitting,
  alert,
  stale = false,
  onReload,
  guard,
  children,
}: FormPanelProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const title = edit ? titles.edit : titles.create;

  const focusFirstField = () => {
    const form = formRef.current;
    form?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
    form?.querySelector<HTMLElement>('input:not([type=hidden]), textarea, [role=combobox]')?.focus();
  };

  return (
    <>
      {/* The fields are drawn at the panel's first opening and kept after it: a screen opens
          without rendering a form nobody has asked for yet (the listing form took ~60 ms of the
          market list's first render on a slow machine). */}
      <Collapse in={expanded} onEntered={focusFirstField} mountOnEnter unmountOnExit={false}>
        <Card
          variant="outlined"
          component="section"
          aria-labelledby={titleId}
          sx={(theme) => ({
            borderRadius: 3,
            mb: 2,
            borderColor: alpha(theme.palette.primary.main, 0.35),
          })}
        >
          <Box
            component="form"
            ref={formRef}
            noValidate
            onSubmit={onSubmit}
            aria-labelledby={titleId}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && !submitting) onCancel();
            }}
          >
            <Stack
              direction="row"
              sx={(theme) => ({
                alignItems: 'center',
                gap: 1.5,
                px: 2,
                py: 1.5,
                bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.12 : 0.06),
              })}
            >
              <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
                {edit ? <EditRounded /> : <AddCircleOutlineRounded />}
              </Box>
              <Typography
                id={titleId}
                variant="h6"
                component="h2"
                sx={{ fontWeight: 600, fontSize: 18, flex: 1 }}
              >
                {title}
              </Typography>
              <Tooltip title={t('forms.close')}>
                <IconButton
                  aria-label={t('forms.close')}
                  onClick={onCancel}
                  disabled={submitting}
                  size="small"
                >
                  <CloseRounded />
                </IconButton>
              </Tooltip>
            </Stack>
            <Divider />
            <Stack sx={{ p: 2, gap: 2 }}>
              {stale && (
                <Alert
                  severity="warning"
                  action={
                    onReload && (
                      <Button color="inherit" size="small" onClick={onReload}>
                        {t('forms.reload')}
                      </Button>
                    )
                  }
                >
                  <AlertTitle>{t('forms.staleTitle')}</AlertTitle>
                  {t('forms.staleText')}
                </Alert>
              )}
              {alert && <Alert severity="error">{alert}</Alert>}
              <Box
                sx={{
                  display: 'grid',
                  columnGap: 2,
                  rowGap: 0.5,
                  gridTemplateColumns: {
                    xs: 'minmax(0, 1fr)',
                    sm: 'repeat(2, minmax(0, 1fr))',
                    lg: 'repeat(3, minmax(0, 1fr))',
                  },
                }}
              >
                {children}
              </Box>
            </Stack>
            <Divider />
            <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1, px: 2, py: 1.5 }}>
              <Button onClick={onCancel} disabled={submitting} color="inherit">
                {t('forms.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disableElevation
                loading={submitting}
                loadingPosition="start"
                startIcon={edit ? <SaveRounded /> : <AddCircleOutlineRounded />}
              >
                {submitting ? t('forms.saving') : edit ? t('forms.save') : t('forms.create')}
              </Button>
            </Stack>
          </Box>
        </Card>
      </Collapse>
      {/* Outside the form: Escape in the dialog must not bubble (through the portal) to the form's own Escape. */}
      <UnsavedChangesDialog guard={guard} />
    </>
  );
};
