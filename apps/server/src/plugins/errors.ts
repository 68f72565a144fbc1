import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import {
  DEFAULT_LANGUAGE,
  errorStatus,
  formatMessage,
  pickLanguage,
  type ErrorBody,
  type ErrorCode,
  type MessageKey,
} from '@emlak/contracts';
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
  message?: { key: MessageKey; params?: Record<string, string | number> },
) => {
  const language = request.language;
  const body: ErrorBody = {
    status: errorStatus[code],
    code,
    message: message
      ? formatMessage(language, message.key, message.params)
      : formatMessage(language, code, params),
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

/**
 * The client stopped sending its body (it went away, or Node ended the request at
 * REQUEST_TIMEOUT_MS): the body stream fails with Node's 'aborted' ECONNRESET. That code is also
 * what a lost database connection says, so it is told apart by the request's own stream.
 */
const isBodyAborted = (request: FastifyRequest, error: unknown) =>
  request.raw.errored === error || (request.raw.readableAborted && !isDatabaseError(error));

/**
 * What Node's HTTP server answers by itself, before Fastify has a request (a time-out, headers
 * too large, a malformed request line): our one error shape, written to the socket. There is no
 * request to read a language from, so the default language answers.
 */
export const clientErrorHandler = (error: NodeJS.ErrnoException, socket: Socket) => {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT'
      ? 'request_timeout'
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 'headers_too_large'
        : 'bad_request';
  const body: ErrorBody = {
    status: errorStatus[code],
    code,
    message: formatMessage(DEFAULT_LANGUAGE, code),
    requestId: randomUUID(),
  };
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      [
        `HTTP/1.1 ${body.status} ${STATUS_CODES[body.status]}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(json)}`,
        `x-request-id: ${body.requestId}`,
        'cache-control: no-store',
        'x-content-type-options: nosniff',
        "content-security-policy: default-src 'none'; frame-ancestors 'none'",
        'connection: close',
        '',
        json,
      ].join('\r\n'),
    );
  }
  socket.destroy();
};

/**
 * Fastify's own refusals before routing (a URL it cannot decode, a path parameter that is too
 * long) come here instead of its default body. The request hooks have not run, so the language
 * is read here.
 */
export const frameworkErrorHandler = (_error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  request.language = pickLanguage(request.headers['accept-language']);
  reply
    .header('x-request-id', request.id)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
  return send(request, reply, 'bad_request');
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
      return send(
        request,
        reply,
        error.code,
        error.options.fields,
        error.options.params,
        error.options.message,
      );
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
    if (isBodyAborted(request, error)) {
      // Nobody is left to read an answer; Node has answered a time-out with its 408 already.
      request.log.info('request body aborted');
      return send(request, reply, 'request_timeout');
    }
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || reply.raw.destroyed) {
      // The client closed its connection while its answer was being written (a compressed
      // stream's pipeline reports it as an error): nobody is left to answer, nothing failed here.
      request.log.info('client closed the connection before the answer was sent');
      return reply;
    }
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
