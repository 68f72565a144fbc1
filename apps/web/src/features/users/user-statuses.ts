import { userStatuses } from '@emlak/contracts';

/** A user's statuses with their label keys (the table's enum options and the form's choices). */
export const userStatusOptions = userStatuses.map((value) => ({
  value,
  labelKey: `users.statuses.${value}`,
}));
