import type { AuditEntry } from '@emlak/contracts';
import DifferenceOutlined from '@mui/icons-material/DifferenceOutlined';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '@/shared/ui/row-action-button';
import { actionLabel } from '../audit-labels';

export type AuditRowActionsProps = { entry: AuditEntry; onOpen: (entry: AuditEntry) => void };

/** Opens an entry's changes; named after the entry's action for screen readers. */
export const AuditRowActions = ({ entry, onOpen }: AuditRowActionsProps) => {
  const { t, i18n } = useTranslation();
  const label = t('audit.showChanges', {
    action: actionLabel(entry.action, { t, exists: (key) => i18n.exists(key) }),
  });
  return (
    <RowActionButton label={label} onClick={() => onOpen(entry)}>
      <DifferenceOutlined fontSize="small" />
    </RowActionButton>
  );
};
