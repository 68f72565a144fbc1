import type { AuditEntry } from '@emlak/contracts';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '@/shared/lib/format';
import { actionLabel, entityLabel } from '../audit-labels';
import { changeRows } from '../change-rows';
import { ChangeValue } from './change-value';

export type AuditChangesDialogProps = { entry: AuditEntry | null; open: boolean; onClose: () => void };

/** An entry's changes, field by field: before → after (or a detail's value). Secrets are never recorded. */
export const AuditChangesDialog = ({ entry, open, onClose }: AuditChangesDialogProps) => {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const rows = changeRows(entry?.changes ?? null);
  const diff = rows.some((row) => row.diff);
  const lookup = { t, exists: (key: string) => i18n.exists(key) };
  const when = entry ? new Date(entry.createdAt) : null;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      slotProps={{ paper: { sx: { borderRadius: fullScreen ? 0 : 3 } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {entry ? actionLabel(entry.action, lookup) : ''}
        {entry && when && (
          <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {[
              `${formatDate(when, i18n.language)} ${formatTime(when)}`,
              entry.actorName ?? t('audit.system'),
              `${entityLabel(entry.entity, lookup)}${entry.entityId ? ` #${entry.entityId}` : ''}`,
            ].join(' · ')}
          </Typography>
        )}
        <IconButton
          aria-label={t('common.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1, sm: 3 } }}>
        {rows.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', py: 1 }}>{t('audit.noChanges')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={diff ? t('audit.changesTitle') : t('audit.details')}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 600 }}>{t('audit.field')}</TableCell>
                  {diff ? (
                    <>
                      <TableCell sx={{ fontWeight: 600 }}>{t('audit.before')}</TableCell>
                      <TableCell aria-hidden sx={{ px: 0, width: 24 }} />
                      <TableCell sx={{ fontWeight: 600 }}>{t('audit.after')}</TableCell>
                    </>
                  ) : (
                    <TableCell sx={{ fontWeight: 600 }}>{t('audit.value')}</TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.field} sx={{ verticalAlign: 'top' }}>
                    <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                      {row.field}
                    </TableCell>
                    {row.diff ? (
                      <>
                        <TableCell sx={{ bgcolor: 'action.hover' }}>
                          <ChangeValue value={row.before} />
                        </TableCell>
                        <TableCell aria-hidden sx={{ px: 0, color: 'text.secondary' }}>
                          <ArrowForwardRounded fontSize="small" sx={{ verticalAlign: 'middle' }} />
                        </TableCell>
                        <TableCell>
                          <ChangeValue value={row.after} />
                        </TableCell>
                      </>
                    ) : (
                      <TableCell colSpan={diff ? 3 : 1}>
                        <ChangeValue value={row.value} />
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {entry?.requestId && (
          <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary', mt: 2, px: 1 }}>
            {t('audit.requestId')}: <code>{entry.requestId}</code>
          </Typography>
        )}
      </DialogContent>
    </Dialog>
  );
};
