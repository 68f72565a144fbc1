import { Card, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export type SectionCardProps = {
  title: string;
  /** A line under the title. */
  hint?: string;
  /** Controls at the title's end (a toggle). */
  actions?: ReactNode;
  children: ReactNode;
};

/** A titled panel of a screen (statistics, the calculators), named by its heading for assistive technology. */
export const SectionCard = ({ title, hint, actions, children }: SectionCardProps) => {
  const id = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ borderRadius: 3, p: { xs: 2, sm: 2.5 }, minWidth: 0, height: '100%' }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1.5, flexWrap: 'wrap', mb: 2 }}
      >
        <div>
          <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 600, fontSize: 17 }}>
            {title}
          </Typography>
          {hint && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {hint}
            </Typography>
          )}
        </div>
        {actions}
      </Stack>
      {children}
    </Card>
  );
};
