import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type StatisticsScope = 'team' | 'own';

/** An Admin's switch between the team's figures and their own. */
export const ScopeToggle = ({
  value,
  onChange,
}: {
  value: StatisticsScope;
  onChange: (scope: StatisticsScope) => void;
}) => {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      onChange={(_event, next: StatisticsScope | null) => {
        if (next) onChange(next);
      }}
      aria-label={t('statistics.scope.label')}
    >
      <ToggleButton value="team" sx={{ textTransform: 'none', px: 1.5 }}>
        {t('statistics.scope.team')}
      </ToggleButton>
      <ToggleButton value="own" sx={{ textTransform: 'none', px: 1.5 }}>
        {t('statistics.scope.own')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
};
