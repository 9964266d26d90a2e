import type { FieldErrors } from '@app/contract';
import { SERVER } from '@app/contract';

/** Errors services throw; one handler turns them into the envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class Unauthenticated extends AppError {
  constructor(message: string = SERVER.unauthenticated) {
    super(401, message);
  }
}

export class Forbidden extends AppError {
  constructor(message: string = SERVER.forbidden) {
    super(403, message);
  }
}

export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

/** A conflict that names what it conflicts with, as `data` (an enquiry's existing file). */
export class ConflictWith extends Conflict {
  constructor(
    message: string,
    readonly data: unknown,
  ) {
    super(message);
  }
}

export class Validation extends AppError {
  constructor(errors: FieldErrors, message?: string) {
    super(422, message ?? Object.values(errors)[0]?.[0] ?? SERVER.validation, errors);
  }
}

/** One field's error, the common case. */
export const fieldError = (field: string, message: string) =>
  new Validation({ [field]: [message] });

export class TooLarge extends AppError {
  constructor(message: string) {
    super(413, message);
  }
}

export class TooManyRequests extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, undefined, { 'retry-after': String(retryAfterSeconds) });
  }
}
