import { formatPhone } from '@/shared/lib/phone';

export type CardDetails = {
  name: string;
  job: string | null;
  organizationName: string;
  phone: string | null;
  email: string;
};

/** The card as plain text, one line a detail, for a message or the clipboard. */
export const cardText = (card: CardDetails) =>
  [card.name, card.job, card.organizationName, card.phone ? formatPhone(card.phone) : null, card.email]
    .filter((line): line is string => !!line && line.trim() !== '')
    .join('\n');
