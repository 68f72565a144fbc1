import GridViewRounded from '@mui/icons-material/GridViewRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import TableRowsRounded from '@mui/icons-material/TableRowsRounded';
import { useTranslation } from 'react-i18next';
import { ChoiceToggle } from '@/shared/ui/choice-toggle';

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
    <ChoiceToggle
      label={t('statistics.views.label')}
      value={value}
      onChange={onChange}
      choices={TEAM_VIEWS.map((view) => {
        const Icon = icons[view];
        return {
          value: view,
          label: t(`statistics.views.${view}`),
          icon: <Icon fontSize="small" aria-hidden />,
        };
      })}
    />
  );
};
