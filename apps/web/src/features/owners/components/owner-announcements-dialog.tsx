import type { Owner } from '@emlak/contracts';
import CloseRounded from '@mui/icons-material/CloseRounded';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import { PhoneText } from '@/shared/ui/phone-text';
import { OWNER_ANNOUNCEMENTS_PAGE_SIZE, useOwnerAnnouncements } from '../api/use-owner-announcements';
import { ownerLabel } from '../owner-label';
import { AnnouncementItem } from './announcement-item';

export type OwnerAnnouncementsDialogProps = {
  owner: Owner | null;
  open: boolean;
  onClose: () => void;
};

/** The announcements behind an owner's phone, newest first, a page at a time; full screen on a phone. */
export const OwnerAnnouncementsDialog = ({ owner, open, onClose }: OwnerAnnouncementsDialogProps) => {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [page, setPage] = useState(0);
  const [shownPhone, setShownPhone] = useState(owner?.phone ?? null);
  // Another owner opened: start from their first page.
  if ((owner?.phone ?? null) !== shownPhone) {
    setShownPhone(owner?.phone ?? null);
    setPage(0);
  }
  const query = useOwnerAnnouncements(open ? (owner?.phone ?? null) : null, page);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / OWNER_ANNOUNCEMENTS_PAGE_SIZE)) : 1;

  const body = () => {
    if (query.isError)
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('owners.loadError')}
        </Alert>
      );
    if (!data)
      return (
        <Stack sx={{ gap: 1.5 }} aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={64} />
          ))}
        </Stack>
      );
    if (data.items.length === 0)
      return <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('owners.noAnnouncements')}</Typography>;
    return (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, opacity: query.isPlaceholderData ? 0.6 : 1 }}>
        {data.items.map((item) => (
          <AnnouncementItem key={item.id} item={item} />
        ))}
      </Box>
    );
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      slotProps={{ paper: { sx: { borderRadius: fullScreen ? 0 : 3 } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {owner ? t('owners.announcementsTitle', { name: ownerLabel(owner) }) : ''}
        {owner && (
          <Typography variant="body2" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            <PhoneText phone={owner.phone} />
            {data
              ? ` · ${t('owners.announcementsCount', { count: data.total, total: formatNumber(data.total, i18n.language) })}`
              : ''}
          </Typography>
        )}
        <IconButton
          aria-label={t('common.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <Box sx={{ position: 'relative', height: 2 }}>
        {query.isFetching && data && (
          <LinearProgress aria-hidden sx={{ position: 'absolute', inset: 0, height: 2 }} />
        )}
      </Box>
      <DialogContent dividers sx={{ pt: 0 }}>
        {body()}
      </DialogContent>
      {data && data.total > OWNER_ANNOUNCEMENTS_PAGE_SIZE && (
        <DialogActions sx={{ justifyContent: 'space-between', px: 3 }}>
          <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('owners.previous')}
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
            {t('owners.pageOf', {
              page: formatNumber(page + 1, i18n.language),
              pages: formatNumber(pages, i18n.language),
            } as Record<string, unknown>)}
          </Typography>
          <Button disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            {t('owners.next')}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
};
