import { STATUS_CODES } from 'node:http';
import type { OutgoingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldErrors } from '@app/contract';
import { BOOKING_SERVER, MONEY_RANGE, SERVER } from '@app/contract';
import { isPoolTimeout } from '../db/client.ts';
import { isRetryable } from '../db/retry.ts';
import { AppError, ConflictWith } from '../lib/http/app-error.ts';
import { isCheckViolation, isNumericOverflow, isUniqueViolation } from '../lib/rows/pg-errors.ts';
import { mergeErrors, validFields } from '../lib/http/validation.ts';

/** Fastify's own client errors, mapped to the envelope with a human message. */
const FASTIFY_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Malformed JSON in request body.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid content length.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The attachment may not be greater than 2 MB.'],
  FST_FILES_LIMIT_REACHED: [413, 'Only one file may be uploaded.'],
  FST_PARTS_LIMIT_REACHED: [413, 'The form has too many fields.'],
  FST_FIELDS_LIMIT_REACHED: [413, 'The form has too many fields.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Unsupported content type.'],
};

function toFieldErrors(validation: { instancePath: string; message?: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const v of validation) {
    const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    (errors[field] ??= []).push(v.message ?? SERVER.validation);
  }
  return errors;
}

/**
 * A body that failed its schema still gets the route's business checks over the fields that
 * did parse (lib/http/validation.ts), so one 422 names every wrong field. A check that
 * fails for another reason leaves the schema's errors as the answer.
 */
async function moreErrors(
  error: FastifyError & { validationContext?: string },
  req: FastifyRequest,
): Promise<FieldErrors> {
  const checks = req.routeOptions.config.checks;
  if (!checks || error.validationContext !== 'body') return {};
  try {
    return await checks(validFields(req.routeOptions.schema?.body, req.body), req);
  } catch (e) {
    req.log.warn({ err: e, reqId: req.id }, 'business checks after a schema failure');
    return {};
  }
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError, req, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.status).send({
        success: false,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error instanceof ConflictWith ? { data: error.data } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A malformed id in the path names no record: that is a 404, not a form error.
      if (error.validationContext === 'params') {
        return reply.status(404).send({ success: false, message: 'Not found' });
      }
      const errors = mergeErrors(toFieldErrors(error.validation), await moreErrors(error, req));
      const first = Object.values(errors)[0]?.[0] ?? SERVER.validation;
      return reply.status(422).send({ success: false, message: first, errors });
    }
    if (isUniqueViolation(error)) {
      return reply.status(409).send({ success: false, message: 'This record already exists.' });
    }
    if (isCheckViolation(error, 'bookings_received_within_payable')) {
      // A file received beyond what its agent owes before migration 0041 (decision 043): it
      // changes again once the payments beyond it are voided.
      return reply.status(409).send({ success: false, message: BOOKING_SERVER.receivedBeyond });
    }
    if (isNumericOverflow(error)) {
      // The services refuse values and results outside the money range first (money-range.ts);
      // a figure that still overflows a column (a kept total) is refused, never a 500.
      req.log.warn({ err: error, reqId: req.id }, 'numeric overflow refused');
      const message = MONEY_RANGE.total;
      return reply.status(422).send({ success: false, message, errors: { _: [message] } });
    }
    if (isRetryable(error) || isPoolTimeout(error)) {
      // Still conflicting after the retries in db/retry.ts, or no database connection came
      // free in time (db/client.ts): nothing was written, try later.
      return reply
        .status(503)
        .header('retry-after', '1')
        .send({ success: false, message: 'The server is busy. Please try again.' });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ success: false, message: known[1] });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, message: error.message });
    }
    req.log.error({ err: error, reqId: req.id }, 'unhandled error');
    return reply.status(500).send({
      success: false,
      message: `Something went wrong on our side. Please try again. (reference ${req.id})`,
    });
  });
}

/** Errors the router raises before any route runs: a malformed escape, an over-long param. */
export function envelopeFrameworkError(
  error: FastifyError,
  _req: FastifyRequest,
  reply: FastifyReply,
) {
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address is not valid.'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'The address is too long.'
        : 'The request could not be read.';
  void reply.status(400).send({ success: false, message });
}

/**
 * A request Node could not parse (bad request line, huge headers, a body that never came),
 * answered on the bare socket: no Fastify hook runs, so `headers` (the security headers,
 * app.ts) are written here.
 */
export function envelopeClientError(
  err: NodeJS.ErrnoException,
  socket: Socket,
  headers: OutgoingHttpHeaders,
) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive.']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request could not be read.'];
  const body = JSON.stringify({ success: false, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headerLines(headers)}` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** Headers as HTTP/1.1 lines, each ending in CRLF; a list value is one line per item. */
function headerLines(headers: OutgoingHttpHeaders) {
  return Object.entries(headers)
    .flatMap(([name, value]) =>
      value === undefined
        ? []
        : (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${v}\r\n`),
    )
    .join('');
}
