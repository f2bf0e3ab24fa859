/**
 * A tiny DOM for timing Preact renders in Node (no jsdom or happy-dom installed): elements,
 * text nodes, attributes, style and listeners, enough for Preact's render and diff. No
 * layout, no selectors, no events fired: it measures the app's own work only.
 */
class ShimNode {
  parentNode: ShimNode | null = null;
  firstChild: ShimNode | null = null;
  lastChild: ShimNode | null = null;
  nextSibling: ShimNode | null = null;
  previousSibling: ShimNode | null = null;
  constructor(readonly nodeType: number, readonly ownerDocument: unknown) {}
  /** Children as an array (Preact reads it only when a root already has children). */
  get childNodes(): ShimNode[] {
    const out: ShimNode[] = [];
    for (let c = this.firstChild; c; c = c.nextSibling) out.push(c);
    return out;
  }
  insertBefore(n: ShimNode, ref: ShimNode | null): ShimNode {
    n.remove();
    const prev = ref ? ref.previousSibling : this.lastChild;
    n.parentNode = this;
    n.previousSibling = prev;
    n.nextSibling = ref;
    if (prev) prev.nextSibling = n; else this.firstChild = n;
    if (ref) ref.previousSibling = n; else this.lastChild = n;
    return n;
  }
  appendChild(n: ShimNode): ShimNode { return this.insertBefore(n, null); }
  removeChild(n: ShimNode): ShimNode {
    if (n.parentNode !== this) return n;
    if (n.previousSibling) n.previousSibling.nextSibling = n.nextSibling; else this.firstChild = n.nextSibling;
    if (n.nextSibling) n.nextSibling.previousSibling = n.previousSibling; else this.lastChild = n.previousSibling;
    n.parentNode = n.nextSibling = n.previousSibling = null;
    return n;
  }
  remove(): void { this.parentNode?.removeChild(this); }
  contains(n: ShimNode | null): boolean {
    for (let x = n; x; x = x.parentNode) if (x === this) return true;
    return false;
  }
}

class ShimText extends ShimNode {
  constructor(public data: string, doc: unknown) { super(3, doc); }
  get nodeValue(): string { return this.data; }
  set nodeValue(v: string) { this.data = v; }
}

class ShimElement extends ShimNode {
  attributes: Record<string, string> = {};
  style: Record<string, string> & { setProperty(k: string, v: string): void; cssText: string };
  private listeners: Record<string, unknown> = {};
  className = '';
  id = '';
  value = '';
  checked = false;
  disabled = false;
  hidden = false;
  constructor(readonly localName: string, doc: unknown, readonly namespaceURI = 'http://www.w3.org/1999/xhtml') {
    super(1, doc);
    const style = { cssText: '' } as ShimElement['style'];
    style.setProperty = (k, v) => { style[k] = v; };
    this.style = style;
  }
  get nodeName(): string { return this.localName.toUpperCase(); }
  get tagName(): string { return this.nodeName; }
  setAttribute(k: string, v: unknown): void { this.attributes[k] = String(v); }
  getAttribute(k: string): string | null { return this.attributes[k] ?? null; }
  removeAttribute(k: string): void { delete this.attributes[k]; }
  hasAttribute(k: string): boolean { return k in this.attributes; }
  addEventListener(type: string, f: unknown): void { this.listeners[type] = f; }
  removeEventListener(type: string): void { delete this.listeners[type]; }
}

/** Installs a `document` global with the shim (and restores the old one on `uninstall`). */
export function installDomShim(): { document: { createElement(tag: string): unknown }; uninstall(): void } {
  const g = globalThis as { document?: unknown };
  const before = g.document;
  const doc = {
    createElement: (tag: string) => new ShimElement(tag, doc),
    createElementNS: (ns: string, tag: string) => new ShimElement(tag, doc, ns),
    createTextNode: (text: string) => new ShimText(String(text), doc),
    getElementById: () => null,
  };
  g.document = doc;
  return { document: doc, uninstall: () => { g.document = before; } };
}
