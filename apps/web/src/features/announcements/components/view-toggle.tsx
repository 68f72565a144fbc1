import GridViewRounded from '@mui/icons-material/GridViewRounded';
import TableRowsRounded from '@mui/icons-material/TableRowsRounded';
import { ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ResultsView } from './use-results-view';

export type ViewToggleProps = { view: ResultsView; onChange: (view: ResultsView) => void };

/** Table or cards; the choice is kept (useResultsView). */
export const ViewToggle = ({ view, onChange }: ViewToggleProps) => {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={view}
      onChange={(_event, next: ResultsView | null) => {
        if (next) onChange(next);
      }}
      aria-label={t('announcements.view.label')}
    >
      <Tooltip title={t('announcements.view.table')}>
        <ToggleButton value="table" aria-label={t('announcements.view.table')}>
          <TableRowsRounded fontSize="small" />
        </ToggleButton>
      </Tooltip>
      <Tooltip title={t('announcements.view.cards')}>
        <ToggleButton value="cards" aria-label={t('announcements.view.cards')}>
          <GridViewRounded fontSize="small" />
        </ToggleButton>
      </Tooltip>
    </ToggleButtonGroup>
  );
};
