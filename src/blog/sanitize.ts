import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

/** Markup an article body may use: text structure, lists, links, pictures, simple tables. */
const ALLOWED_TAGS = [
  ...['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
  ...['ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption'],
  ...['strong', 'b', 'em', 'i', 'u', 's', 'small', 'mark', 'sub', 'sup', 'span'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
];

/** No `id`/`name` (DOM clobbering), no `style`, no `class`, no event handlers, no `target`. */
const ALLOWED_ATTR = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan'];

/** Never allowed, whatever the list above says; documents intent. */
const FORBID_TAGS = [
  ...['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet'],
  ...['form', 'input', 'button', 'select', 'option', 'textarea', 'label', 'fieldset'],
  ...['link', 'meta', 'base', 'svg', 'math', 'template', 'noscript'],
];

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  FORBID_TAGS,
  FORBID_ATTR: ['style', 'class', 'id', 'name', 'target', 'srcset', 'formaction'],
  // Their text makes no sense without them ("Jetzt eintragen" of a removed button).
  ADD_FORBID_CONTENTS: ['form', 'button', 'select', 'textarea', 'object', 'embed', 'label'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // First line of defence; the hook below checks the parsed protocol as a browser would.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
};

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * The window DOMPurify works in: the browser's, or (prerendering in Node) a jsdom window at the
 * site's URL that the prerenderer hands over (`render()`'s `sanitizerWindow`, the router's
 * context). None in plain Node.
 */
export type SanitizerWindow = Window & typeof globalThis;

const browserWindow = (): SanitizerWindow | undefined =>
  typeof window !== 'undefined' ? window : undefined;

/** The URL as the browser resolves it (it strips tabs, newlines and leading spaces too). */
function resolve(view: SanitizerWindow, value: string): URL | null {
  try {
    return new URL(value, view.location.href);
  } catch {
    return null;
  }
}

function secureLink(view: SanitizerWindow, node: Element): void {
  const href = node.getAttribute('href');
  if (href === null) return;
  const url = resolve(view, href);
  if (!url || !LINK_PROTOCOLS.has(url.protocol)) {
    node.removeAttribute('href');
    return;
  }
  // Links that leave the site open in a new tab that cannot reach back into this page.
  if (url.protocol !== 'mailto:' && url.origin !== view.location.origin) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}

function secureImage(view: SanitizerWindow, node: Element): void {
  const src = node.getAttribute('src');
  const url = src === null ? null : resolve(view, src);
  // An image without a source shows nothing and is invalid HTML (`src` is required): gone.
  if (!url || !IMAGE_PROTOCOLS.has(url.protocol)) {
    node.remove();
    return;
  }
  node.setAttribute('loading', 'lazy');
  node.setAttribute('decoding', 'async');
}

/**
 * A DOMPurify instance of our own, so that these hooks never affect anyone else's. Made per
 * call: an article body is sanitised once per page (and once more per render while
 * prerendering), and making one costs a few percent of the sanitising itself.
 */
function purifierIn(view: SanitizerWindow): Purifier {
  const purifier = DOMPurify(view);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') secureLink(view, node as Element);
    else if (node.nodeName === 'IMG') secureImage(view, node as Element);
  });
  return purifier;
}

/** Whether this window can sanitise (a DOM exists: the browser, or jsdom handed over). */
export function canSanitize(view: SanitizerWindow | undefined = browserWindow()): boolean {
  return view !== undefined && typeof view.document !== 'undefined';
}

/**
 * An article body from the data service made safe to render with `dangerouslySetInnerHTML`:
 * no script, event handler, `javascript:` (or any non-http/mailto) URL, iframe, form or
 * style survives; headings, paragraphs, lists, links, images, emphasis and tables do.
 * External links get `target="_blank" rel="noopener noreferrer"`; images load lazily.
 * Sanitised in `view` (by default the browser's window). Without a DOM (Node, unless the
 * prerenderer handed over a jsdom window) DOMPurify cannot work, so nothing is returned: the
 * body is never rendered unsanitised.
 */
export function sanitizeArticleHtml(
  html: string,
  view: SanitizerWindow | undefined = browserWindow(),
): string {
  if (!view || !canSanitize(view)) return '';
  return purifierIn(view).sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
