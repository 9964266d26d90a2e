import { describe, expect, it } from 'vitest';
import { fillPath } from './paths.ts';

describe('fillPath', () => {
  it('writes each parameter into its place', () => {
    expect(fillPath('/branches/:id', { id: 5 })).toBe('/branches/5');
    expect(fillPath('/bookings/:id/services/:serviceId', { id: 3, serviceId: '9' })).toBe(
      '/bookings/3/services/9',
    );
  });

  it('leaves a path without parameters as it is', () => {
    expect(fillPath('/agents')).toBe('/agents');
  });

  it('encodes each value, so it stays one segment', () => {
    expect(fillPath('/files/:name', { name: 'a b/c?d#e' })).toBe('/files/a%20b%2Fc%3Fd%23e');
  });

  it('throws on a parameter without a value', () => {
    expect(() => fillPath('/branches/:id/users/:userId', { id: 1 })).toThrow(
      '/branches/:id/users/:userId: no value for :userId',
    );
  });

  it('ignores values the path does not name', () => {
    expect(fillPath('/branches/:id', { id: 0, other: 'x' })).toBe('/branches/0');
  });

  it('fills a trailing * with a path, each segment encoded', () => {
    expect(fillPath('/storage/*', { '*': 'attachments/2026/a b.pdf' })).toBe(
      '/storage/attachments/2026/a%20b.pdf',
    );
    expect(() => fillPath('/storage/*')).toThrow('/storage/*: no value for :*');
  });
});
