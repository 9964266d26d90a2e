import type { FastifyRequest } from 'fastify';
import { transactionInput } from '@app/contract';
import { AppError } from '../../lib/http/app-error.ts';
import type { UploadedFile } from '../../lib/files/storage.ts';
import { parseOrThrow, rejectNul } from '../../lib/http/validation.ts';

/**
 * A transaction arrives as multipart (the app's form, with an optional `attachment`) or as
 * JSON (API clients). Both are validated by the same contract schema.
 */
export async function readTransactionForm(req: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  if (req.isMultipart()) {
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          const buffer = await part.toBuffer(); // throws past the 2 MB limit (413)
          if (part.fieldname === 'attachment' && buffer.length > 0)
            file = { filename: part.filename, buffer };
        } else {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (e) {
      // Limits carry Fastify codes (413s); anything else is a body the parser cannot read.
      if ((e as { code?: string }).code?.startsWith('FST_')) throw e;
      throw new AppError(400, 'The form data could not be read.');
    }
  } else if (req.body && typeof req.body === 'object') {
    Object.assign(fields, req.body);
  }
  const remove =
    fields.remove_attachment === true ||
    fields.remove_attachment === '1' ||
    fields.remove_attachment === 'true';
  rejectNul(fields); // multipart fields skip the app-wide check, which runs before parsing
  return { values: parseOrThrow(transactionInput, fields), file, removeAttachment: remove };
}
