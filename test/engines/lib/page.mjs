/**
 * The one small page API the cross-engine checks are written against, the same in Firefox
 * (puppeteer-core over WebDriver BiDi, firefox.mjs) and WebKitGTK (selenium-webdriver and
 * WebKitWebDriver, webkit.mjs). A driver gives a few primitives (a `Driver` below); this file
 * builds what a test uses on top of them, finding elements the way a user does: by role and
 * accessible name, or by label, and waiting for what the user would see.
 *
 * @typedef {object} Driver
 * @property {(url: string) => Promise<void>} goto
 * @property {() => Promise<void>} reload
 * @property {() => Promise<string>} url
 * @property {(source: string, arg: unknown) => Promise<unknown>} run   runs `(source)(arg)` in the page, awaits it, returns its JSON value
 * @property {(source: string, arg: unknown) => Promise<unknown>} element  the element `(source)(arg)` returns, as a driver handle, or null
 * @property {(handle: unknown, source: string, arg: unknown) => Promise<unknown>} runOn  runs `(source)(element, arg)` in the page
 * @property {(handle: unknown) => Promise<void>} click   a real click in the middle of the element
 * @property {(handle: unknown, text: string) => Promise<void>} type   real key presses into the focused, emptied element
 * @property {(handle: unknown, path: string) => Promise<void>} setFile   picks a file in an <input type=file>
 * @property {() => Promise<Buffer>} screenshot   PNG of the viewport
 * @property {() => Promise<void>} close
 */
import { writeFile } from 'node:fs/promises';
import jsQR from 'jsqr';

/** Lookup code run in the page: the visible element of `role` whose accessible name matches. */
const FIND = String(({ role, name, flags, exact, within }) => {
  const norm = (s) => (s ?? '').replace(/\s+/g, ' ').trim();
  const visible = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[hidden], [inert]');
  const labelOf = (el) => {
    if (el.getAttribute('aria-labelledby')) return el.getAttribute('aria-labelledby').split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    if (el.getAttribute('aria-label')) return el.getAttribute('aria-label');
    if (el.labels?.length) return [...el.labels].map((l) => l.innerText || l.textContent).join(' ');
    if (el.tagName === 'INPUT' && /^(submit|button)$/.test(el.type)) return el.value;
    if (el.tagName === 'IMG') return el.alt;
    // innerText, as a screen reader hears it: blocks inside a link are separate words.
    return el.innerText || el.textContent || el.title;
  };
  const selectors = {
    button: 'button, [role=button], input[type=submit], input[type=button], summary',
    link: 'a[href], [role=link]',
    tab: '[role=tab]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    textbox: 'input:not([type]), input[type=text], input[type=number], input[type=search], input[type=url], input[type=email], textarea',
    combobox: 'select',
    file: 'input[type=file]',
    checkbox: 'input[type=checkbox], [role=switch]',
    region: 'section[aria-label], section[aria-labelledby], [role=region]',
    img: 'img, svg[role=img], [role=img], canvas[aria-label]',
    status: '[role=status], output',
    list: 'ul, ol, [role=list]',
  };
  const scope = within ? document.querySelector(within) : document;
  if (!scope) return null;
  const test = flags === null ? (s) => (exact ? s === name : s.includes(name)) : (s) => new RegExp(name, flags).test(s);
  for (const el of scope.querySelectorAll(selectors[role] ?? role)) {
    // A file input is often hidden behind its styled label: it is found though not itself visible.
    if ((role === 'file' || visible(el)) && test(norm(labelOf(el)))) return el;
  }
  return null;
});

/** `{ name, flags }` to pass a string or RegExp into the page. */
const pattern = (name) => (name instanceof RegExp ? { name: name.source, flags: name.flags } : { name, flags: null });
const describe = (role, name) => `${role} named ${name instanceof RegExp ? name : JSON.stringify(name)}`;

/** Polls `check` until truthy (returned) or `timeout` ms; then throws with `message` and the last value. */
export async function until(check, message, { timeout = 15_000, interval = 150 } = {}) {
  const end = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
      last = value;
    } catch (err) {
      last = err instanceof Error ? err.message.split('\n')[0] : err;
    }
    if (Date.now() > end) throw new Error(`${message} (waited ${timeout / 1000} s; last: ${JSON.stringify(last)?.slice(0, 300)})`);
    await new Promise((ok) => setTimeout(ok, interval));
  }
}

/**
 * The page API over a `Driver`. Every lookup waits (up to 15 s) for a visible match, so a test
 * never sleeps; errors say which element was expected.
 */
export class EnginePage {
  /** @param {Driver} driver  @param {{ engine: string, goOffline: () => Promise<void> }} more */
  constructor(driver, { engine, goOffline }) {
    this.driver = driver;
    this.engine = engine;
    this.goOffline = goOffline;
  }

  goto(url) { return this.driver.goto(url); }
  reload() { return this.driver.reload(); }
  url() { return this.driver.url(); }
  close() { return this.driver.close(); }

  /** Runs `fn(arg)` in the page (its source is sent, so it must not close over Node values). */
  evaluate(fn, arg = null) { return this.driver.run(String(fn), arg); }

  /** Waits until `fn(arg)` in the page returns a truthy value, and returns it. */
  waitFor(fn, arg, message, options) { return until(() => this.evaluate(fn, arg), message, options); }

