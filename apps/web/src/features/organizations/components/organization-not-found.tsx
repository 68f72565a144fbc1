import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { Button, Card } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from './empty-state';

/**
 * The server answers 404 for a missing organization and for another agency's one alike (its
 * existence is not revealed), so the page says both in one sentence, inside the shell.
 */
export const OrganizationNotFound = () => {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, maxWidth: 640, mx: 'auto', mt: { xs: 2, sm: 6 } }}>
      <EmptyState
        icon={<SearchOffRounded />}
        titleComponent="h1"
        title={t('organizations.detail.notFoundTitle')}
        text={t('organizations.detail.notFoundText')}
        action={
          <Button
            component={Link}
            to="/organizations"
            variant="contained"
            disableElevation
            startIcon={<ArrowBackRounded />}
          >
            {t('organizations.detail.back')}
          </Button>
        }
      />
    </Card>
  );
};
