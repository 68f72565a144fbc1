import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { Box, Button, Card } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StateMessage } from '@/shared/ui/state-message';
import { visuallyHidden } from '@/shared/ui/visually-hidden';

/** A missing budget and another agency's one answer 404 alike: one sentence says both. */
export const BudgetNotFound = () => {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, maxWidth: 640, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
      {/* The screen's one heading, for assistive technology; the message below says it visibly. */}
      <Box component="h1" sx={visuallyHidden}>
        {t('budgets.detail.notFoundTitle')}
      </Box>
      <StateMessage
        tone="neutral"
        icon={<SearchOffRounded />}
        title={t('budgets.detail.notFoundTitle')}
        hint={t('budgets.detail.notFoundHint')}
        action={
          <Button
            component={Link}
            to="/budgets"
            variant="contained"
            disableElevation
            startIcon={<ArrowBackRounded />}
          >
            {t('budgets.detail.back')}
          </Button>
        }
      />
    </Card>
  );
};
