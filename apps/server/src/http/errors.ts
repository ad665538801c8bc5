import { AppError, type FieldIssue } from '@kairos/core/errors';
import { isConnectionError, isRetryableTxError, isUnstorableValue } from '@kairos/db/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

function issuesFromValidation(error: FastifyError & { validationContext?: string }): FieldIssue[] {
  return (error.validation ?? []).map((v) => {
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return { path: path || (error.validationContext ?? ''), message: v.message ?? 'Invalid value' };
  });
}

/** How long a client should wait before trying again while the database is out of reach. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/** Maps anything thrown in a request to the JSON error shape: `{ error, code, issues? }`. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  // The database restarting or unreachable: nothing was decided, the same request may succeed soon.
  // (An outgoing HTTP call that could not connect is `fetch failed`: not ours to call an outage.)
  if (isConnectionError(error) && !(error instanceof TypeError && error.message === 'fetch failed')) {
    return new AppError('SERVICE_UNAVAILABLE', undefined, {
      headers: { 'retry-after': String(OUTAGE_RETRY_AFTER_SECONDS) },
    });
  }
  // A deadlock or serialization failure still there after the transaction's retries: nothing was
  // written, and the same request goes through once the other transaction has ended.
  if (isRetryableTxError(error)) {
    return new AppError('SERVICE_UNAVAILABLE', undefined, { headers: { 'retry-after': '1' } });
  }
  const e = error as FastifyError & { validationContext?: string };
  if (hasZodFastifySchemaValidationErrors(e) || e.validation) {
    const issues = issuesFromValidation(e);
    const first = issues[0];
    const message = first ? (first.path ? `${first.path}: ${first.message}` : first.message) : undefined;
    return new AppError('VALIDATION_ERROR', message, { issues });
  }
  switch (e.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError(
        'INVALID_JSON',
        e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'The JSON body is empty' : undefined,
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  if (isUnstorableValue(error)) {
    return new AppError(
      'BAD_REQUEST',
      'The request holds a value that cannot be stored: a date or number out of range, or a NUL character',
    );
  }
  if (e instanceof SyntaxError || e.statusCode === 400) return new AppError('BAD_REQUEST', e.message);
  if (e.statusCode === 404) return new AppError('NOT_FOUND');
  if (e.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (e.statusCode === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (e.statusCode === 429) return new AppError('RATE_LIMITED');
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500)
    return new AppError('BAD_REQUEST', e.message);
  return new AppError('INTERNAL_ERROR');
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  if (error.headers) reply.headers(error.headers);
  return reply.code(error.status).type('application/json; charset=utf-8').send(error.toBody());
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request: FastifyRequest, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, appError);
  });
}
