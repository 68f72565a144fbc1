import { Card, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export type CalculatorCardProps = { title: string; hint?: string; actions?: ReactNode; children: ReactNode };

/** A titled panel of the calculator screen, named by its heading for assistive technology. */
export const CalculatorCard = ({ title, hint, actions, children }: CalculatorCardProps) => {
  const id = useId();
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ borderRadius: 3, p: { xs: 2, sm: 2.5 }, minWidth: 0 }}
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
