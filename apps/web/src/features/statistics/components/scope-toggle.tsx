import { useTranslation } from 'react-i18next';
import { ChoiceToggle } from '@/shared/ui/choice-toggle';

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
    <ChoiceToggle
      label={t('statistics.scope.label')}
      value={value}
      onChange={onChange}
      choices={[
        { value: 'team', label: t('statistics.scope.team') },
        { value: 'own', label: t('statistics.scope.own') },
      ]}
    />
  );
};
