import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import InboxRounded from '@mui/icons-material/InboxRounded';
import ReplayRounded from '@mui/icons-material/ReplayRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { Button, Skeleton, TableCell, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StateMessage, type StateMessageProps } from '../state-message';

/** Spec section 9: lists show 8 skeleton rows while loading. */
export const SKELETON_ROWS = 8;

export const SkeletonRows = ({ columns }: { columns: number }) => (
  <>
    {Array.from({ length: SKELETON_ROWS }, (_, row) => (
      <TableRow key={row} data-testid="skeleton-row">
        {Array.from({ length: columns }, (_, cell) => (
          <TableCell key={cell}>
            <Skeleton variant="text" width={`${55 + ((row * 7 + cell * 13) % 40)}%`} />
          </TableCell>
        ))}
      </TableRow>
    ))}
  </>
);

type MessageRowProps = StateMessageProps & { columns: number };

const MessageRow = ({ columns, ...message }: MessageRowProps) => (
  <TableRow>
    <TableCell colSpan={columns} sx={{ borderBottom: 0 }}>
      <StateMessage {...message} />
    </TableCell>
  </TableRow>
);

export type EmptyRowProps = {
  columns: number;
  filtered: boolean;
  onClearFilters: () => void;
  action?: ReactNode;
  /** Replaces the generic hint when nothing exists yet. */
  hint?: string;
};

/** No rows: either nothing matches the filters (offer to clear them) or nothing exists yet. */
export const EmptyRow = ({ columns, filtered, onClearFilters, action, hint }: EmptyRowProps) => {
  const { t } = useTranslation();
  return filtered ? (
    <MessageRow
      columns={columns}
      tone="neutral"
      icon={<SearchOffRounded />}
      title={t('table.emptyFiltered')}
      hint={t('table.emptyFilteredHint')}
      action={
        <Button variant="outlined" onClick={onClearFilters}>
          {t('table.clearFilters')}
        </Button>
      }
    />
  ) : (
    <MessageRow
      columns={columns}
      tone="neutral"
      icon={<InboxRounded />}
      title={t('table.empty')}
      hint={hint ?? t('table.emptyHint')}
      action={action}
    />
  );
};

export const ErrorRow = ({ columns, onRetry }: { columns: number; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <MessageRow
      columns={columns}
      tone="error"
      icon={<ErrorOutlineRounded />}
      title={t('table.loadFailed')}
      hint={t('table.loadFailedHint')}
      action={
        <Button variant="contained" disableElevation startIcon={<ReplayRounded />} onClick={onRetry}>
          {t('table.retry')}
        </Button>
      }
    />
  );
};
