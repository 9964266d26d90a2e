import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/app-error.ts';

/**
 * Limits on a JSON body, checked on its text before JSON.parse builds anything: the deepest
 * real body (a booking's lines) nests 3 levels and holds a few thousand values, so these are
 * far above any form and far below what hurts the process.
 */
export const JSON_LIMITS = { depth: 32, values: 20_000 };

class BadBody extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}

/**
 * One pass over the text, no recursion: the nesting depth and the number of values
 * (commas and containers outside strings). Returns the message to refuse with, or null.
 */
export function checkJsonShape(text: string, limits = JSON_LIMITS): string | null {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limits.depth) return 'The request body is nested too deeply.';
      if (++values > limits.values) return 'The request body has too many values.';
    } else if (c === 0x5d || c === 0x7d) depth--;
    else if (c === 0x2c && ++values > limits.values) {
      return 'The request body has too many values.';
    }
  }
  return null;
}

/**
 * JSON is the only text body. Replace Fastify's JSON parser with one that refuses over-deep or over-wide bodies (400, our
 * envelope) before parsing, then parses with Fastify's own (prototype-poisoning safe) parser.
 */
export function registerJsonBodyGuard(app: FastifyInstance) {
  // Fastify also reads text/plain bodies as strings; no endpoint takes one, and a JSON body
  // sent as text/plain was refused as a 422 "expected object, received string". It is the
  // media type that is wrong: 415, as for any other type.
  app.removeContentTypeParser('text/plain');
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const problem = checkJsonShape(body as string);
    if (problem) {
      done(new BadBody(problem), undefined);
      return;
    }
    void parse(req, body as string, done);
  });
}
