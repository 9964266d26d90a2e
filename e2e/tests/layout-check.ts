/**
 * Runs inside the page (page.evaluate): everything that makes money, a status or an action
 * unreadable at the current width, one line per problem. Self-contained: Playwright sends its
 * source to the browser.
 *
 * - the document scrolls sideways (only a table's own scroll area may);
 * - a text sticks out of its box or out of any box around it (up to the nearest scroll area),
 *   or is cut by one with `overflow: hidden` (ellipsis included);
 * - money or a status badge overlaps another text;
 * - a table's actions column is out of sight without scrolling, or any column cannot be brought
 *   into view by scrolling the table's own scroll area.
 */
export function findLayoutProblems(): string[] {
  const problems = new Set<string>();
  const vw = document.documentElement.clientWidth;
  const snippet = (s: string | null) => (s ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
  const name = (el: Element) => {
    const cls = [...el.classList].find((c) => c.startsWith('mantine-')) ?? el.classList[0];
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}>`;
  };
  const isScroller = (s: CSSStyleDeclaration) => s.overflowX === 'auto' || s.overflowX === 'scroll';
  /** The wrapper(s) a scroll area puts around its content: only children down to there. */
  const scrollContent = (el: Element) => {
    for (let e: Element | null = el; e?.parentElement; e = e.parentElement) {
      if (isScroller(getComputedStyle(e.parentElement))) return true;
      if (e.parentElement.childElementCount !== 1) return false;
    }
    return false;
  };
  /** Hidden on purpose: not displayed, invisible, clipped away or shrunk to a pixel (sr-only). */
  const hiddenByDesign = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const s = getComputedStyle(e);
      if (s.display === 'none' || s.visibility === 'hidden' || s.opacity === '0') return true;
      if (s.clipPath !== 'none' || (s.clip !== 'auto' && s.clip !== '')) return true;
      const r = e.getBoundingClientRect();
      if (s.overflow !== 'visible' && (r.width <= 1 || r.height <= 1)) return true;
    }
    return false;
  };

  if (document.documentElement.scrollWidth > vw + 1)
    problems.add(`the page scrolls sideways: ${document.documentElement.scrollWidth}px in ${vw}px`);

  const MONEY = /(AED|₹|\$|INR)\s?-?[\d,]+\.\d{2}|\d{1,3}(,\d{2,3})+\.\d{2}/;
  const texts: { node: Text; rects: DOMRect[]; key: boolean; sticky: boolean }[] = [];
  const inSticky = (el: Element) => {
    for (let e: Element | null = el; e; e = e.parentElement)
      if (getComputedStyle(e).position === 'sticky') return true;
    return false;
  };
  /** What a scroll area shows of `rects`: text scrolled out of its area overlaps nothing. */
  const shown = (el: Element, rects: DOMRect[]) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (![s.overflowX, s.overflowY].some((o) => o === 'auto' || o === 'scroll')) continue;
      const r = a.getBoundingClientRect();
      const [x0, y0] = [r.left + a.clientLeft, r.top + a.clientTop];
      const [x1, y1] = [x0 + a.clientWidth, y0 + a.clientHeight];
      return rects
        .map((q) => {
          const [l, t] = [Math.max(q.left, x0), Math.max(q.top, y0)];
          return new DOMRect(l, t, Math.min(q.right, x1) - l, Math.min(q.bottom, y1) - t);
        })
        .filter((q) => q.width > 1 && q.height > 1);
    }
    return rects;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const node = n as Text;
    const el = node.parentElement;
    if (!el || !node.data.trim() || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(el.tagName)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
    if (!rects.length) continue;
    const left = Math.min(...rects.map((r) => r.left));
    const right = Math.max(...rects.map((r) => r.right));
    // Wholly left of the page: a collapsed menu or an off-screen caption.
    if (right <= 0 || hiddenByDesign(el)) continue;
    const what = `"${snippet(node.data)}" in ${name(el)}`;
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.display === 'inline' || s.display === 'contents') continue;
      if (isScroller(s) || scrollContent(a)) break; // beyond here the user scrolls to it
      const r = a.getBoundingClientRect();
      const clips = s.overflowX !== 'visible';
      const lo = clips ? r.left + a.clientLeft : r.left;
      const hi = clips ? lo + a.clientWidth : r.right;
      if (left < lo - 1 || right > hi + 1) {
        problems.add(`${what} ${clips ? 'is cut off by' : 'sticks out of'} ${name(a)}`);
        break;
      }
      if (s.position === 'fixed') break;
    }
    const badge = el.closest('.mantine-Badge-root');
    const visible = shown(el, rects);
    if (visible.length)
      texts.push({
        node,
        rects: visible,
        key: MONEY.test(node.data) || badge !== null,
        sticky: inSticky(el),
      });
  }

  // Ellipsis and line clamps hide text without it leaving its box.
  for (const el of document.querySelectorAll('body *')) {
    const s = getComputedStyle(el);
    const clamped = s.webkitLineClamp !== 'none' && el.scrollHeight > el.clientHeight + 1;
    const ellipsis = s.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1;
    if ((clamped || ellipsis) && !hiddenByDesign(el))
      problems.add(`"${snippet(el.textContent)}" is cut short (${clamped ? 'clamped' : '…'})`);
  }

  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  for (const t of texts.filter((x) => x.key))
    for (const o of texts)
      // A column that stays put while the rest scrolls under it does not collide with it.
      if (
        o !== t &&
        o.sticky === t.sticky &&
        t.rects.some((r) => o.rects.some((q) => overlap(r, q)))
      )
        problems.add(`"${snippet(t.node.data)}" overlaps "${snippet(o.node.data)}"`);

  window.scrollTo(0, 0);
  for (const table of document.querySelectorAll('#main table')) {
    const heads = [...table.querySelectorAll('thead th')];
    const last = heads.at(-1);
    if (!last || hiddenByDesign(table)) continue;
    let scroller: Element | null = null;
    for (let a = table.parentElement; a && !scroller; a = a.parentElement)
      if (isScroller(getComputedStyle(a))) scroller = a;
    const inView = (th: Element | Range) => {
      const r = th.getBoundingClientRect();
      const box = scroller?.getBoundingClientRect() ?? { left: 0, right: vw };
      return r.left >= Math.max(0, box.left) - 1 && r.right <= Math.min(vw, box.right) + 1;
    };
    const label = `table "${snippet(table.querySelector('caption')?.textContent ?? heads.map((h) => h.textContent).join('|'))}"`;
    // A row's actions (a last column of links or buttons) stay in view; other columns may be
    // a scroll away.
    const cells = [...table.querySelectorAll('tbody > tr > td:last-child:not(:only-child)')];
    if (cells.some((td) => td.querySelector('a, button')) && !inView(last))
      problems.add(`${label}: its actions column is out of sight without scrolling`);
    if (heads.some((h) => !inView(h))) {
      if (!scroller || scroller.scrollWidth <= scroller.clientWidth) {
        problems.add(`${label}: columns out of sight that no scroll area brings into view`);
        continue;
      }
      const before = scroller.scrollLeft;
      for (const h of heads) {
        // To its start: scrolled only to its end, it would sit under the sticky last column.
        h.scrollIntoView({ block: 'nearest', inline: 'start' });
        // Its header's words must show: nothing (a sticky column) on top of them.
        const words = document.createRange();
        words.selectNodeContents(h);
        const r = words.getBoundingClientRect();
        const top = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
        if (!inView(words) || !top || !h.contains(top))
          problems.add(
            `${label}: column "${snippet(h.textContent)}" cannot be scrolled into view (${Math.round(r.left)}-${Math.round(r.right)}, under ${top ? name(top) : 'nothing'})`,
          );
      }
      scroller.scrollLeft = before;
      window.scrollTo(0, 0);
    }
  }
  return [...problems];
}