  /** The visible element of `role` ('button', 'link', 'tab', 'heading', 'textbox', 'file'...; or a CSS selector) named `name` (exact string or RegExp). */
  async find(role, name, { within, exact = true, timeout } = {}) {
    return until(() => this.driver.element(FIND, { role, ...pattern(name), exact, within: within ?? null }),
      `Expected a visible ${describe(role, name)}${within ? ` in ${within}` : ''}`, { timeout });
  }

  /** Whether a visible element of `role` named `name` is there now (no waiting). */
  async has(role, name, { within, exact = true } = {}) {
    return (await this.driver.run(`(a) => !!(${FIND})(a)`, { role, ...pattern(name), exact, within: within ?? null })) === true;
  }

  /** Clicks the element of `role` named `name`, as a user taps it. */
  async click(role, name, options) { await this.driver.click(await this.find(role, name, options)); }

  /** Empties the field labelled `label` and types `text` into it. */
  async fill(label, text, { role = 'textbox' } = {}) {
    const field = await this.find(role, label);
    await this.driver.click(field);
    // Emptied as select-all and delete would: the app hears an input event, as from the keyboard.
    await this.driver.runOn(field, String((el) => {
      el.value = '';
      el.dispatchEvent(new Event('input', { bubbles: true }));
    }), null);
    await this.driver.type(field, text);
  }

  /** Picks `path` in the file input labelled `label`. */
  async setFile(label, path) { await this.driver.setFile(await this.find('file', label), path); }

  /** Chooses the option whose text is `optionText` in the <select> labelled `label` (as picking it does: input and change events). */
  async select(label, optionText) {
    const field = await this.find('combobox', label);
    await this.driver.runOn(field, String((el, text) => {
      const option = [...el.options].find((o) => o.textContent.trim() === text);
      if (!option) throw new Error(`Expected an option "${text}", but the options are ${[...el.options].map((o) => o.textContent.trim()).join(', ')}`);
      el.value = option.value;
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    }), optionText);
  }

  /** The visible text of the element matched by CSS `selector` (default: main). */
  text(selector = 'main') {
    return this.evaluate((sel) => document.querySelector(sel)?.innerText ?? '', selector);
  }

  /** Waits until the text of `selector` (default: main) matches `re` (RegExp or substring); returns that text. */
  waitText(re, { selector = 'main', timeout } = {}) {
    const test = re instanceof RegExp ? (s) => re.test(s) : (s) => s.includes(re);
    return until(async () => {
      const text = await this.text(selector);
      return test(text) && text;
    }, `Expected ${selector} to show ${re instanceof RegExp ? re : JSON.stringify(re)}`, { timeout });
  }

  /** PNG of the viewport. */
  screenshot() { return this.driver.screenshot(); }
  async screenshotTo(path) { await writeFile(path, await this.screenshot()); }

  /**
   * Reads the QR code in the element matched by `selector` from a screenshot of the viewport,
   * as a camera would see the screen: the element is scrolled into view, the PNG cropped to
   * its box (in device pixels) by the page, and the pixels decoded by jsQR in Node.
   * @returns the decoded text, or null when no code is found.
   */
  async readQr(selector, { timeout = 10_000 } = {}) {
    // The code is read once it stands still in view (the app may be scrolling to the result);
    // a screenshot caught mid-scroll is taken again, as a person holds the phone still.
    const end = Date.now() + timeout;
    for (;;) {
      const text = await this.readQrOnce(selector);
      if (text !== null || Date.now() > end) return text;
    }
  }

  /** One try of readQr: the element scrolled into view and still, one screenshot, one decode. */
  async readQrOnce(selector) {
    const rect = (sel) => new Promise((ok) => {
      const el = document.querySelector(sel);
      if (!el) return ok(null);
      el.scrollIntoView({ block: 'center', behavior: 'instant' });
      let last = '';
      const settle = () => {
        const r = el.getBoundingClientRect();
        const now = `${r.x},${r.y},${r.width},${r.height},${scrollY}`;
        if (now === last) return ok({ x: r.x, y: r.y, width: r.width, height: r.height, vw: innerWidth });
        last = now;
        requestAnimationFrame(() => requestAnimationFrame(settle));
      };
      settle();
    });
    const box = await this.evaluate(rect, selector);
    if (!box) throw new Error(`Expected an element ${selector} holding a QR code`);
    const png = (await this.screenshot()).toString('base64');
    const { width, height, rgba } = await this.evaluate(async ({ png, box }) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      // The screenshot's own scale (device pixels per CSS pixel) from its width, whatever the driver does.
      const scale = bitmap.width / box.vw;
      const pad = 8;
      const sx = Math.max(0, Math.floor((box.x - pad) * scale));
      const sy = Math.max(0, Math.floor((box.y - pad) * scale));
      const w = Math.min(bitmap.width - sx, Math.ceil((box.width + 2 * pad) * scale));
      const h = Math.min(bitmap.height - sy, Math.ceil((box.height + 2 * pad) * scale));
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d');
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, w, h);
      ctx.drawImage(bitmap, sx, sy, w, h, 0, 0, w, h);
      const data = ctx.getImageData(0, 0, w, h).data;
      let bin = '';
      for (let i = 0; i < data.length; i += 0x8000) bin += String.fromCharCode(...data.subarray(i, i + 0x8000));
      return { width: w, height: h, rgba: btoa(bin) };
    }, { png, box });
    const code = jsQR(new Uint8ClampedArray(Buffer.from(rgba, 'base64')), width, height, { inversionAttempts: 'attemptBoth' });
    return code ? code.data : null;
  }
}
