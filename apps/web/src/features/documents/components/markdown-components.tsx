import {
  Box,
  Divider,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { Components, ExtraProps } from 'react-markdown';
import { Link as RouterLink } from 'react-router';

/** What react-markdown hands a component: the element's props plus the hast `node`, dropped here. */
type Props<Tag extends keyof React.JSX.IntrinsicElements> = ComponentPropsWithoutRef<Tag> & ExtraProps;

// Clear of the fixed app bar when a heading is scrolled to through an anchor.
const anchorOffset = { scrollMarginTop: 80 };

/**
 * A link: a path of this app goes through the router (no page reload), an in-page anchor stays a
 * plain anchor, anything else opens in a new tab without handing it this window (`noopener`) or
 * the address it came from (`noreferrer`).
 */
const MarkdownLink = ({ href = '', children }: Props<'a'>) => {
  if (href.startsWith('/') && !href.startsWith('//'))
    return (
      <Link component={RouterLink} to={href}>
        {children}
      </Link>
    );
  if (href.startsWith('#')) return <Link href={href}>{children}</Link>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
};

/** A wide table or code block scrolls sideways by itself, and can be scrolled by keyboard too. */
const scrollable = { tabIndex: 0 } as const;

const Heading =
  (component: 'h1' | 'h2' | 'h3' | 'h4', variant: 'h4' | 'h5' | 'h6' | 'subtitle1', sx: object) =>
  ({ id, children }: Props<'h1'>) => (
    <Typography id={id} component={component} variant={variant} sx={{ ...anchorOffset, ...sx }}>
      {children}
    </Typography>
  );

const Cell =
  (component: 'th' | 'td') =>
  ({ children, style }: Props<'td'> & { children?: ReactNode }) => (
    <TableCell component={component} scope={component === 'th' ? 'col' : undefined} style={style}>
      {children}
    </TableCell>
  );

/**
 * Markdown elements as the app's own MUI pieces, so a page reads like the rest of the app in
 * either mode. Raw HTML never gets here (the renderer skips it).
 */
export const markdownComponents: Components = {
  h1: Heading('h1', 'h4', { mb: 2 }),
  h2: Heading('h2', 'h5', { fontWeight: 600, mt: 4, mb: 1.5 }),
  h3: Heading('h3', 'h6', { fontWeight: 600, mt: 3, mb: 1 }),
  h4: Heading('h4', 'subtitle1', { fontWeight: 600, mt: 2, mb: 1 }),
  p: ({ children }) => (
    <Typography variant="body1" sx={{ mb: 1.5, lineHeight: 1.7 }}>
      {children}
    </Typography>
  ),
  a: MarkdownLink,
  ul: ({ children }) => (
    <Box component="ul" sx={{ mt: 0, mb: 1.5, pl: 3 }}>
      {children}
    </Box>
  ),
  ol: ({ children, start }) => (
    <Box component="ol" start={start} sx={{ mt: 0, mb: 1.5, pl: 3 }}>
      {children}
    </Box>
  ),
  li: ({ children }) => (
    <Typography component="li" variant="body1" sx={{ lineHeight: 1.7, '& > p': { mb: 0.5 } }}>
      {children}
    </Typography>
  ),
  blockquote: ({ children }) => (
    <Box
      component="blockquote"
      sx={{
        mx: 0,
        my: 2,
        py: 0.5,
        px: 2,
        borderInlineStart: (theme) => `4px solid ${theme.palette.primary.main}`,
        bgcolor: 'action.hover',
        borderRadius: 1,
        '& > p:last-child': { mb: 0.5 },
      }}
    >
      {children}
    </Box>
  ),
  hr: () => <Divider sx={{ my: 3 }} />,
  pre: ({ children }) => (
    <Box
      component="pre"
      {...scrollable}
      sx={{
        m: 0,
        mb: 2,
        p: 2,
        overflowX: 'auto',
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
        fontSize: 13,
        lineHeight: 1.6,
        // The block's code is not the inline chip below.
        '& code': { p: 0, bgcolor: 'transparent', border: 0, fontSize: 'inherit' },
      }}
    >
      {children}
    </Box>
  ),
  code: ({ children, className }) => (
    <Box
      component="code"
      className={className}
      sx={{
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: '0.875em',
        px: 0.5,
        py: 0.125,
        borderRadius: 1,
        bgcolor: 'action.selected',
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Box>
  ),
  table: ({ children }) => (
    <TableContainer
      {...scrollable}
      sx={{
        mb: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        maxWidth: '100%',
        // A name or a value in a cell stays whole; a narrow screen scrolls the table instead.
        '& td, & th': { verticalAlign: 'top', minWidth: 110 },
        // The last column is the prose one (a meaning, a description): room for a few words a line.
        '& td:last-of-type, & th:last-of-type': { minWidth: 200 },
        '& code': { whiteSpace: 'nowrap', overflowWrap: 'normal' },
      }}
    >
      <Table size="small">{children}</Table>
    </TableContainer>
  ),
  thead: ({ children }) => <TableHead sx={{ bgcolor: 'action.hover' }}>{children}</TableHead>,
  tbody: ({ children }) => <TableBody>{children}</TableBody>,
  tr: ({ children }) => <TableRow>{children}</TableRow>,
  th: Cell('th'),
  td: Cell('td'),
};
