import HomeWorkRounded from '@mui/icons-material/HomeWorkRounded';
import { Box, Typography } from '@mui/material';
import { Link } from 'react-router';
import { appName } from '@/shared/lib/app-name';

/** The company mark and name, linking to the start screen. */
export const Brand = () => (
  <Box
    component={Link}
    to="/dashboard"
    sx={{
      display: 'flex',
      alignItems: 'center',
      gap: 1.25,
      minWidth: 0,
      color: 'text.primary',
      textDecoration: 'none',
    }}
  >
    <Box
      aria-hidden
      sx={{
        width: 34,
        height: 34,
        flexShrink: 0,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <HomeWorkRounded sx={{ fontSize: 20 }} />
    </Box>
    <Typography variant="h6" component="span" noWrap sx={{ fontWeight: 700, letterSpacing: '-0.01em' }}>
      {appName()}
    </Typography>
  </Box>
);
