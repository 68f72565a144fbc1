import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { importReportSchema, queryIdSchema } from '@emlak/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { defineModule } from '../../lib/api-module';
import { AppError } from '../../lib/app-error';
import { policy } from '../../lib/route-schema';
import { actorOf } from '../../plugins/actor';
import { createAdImportService, importsAtOnceFor } from './ad-import.service';
import { IMPORT_FORMATS, type ImportFormat } from './import-sources';
import { outlastRequestTimeout } from './long-upload';

/** The largest import file: about 350,000 listings of CSV. */
export const IMPORT_BODY_LIMIT = 100 * 1024 * 1024;
/** How long one import may take from its first byte, whatever the server's REQUEST_TIMEOUT_MS. */
export const IMPORT_TIME_LIMIT_MS = 20 * 60 * 1000;

const importQuerySchema = z.strictObject({ organizationId: queryIdSchema.optional() });

const mediaTypeOf = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();

/**
 * The parser of every import format: it hands the body on as the stream it is, so that the
 * service reads the file while it arrives (nothing buffers it). A declared length over the
 * limit is refused before a byte is read; a body without one is counted as it is read.
 */
const passStream = (
  request: FastifyRequest,
  payload: IncomingMessage,
  done: (error: Error | null, body?: unknown) => void,
) => {
  if (Number(request.headers['content-length']) > IMPORT_BODY_LIMIT) {
    done(new AppError('payload_too_large'));
    return;
  }
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(request.headers['content-type'] ?? '')?.[1];
  if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
    done(new AppError('unsupported_media_type'));
    return;
  }
  done(null, payload);
};

export const adImportModule = defineModule('announcements', (app, { db, docs }) => {
  const service = createAdImportService(db, {
    importsAtOnce: importsAtOnceFor(app.deps.config.dbPoolSize),
  });

  // This module's scope reads bodies as streams, and only the import formats: anything else
  // (form data, plain text, XML) is a 415 before the handler runs.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(Object.keys(IMPORT_FORMATS), passStream);
  // The connection closes after an import: a refused upload is not read to its end, and the
  // socket has left Node's request time-out list (long-upload.ts).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('connection', 'close');
  });

  app.post(
    '/ad/import',
    {
      config: policy('announcements.import', { paymentGate: true }),
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        ...docs,
        description:
          'The body is the file itself: text/csv, application/json (an array of objects) or ' +
          'application/x-ndjson, UTF-8, at most 100 MB. Columns and rules: docs/import.md.',
        consumes: Object.keys(IMPORT_FORMATS),
        querystring: importQuerySchema,
        response: { 200: importReportSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const body = request.body;
      const format: ImportFormat | undefined =
        IMPORT_FORMATS[mediaTypeOf(request) as keyof typeof IMPORT_FORMATS];
      // No body at all (no Content-Type) reaches here without a parser.
      if (!(body instanceof Readable) || format === undefined) throw new AppError('unsupported_media_type');
      const deadline = outlastRequestTimeout(request.raw, IMPORT_TIME_LIMIT_MS);
      try {
        return await service.import(actor, {
          format,
          body,
          limit: IMPORT_BODY_LIMIT,
          organizationId: request.query.organizationId,
          signal: deadline.signal,
        });
      } finally {
        deadline.stop();
      }
    },
  );
});
