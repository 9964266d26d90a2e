import { describe, expect, it } from 'vitest';
import { leavingHref } from './unsaved-changes.ts';

function click(html: string, init: MouseEventInit = {}) {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-t]') ?? document.body.firstElementChild!;
  const e = new MouseEvent('click', { button: 0, bubbles: true, ...init });
  Object.defineProperty(e, 'target', { value: target });
  window.history.replaceState(null, '', '/bookings/create?x=1');
  return leavingHref(e, window.location);
}

describe('leavingHref: which clicks would leave the form', () => {
  it('a plain click on a link to another page of the app', () => {
    expect(click('<a href="/agents"><span data-t>Agents</span></a>')?.pathname).toBe('/agents');
    expect(click('<a href="/bookings/create?x=2" data-t>x</a>')?.search).toBe('?x=2');
  });
  it('not: a new tab, a download, another site, a #hash on this page, a button', () => {
    expect(click('<a href="/agents" data-t>x</a>', { ctrlKey: true })).toBeNull();
    expect(click('<a href="/agents" data-t>x</a>', { button: 1 })).toBeNull();
    expect(click('<a href="/agents" target="_blank" data-t>x</a>')).toBeNull();
    expect(click('<a href="/file.pdf" download data-t>x</a>')).toBeNull();
    expect(click('<a href="https://elsewhere.test/" data-t>x</a>')).toBeNull();
    expect(click('<a href="#guest_name" data-t>x</a>')).toBeNull();
    expect(click('<button data-t>x</button>')).toBeNull();
  });
});
