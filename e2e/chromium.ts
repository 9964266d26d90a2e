/**
 * How the browser suite and the web bench start Debian's Chromium (never a downloaded browser).
 * Besides the sandbox-free, network-quiet flags this machine needs, they turn off the address
 * bar's WebUI popup: headless Chromium 156 builds it for every new window (a "WebUI Top
 * Renderer" process loading chrome://omnibox-popup.top-chrome), 2-3 s of CPU each time, more
 * than the page under test cost to load. Every test opens a new window and nobody types in a
 * headless address bar, so that was a fifth of the browser suite's CPU on two cores, and
 * it ran beside the page Lighthouse measures.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
];
