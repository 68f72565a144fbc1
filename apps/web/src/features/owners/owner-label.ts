import type { Owner } from '@emlak/contracts';
import { formatPhone } from '@/shared/lib/phone';

/** How an owner is named on buttons and titles: the usual name, else the phone. */
export const ownerLabel = (owner: Pick<Owner, 'ownerName' | 'phone'>) =>
  owner.ownerName?.trim() || formatPhone(owner.phone);
