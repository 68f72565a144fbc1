import GridViewRounded from '@mui/icons-material/GridViewRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import TableRowsRounded from '@mui/icons-material/TableRowsRounded';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';

export const TEAM_VIEWS = ['cards', 'table', 'summary'] as const;
export type TeamView = (typeof TEAM_VIEWS)[number];

export const isTeamView = (value: string | null): value is TeamView =>
  (TEAM_VIEWS as readonly (string | null)[]).includes(value);

const icons = { cards: GridViewRounded, table: TableRowsRounded, summary: InsightsRounded } as const;

/** The spec's three admin views: a card per user, a table, the team's summary. */
export const TeamViewToggle = ({
  value,
  onChange,
}: {
  value: TeamView;
  onChange: (view: TeamView) => void;
}) => {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_event, next: TeamView | null) => {
        if (next) onChange(next);
      }}
      aria-label={t('statistics.views.label')}
    >
      {TEAM_VIEWS.map((view) => {
        const Icon = icons[view];
        return (
          <ToggleButton key={view} value={view} sx={{ textTransform: 'none', gap: 0.75, px: 1.5 }}>
            <Icon fontSize="small" aria-hidden />
            {t(`statistics.views.${view}`)}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
};
