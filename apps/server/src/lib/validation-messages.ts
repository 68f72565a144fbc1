import { isMessageKey, type MessageKey } from '@emlak/contracts';

/** A zod issue as fastify-type-provider-zod hands it to the error handler. */
export type ValidationEntry = {
  keyword: string;
  instancePath: string;
  message: string;
  params: Record<string, unknown>;
};

const valueAt = (root: unknown, path: string[]): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
    root,
  );

/**
 * Turns one zod issue into a message key with parameters, so that the same issue reads
 * '{field} is required' in English and '{field} tələb olunur' in Azerbaijani.
 */
export const describeIssue = (
  entry: ValidationEntry,
  input: unknown,
): { field: string; key: MessageKey; params: Record<string, string | number> }[] => {
  const path = entry.instancePath.split('/').filter(Boolean);
  const field = path.join('.') || 'body';
  const label = path.at(-1) ?? 'body';
  const p = entry.params;
  if (isMessageKey(entry.message)) {
    // A refinement may give its message parameters ({ max }) in the issue's `params`.
    const extra =
      p.params !== null && typeof p.params === 'object' ? (p.params as Record<string, unknown>) : {};
    const params: Record<string, string | number> = { field: label };
    for (const [name, value] of Object.entries(extra))
      if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    return [{ field, key: entry.message, params }];
  }
  switch (entry.keyword) {
    case 'invalid_type':
      return [
        {
          field,
          key:
            path.length > 0 && valueAt(input, path) === undefined
              ? 'validation.required'
              : 'validation.invalidType',
          params: { field: label },
        },
      ];
    case 'too_small': {
      const min = Number(p.minimum ?? 0);
      if (p.origin === 'string')
        return [
          {
            field,
            key: min <= 1 ? 'validation.required' : 'validation.tooShort',
            params: { field: label, min },
          },
        ];
      return [{ field, key: 'validation.tooSmall', params: { field: label, min } }];
    }
    case 'too_big': {
      const max = Number(p.maximum ?? 0);
      return [
        {
          field,
          key: p.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig',
          params: { field: label, max },
        },
      ];
    }
    case 'invalid_format':
      if (p.format === 'email') return [{ field, key: 'validation.invalidEmail', params: { field: label } }];
      if (typeof p.format === 'string' && p.format.includes('date'))
        return [{ field, key: 'validation.invalidDate', params: { field: label } }];
      return [{ field, key: 'validation.invalidValue', params: { field: label } }];
    case 'unrecognized_keys': {
      const keys = Array.isArray(p.keys) ? (p.keys as string[]) : [];
      return keys.map((key) => ({
        field: [...path, key].join('.'),
        key: 'validation.unknownField' as const,
        params: { field: key },
      }));
    }
    default:
      return [{ field, key: 'validation.invalidValue', params: { field: label } }];
  }
};
