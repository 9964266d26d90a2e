import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** The path alone: query strings can carry signed tokens (voucher previews) and guest data. */
export const pathOnly = (url: string) => url.split('?', 1)[0] ?? '';

/**
 * The app's logger options with a request serializer that never writes a query string.
 * Fastify's own serializer logs `req.url` whole, token and all.
 */
export function logSafeRequest(
  logger: FastifyServerOptions['logger'],
): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: {
      ...base.serializers,
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: pathOnly(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
