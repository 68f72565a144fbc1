import { REPORT_GROUPINGS, type ReportGrouping } from '@emlak/contracts';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The report's buckets: per day, week, month, year, or one row per agent for the whole period. */
export const GroupBySelect = ({
  value,
  onChange,
}: {
  value: ReportGrouping;
  onChange: (grouping: ReportGrouping) => void;
}) => {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('statistics.report.groupBy.label')}
      value={value}
      onChange={(event) => onChange(event.target.value as ReportGrouping)}
      sx={{ width: { xs: '100%', sm: 200 } }}
    >
      {REPORT_GROUPINGS.map((grouping) => (
        <MenuItem key={grouping} value={grouping}>
          {t(`statistics.report.groupBy.${grouping}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
