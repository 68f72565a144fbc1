import { GlobalStyles } from '@mui/material';

export const PRINT_CARD_CLASS = 'business-card-print';
export const PRINT_QR_CLASS = 'business-card-qr';
export const PRINT_HIDDEN_CLASS = 'business-card-screen-only';

/** `!important`: the card's own (emotion) classes come later in the page and would win a tie. */
const important = (rules: Record<string, string>) =>
  Object.fromEntries(Object.entries(rules).map(([name, value]) => [name, `${value} !important`]));

/**
 * Printing the screen prints the card alone at the European business-card size (85 x 55 mm, the
 * size of most card stock): everything else is hidden, the card fills the page, black on white,
 * the QR code at 24 mm, which a phone still reads from arm's length.
 */
export const PrintStyles = () => (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: '85mm 55mm', margin: 0 },
        'html, body': important({ margin: '0', padding: '0', background: '#fff' }),
        'body *': important({ visibility: 'hidden' }),
        [`.${PRINT_CARD_CLASS}, .${PRINT_CARD_CLASS} *`]: important({ visibility: 'visible' }),
        [`.${PRINT_CARD_CLASS}`]: important({
          position: 'fixed',
          left: '0',
          top: '0',
          width: '85mm',
          height: '55mm',
          maxWidth: 'none',
          margin: '0',
          padding: '5mm 4mm 4mm',
          boxSizing: 'border-box',
          display: 'flex',
          flexDirection: 'row',
          alignItems: 'center',
          gap: '3mm',
          boxShadow: 'none',
          borderRadius: '0',
          background: '#fff',
          color: '#000',
          printColorAdjust: 'exact',
        }),
        [`.${PRINT_CARD_CLASS}::before`]: important({ height: '1.5mm' }),
        // The avatar is not printed: the name starts at the edge, not after its spacing.
        [`.${PRINT_CARD_CLASS} .business-card-heading > *`]: important({ margin: '0' }),
        [`.${PRINT_CARD_CLASS} .business-card-name`]: important({ fontSize: '12pt', lineHeight: '1.2' }),
        [`.${PRINT_CARD_CLASS} .business-card-job`]: important({ fontSize: '8pt', color: '#333' }),
        [`.${PRINT_CARD_CLASS} .business-card-details`]: important({ gap: '1mm' }),
        [`.${PRINT_CARD_CLASS} .business-card-details *`]: important({ fontSize: '7.5pt', color: '#000' }),
        [`.${PRINT_CARD_CLASS} .business-card-details svg`]: important({ fontSize: '9pt' }),
        [`.${PRINT_QR_CLASS}`]: important({ width: '24mm', height: '24mm', padding: '0' }),
        [`.${PRINT_HIDDEN_CLASS}`]: important({ display: 'none' }),
      },
    }}
  />
);
