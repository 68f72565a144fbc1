/** One line of an entry's changes: a field's before and after, or a detail's value. */
export type ChangeRow = { field: string; before?: unknown; after?: unknown; value?: unknown; diff: boolean };

const isDiff = (value: unknown): value is { before: unknown; after: unknown } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.keys(value).every((key) => key === 'before' || key === 'after') &&
  ('before' in value || 'after' in value);

/**
 * The server records changed fields as { field: { before, after } } and other entries' details
 * (a failed sign-in's reason) as plain values; both are listed, field by field.
 */
export const changeRows = (changes: Record<string, unknown> | null): ChangeRow[] =>
  Object.entries(changes ?? {}).map(([field, value]) =>
    isDiff(value)
      ? { field, before: value.before, after: value.after, diff: true }
      : { field, value, diff: false },
  );

/** A value as people read it: text as is, everything else as indented JSON. */
export const readableValue = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
};
