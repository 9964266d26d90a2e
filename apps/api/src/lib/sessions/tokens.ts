import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random opaque tokens; the database keeps only their SHA-256. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
