import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type DrawerSectionProps<Data> = {
  title: string;
  query: UseQueryResult<Data>;
  /** The section's content once loaded; null when there is nothing to list. */
  children: (data: Data, titleId: string) => ReactNode;
  emptyText: string;
};

/** A titled part of the drawer fed by its own query: skeleton, error with retry, empty text or content. */
export const DrawerSection = <Data,>({ title, query, children, emptyText }: DrawerSectionProps<Data>) => {
  const { t } = useTranslation();
  const titleId = useId();
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
          {t('announcements.detail.sectionFailed')}
        </Alert>
      );
    if (query.data === undefined)
      return (
        <Stack sx={{ gap: 1 }} aria-busy="true">
          <Skeleton variant="rounded" height={44} />
          <Skeleton variant="rounded" height={44} />
        </Stack>
      );
    return (
      children(query.data, titleId) ?? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {emptyText}
        </Typography>
      )
    );
  };
  return (
    <Stack component="section" aria-labelledby={titleId} sx={{ gap: 1 }}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {body()}
    </Stack>
  );
};
