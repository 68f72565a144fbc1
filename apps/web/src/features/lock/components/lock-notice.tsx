import { Avatar, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type LockNoticeProps = {
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
  onAction: () => void;
};

/** A lock screen state without the password form: the session is gone, sign in again. */
export const LockNotice = ({ icon, title, text, action, onAction }: LockNoticeProps) => (
  <Stack sx={{ alignItems: 'center', gap: 2, textAlign: 'center' }} role="status">
    <Avatar sx={{ width: 64, height: 64, bgcolor: 'action.selected', color: 'primary.main' }}>{icon}</Avatar>
    <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
      {title}
    </Typography>
    <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
    <Button variant="contained" size="large" fullWidth onClick={onAction} sx={{ mt: 1 }}>
      {action}
    </Button>
  </Stack>
);
