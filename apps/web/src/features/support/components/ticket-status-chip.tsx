import type { SupportTicketStatus } from '@emlak/contracts';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

const colors = { open: 'warning', answered: 'success', closed: 'default' } as const;

/** A ticket's status: open (waiting for support), answered, closed. */
export const TicketStatusChip = ({ status }: { status: SupportTicketStatus }) => {
  const { t } = useTranslation();
  return (
    <Chip size="small" variant="outlined" color={colors[status]} label={t(`support.statuses.${status}`)} />
  );
};
