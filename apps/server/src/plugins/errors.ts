import { errorStatus, formatMessage, type ErrorBody, type ErrorCode } from '@emlak/contracts';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from '../lib/app-error';
import {
  causeChain,
  isDatabaseError,
  isDatabaseUnavailable,
  isForeignKeyViolation,
  isUniqueViolation,
  pgCodeOf,
} from '../lib/pg-errors';
import { describeIssue } from '../lib/validation-messages';

const nameOf = (error: unknown): string =>
  error instanceof DrizzleQueryError
    ? 'DrizzleQueryError'
    : error instanceof Error
      ? error.constructor.name !== 'Error'
        ? error.constructor.name
        : error.name
      : typeof error;

/**
 * What may be logged of an error: never SQL text, parameters or stack traces. A database error
 * (drizzle's DrizzleQueryError says "Failed query: <sql> params: <params>", and the parameters
 * may hold a password hash) is logged as its type, the type of the error that caused it and its
 * PostgreSQL code, never a message.
 */
export const describeForLog = (error: unknown) => {
  if (isDatabaseError(error)) {
    const chain = causeChain(error);
    const cause = chain.at(-1);
    return {
      type: nameOf(error),
      ...(cause !== undefined && cause !== error ? { cause: nameOf(cause) } : {}),
      code: pgCodeOf(error),
      ...(isDatabaseUnavailable(error) ? { unavailable: true } : {}),
    };
  }
  if (error instanceof Error)
    return { type: error.name, code: (error as FastifyError).code, message: error.message.slice(0, 200) };
  return { type: typeof error };
};

/** PostgreSQL codes a client can provoke with a bad value: invalid text, number, date or length. */
const badValueCodes = new Set(['22P02', '22003', '22007', '22008', '22001']);

const send = (
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  fields?: FieldErrors,
  params?: Record<string, string | number>,
) => {
  const language = request.language;
  const body: ErrorBody = {
    status: errorStatus[code],
    code,
    message: formatMessage(language, code, params),
    requestId: request.id,
  };
  if (fields && Object.keys(fields).length > 0) {
    body.errors = Object.fromEntries(
      Object.entries(fields).map(([field, list]) => [
        field,
        list.map((m) => formatMessage(language, m.key, m.params)),
      ]),
    );
  }
  return reply.status(body.status).type('application/json; charset=utf-8').send(body);
};

const fastifyCodeMap: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
};

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: describeForLog(error) }, 'request failed');
      if (error.options.headers) reply.headers(error.options.headers);
      return send(request, reply, error.code, error.options.fields, error.options.params);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const input =
        error.validationContext === 'body'
          ? request.body
          : error.validationContext === 'querystring'
            ? request.query
            : request.params;
      // No prototype: a client may name a field "constructor" or "valueOf".
      const fields: FieldErrors = Object.create(null);
      for (const entry of error.validation) {
        for (const issue of describeIssue(entry as never, input)) {
          (fields[issue.field] ??= []).push({ key: issue.key, params: issue.params });
        }
      }
      return send(request, reply, 'validation_failed', fields);
    }
    const mapped = error.code ? fastifyCodeMap[error.code] : undefined;
    if (mapped) return send(request, reply, mapped);
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: describeForLog(error) }, 'database unavailable');
      return send(request, reply, 'db_unavailable');
    }
    const pgCode = pgCodeOf(error);
    if (isUniqueViolation(error)) return send(request, reply, 'duplicate');
    if (isForeignKeyViolation(error)) return send(request, reply, 'conflict');
    if (pgCode && badValueCodes.has(pgCode)) return send(request, reply, 'bad_request');
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return send(
        request,
        reply,
        error.statusCode === 429 ? 'throttled' : error.statusCode === 404 ? 'not_found' : 'bad_request',
      );
    }
    request.log.error({ err: describeForLog(error) }, 'unhandled error');
    return send(request, reply, 'internal');
  });

  app.setNotFoundHandler((request, reply) => send(request, reply, 'not_found'));
});

export { send as sendError };
