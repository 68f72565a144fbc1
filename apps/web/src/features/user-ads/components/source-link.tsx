import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { IconButton, Tooltip } from '@mui/material';

export type SourceLinkProps = { href: string; label: string };

/**
 * The listing's source page in a new tab. `noopener noreferrer`: the source site gets neither a
 * handle on this window nor the address it was opened from.
 */
export const SourceLink = ({ href, label }: SourceLinkProps) => (
  <Tooltip title={label}>
    <IconButton
      size="small"
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
    >
      <OpenInNewRounded fontSize="small" />
    </IconButton>
  </Tooltip>
);
