import type { FieldError } from 'react-hook-form';
import { formatNumber } from './format';

/**
 * Field validation messages for every form. The zod resolver is given `issueToken` as its error
 * map, so a field error carries a token (the message key and its bounds), not a text; the text is
 * made at render time, with the field's translated label, so a language switch re-translates the
 * messages already on screen (spec section 5: '{field} is required').
 */
export type IssueMessage = { key: IssueKey; min?: number; max?: number };
export type IssueKey =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'tooSmall'
  | 'tooBig'
  | 'notInteger'
  | 'invalidNumber'
  | 'invalidEmail'
  | 'invalidOption'
  | 'invalid'
  | ContractMessageKey;

/**
 * The contracts' rules that carry their own message key (`refine(..., { message:
 * 'validation.twoDecimals' })` or an issue pushed with one): zod keeps such a message rather than
 * asking the error map, so the key is read back from the message itself. Each has a text in the
 * forms locale, worded as the server's catalogue (packages/contracts/src/messages.ts); those with
 * `{{field}}` name the field by its label.
 */
export const CONTRACT_MESSAGE_KEYS = [
  'passwordWeak',
  'passwordsDoNotMatch',
  'controlCharacter',
  'invalidEmail',
  'invalidPhone',
  'invalidDate',
  'invalidValue',
  'invalidUrl',
  'twoDecimals',
  'stageAboveStages',
  'coordinatesPair',
  'dateInFuture',
  'districtNotInCity',
  'metroNotInCity',
  'outsideAzerbaijan',
  'planRequired',
  'screenshotTooLarge',
  'screenshotType',
] as const;
export type ContractMessageKey = (typeof CONTRACT_MESSAGE_KEYS)[number];

const CONTRACT_PREFIX = 'validation.';

/** The issue a contract message key stands for, or null when the message is no such key. */
const contractIssue = (message: unknown): IssueMessage | null => {
  if (typeof message !== 'string' || !message.startsWith(CONTRACT_PREFIX)) return null;
  const key = CONTRACT_MESSAGE_KEYS.find((known) => known === message.slice(CONTRACT_PREFIX.length));
  return key ? { key } : null;
};

/** The part of a zod issue the mapping reads (zod 4 raw issue); the rest is read by name. */
export type ZodIssueLike = { code: string; input?: unknown; message?: string };

/** An error of this type carries a server message as is (a 400's `errors` or a 409 duplicate). */
export const SERVER_ERROR_TYPE = 'server';
const TOKEN_PREFIX = 'i18n:';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));
const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(value));

export const describeIssue = (raw: ZodIssueLike): IssueMessage => {
  const issue = raw as ZodIssueLike & Record<string, unknown>;
  const { code, input, origin, expected } = issue;
  const own = contractIssue(issue.message);
  if (own) return own;
  switch (code) {
    case 'invalid_type':
      // A field left empty: missing, '' or the NaN of an empty number input.
      if (isEmpty(input) || issue.received === 'NaN') return { key: 'required' };
      if (expected === 'int') return { key: 'notInteger' };
      if (expected === 'number') return { key: 'invalidNumber' };
      return { key: 'invalid' };
    case 'too_small': {
      const min = asNumber(issue.minimum);
      if (origin === 'string') return min <= 1 ? { key: 'required' } : { key: 'tooShort', min };
      if (origin === 'array' || origin === 'set') return { key: 'required' };
      return { key: 'tooSmall', min };
    }
    case 'too_big': {
      const max = asNumber(issue.maximum);
      if (origin === 'string') return { key: 'tooLong', max };
      return origin === 'number' || origin === 'bigint' ? { key: 'tooBig', max } : { key: 'invalid' };
    }
    case 'invalid_format':
      return issue.format === 'email' ? { key: 'invalidEmail' } : { key: 'invalid' };
    case 'invalid_value':
      return isEmpty(input) ? { key: 'required' } : { key: 'invalidOption' };
    default:
      return { key: 'invalid' };
  }
};

/** The zod error map for `zodResolver(schema, { error: issueToken })`. */
export const issueToken = (issue: ZodIssueLike): string =>
  TOKEN_PREFIX + JSON.stringify(describeIssue(issue));

const parseToken = (message: string | undefined): IssueMessage | null => {
  if (!message?.startsWith(TOKEN_PREFIX)) return null;
  try {
    return JSON.parse(message.slice(TOKEN_PREFIX.length)) as IssueMessage;
  } catch {
    return null;
  }
};

/** When a resolver without the token map reported the error: only its type is known. */
const keyOfType = (type: string | undefined): IssueKey =>
  type === 'too_small' || type === 'invalid_type' || type === 'required' ? 'required' : 'invalid';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The text under a field: a server message as sent, else the translated validation message. */
export const fieldErrorText = (
  error: Pick<FieldError, 'type' | 'message'> | undefined,
  label: string,
  t: Translate,
  language: string,
): string | undefined => {
  if (!error) return undefined;
  if (error.type === SERVER_ERROR_TYPE && error.message) return error.message;
  const fromType: IssueMessage = { key: keyOfType(error.type) };
  const parsed = parseToken(error.message) ?? contractIssue(error.message) ?? fromType;
  const bound = (value: number | undefined) =>
    value === undefined ? undefined : formatNumber(value, language);
  return t(`forms.${parsed.key}`, { field: label, min: bound(parsed.min), max: bound(parsed.max) });
};
