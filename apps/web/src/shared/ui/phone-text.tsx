import { formatPhone } from '@/shared/lib/phone';
import { Ltr } from './ltr';

/** A stored phone grouped for reading ('+994 50 123 45 67'), left to right in rtl too. */
export const PhoneText = ({ phone }: { phone: string | null | undefined }) =>
  phone ? <Ltr>{formatPhone(phone)}</Ltr> : null;
