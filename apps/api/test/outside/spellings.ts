/**
 * Hostile spellings of a canonical API path ('/api/staff/1'): each may reach the route the
 * canonical path names, or none, but must never reach it past its access rule. Null where a
 * spelling does not apply to the path.
 */
export interface Spelling {
  name: string;
  spell: (path: string, port: number) => string | null;
}

const hex = (c: string) =>
  [...Buffer.from(c)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
const rest = (path: string) => path.slice('/api'.length); // '/staff/1'

/** Percent-escape the first character of segment `n` (1 = 'api'). */
const escapeSegment = (n: number) => (path: string) => {
  const segs = path.split('/');
  const seg = segs[n];
  if (!seg) return null;
  segs[n] = hex(seg[0]!) + seg.slice(1);
  return segs.join('/');
};

export const SPELLINGS: Spelling[] = [
  { name: 'canonical', spell: (p) => p },
  { name: '/%61pi', spell: (p) => `/%61pi${rest(p)}` },
  { name: '/ap%69', spell: (p) => `/ap%69${rest(p)}` },
  { name: '/%41PI (upper escape)', spell: (p) => `/%41PI${rest(p)}` },
  { name: '/API', spell: (p) => `/API${rest(p)}` },
  { name: 'whole path upper case', spell: (p) => p.toUpperCase() },
  { name: 'escaped first letter of segment 2', spell: escapeSegment(2) },
  { name: 'escaped first letter of segment 3', spell: escapeSegment(3) },
  { name: 'escaped first letter of segment 4', spell: escapeSegment(4) },
  {
    name: 'every character escaped',
    spell: (p) =>
      p
        .split('/')
        .map((s) => [...s].map(hex).join(''))
        .join('/'),
  },
  { name: '//api', spell: (p) => `/${p}` },
  { name: '/api//', spell: (p) => `/api/${rest(p)}` },
  { name: '/./api', spell: (p) => `/.${p}` },
  { name: '/x/../api', spell: (p) => `/x/..${p}` },
  { name: '/api/./', spell: (p) => `/api/.${rest(p)}` },
  { name: '/%2e/api', spell: (p) => `/%2e${p}` },
  { name: '/x/%2e%2e/api', spell: (p) => `/x/%2e%2e${p}` },
  { name: '/x/%2E%2E/api', spell: (p) => `/x/%2E%2E${p}` },
  { name: 'trailing slash', spell: (p) => `${p}/` },
  { name: '/api;x=1/', spell: (p) => `/api;x=1${rest(p)}` },
  { name: 'path;x=1', spell: (p) => `${p};x=1` },
  { name: '/api%2F', spell: (p) => `/api%2F${rest(p).slice(1)}` },
  { name: '/api%2f', spell: (p) => `/api%2f${rest(p).slice(1)}` },
  { name: 'backslashes only', spell: (p) => p.replace(/\//g, '\\') },
  { name: '/api\\', spell: (p) => `/api\\${rest(p).slice(1)}` },
  { name: '/api%5C', spell: (p) => `/api%5C${rest(p).slice(1)}` },
  { name: 'double-encoded /%2561pi', spell: (p) => `/%2561pi${rest(p)}` },
  { name: 'full-width a /%EF%BD%81pi', spell: (p) => `/%EF%BD%81pi${rest(p)}` },
  { name: 'trailing %00', spell: (p) => `${p}%00` },
  { name: 'trailing %20', spell: (p) => `${p}%20` },
  { name: 'trailing #fragment', spell: (p) => `${p}#x` },
  { name: 'absolute-form own host', spell: (p, port) => `http://127.0.0.1:${port}${p}` },
  { name: 'absolute-form http://evil', spell: (p) => `http://evil${p}` },
  { name: 'absolute-form escaped http://evil/%61pi', spell: (p) => `http://evil/%61pi${rest(p)}` },
];
