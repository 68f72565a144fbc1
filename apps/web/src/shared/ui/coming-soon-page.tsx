import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type ComingSoonPageProps = { titleKey: string };

/** A screen of the route table that is not built yet: part of the navigation from day one. */
export const ComingSoonPage = ({ titleKey }: ComingSoonPageProps) => {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="h5" component="h1">
        {t(`navigation.${titleKey}`)}
      </Typography>
    </Box>
  );
};
