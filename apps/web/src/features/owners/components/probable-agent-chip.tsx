import { PROBABLE_AGENT_THRESHOLD } from '@emlak/contracts';
import SupportAgentRounded from '@mui/icons-material/SupportAgentRounded';
import { Chip, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Flags a phone behind many listings; the tooltip says why (PROBABLE_AGENT_THRESHOLD). */
export const ProbableAgentChip = () => {
  const { t } = useTranslation();
  const hint = t('owners.probableAgentHint', { threshold: PROBABLE_AGENT_THRESHOLD });
  return (
    // The hint describes the chip; its visible label stays its name.
    <Tooltip title={hint} describeChild>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<SupportAgentRounded />}
        label={t('owners.probableAgent')}
        tabIndex={0}
        sx={{ fontWeight: 500 }}
      />
    </Tooltip>
  );
};
