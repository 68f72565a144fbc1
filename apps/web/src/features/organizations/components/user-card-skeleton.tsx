import { Box, Card, CardContent, Skeleton, Stack } from '@mui/material';

/** The shape of a user card while the list loads. */
export const UserCardSkeleton = () => (
  <Card variant="outlined" sx={{ borderRadius: 3 }} data-testid="user-card-skeleton">
    <CardContent>
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
        <Skeleton variant="circular" width={48} height={48} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" width="70%" />
          <Skeleton variant="text" width="50%" />
        </Box>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, mt: 2 }}>
        <Skeleton variant="rounded" width={72} height={24} />
        <Skeleton variant="rounded" width={60} height={24} />
      </Stack>
      <Skeleton variant="rounded" height={30} sx={{ mt: 2 }} />
    </CardContent>
  </Card>
);
