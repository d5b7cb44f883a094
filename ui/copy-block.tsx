import { useMemo, type ComponentProps } from 'react';
import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { cn } from './cn';

/** The markup copy may use: paragraphs, lists, basic inline formatting and links. */
const copyBlockAllowedTags = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'span', 'small', 'sub', 'sup', 'a', 'ul', 'ol', 'li'];

/** The attributes copy may use; DOMPurify still drops unsafe URLs such as javascript:. */
const copyBlockAllowedAttributes = ['href', 'title', 'target', 'rel', 'lang', 'dir'];

/** Options for sanitizeCopy. */
interface SanitizeCopyOptions {
  /** Words or phrases to mask, matched case-insensitively as whole words. */
  censor?: readonly string[] | undefined;
  /** Replacement for a censored match; a run of asterisks of the same length by default. */
  mask?: ((match: string) => string) | undefined;
  /** The origin links are compared with; the page's own origin by default. */
  origin?: string | undefined;
}

// The browser's own DOM and origin by default. Server rendering has neither, so it supplies a
// DOM of its own and the request's origin: the copy must come out exactly as the browser's
// sanitizing would write it, or the page would not match when the browser takes it over.
let purifier: Purifier = DOMPurify;
let pageOrigin = (): string | undefined => globalThis.location?.origin;
/** The server's DOM, made on the first sanitizing that needs it (see setCopySanitizingEnvironment). */
let windowToMake: (() => WindowLike) | null = null;

/** Sanitizes copy with the DOM `makeWindow` returns and treats links as seen from `origin()`
 *  (server rendering). The window is made when copy is first sanitized, not now: a server DOM is
 *  costly to load, and most settlements show no HTML copy at all. */
export function setCopySanitizingEnvironment(makeWindow: () => WindowLike, origin: () => string | undefined): void {
  windowToMake = makeWindow;
  pageOrigin = origin;
}

function currentPurifier(): Purifier {
  if (windowToMake) {
    purifier = DOMPurify(windowToMake());
    windowToMake = null;
  }
  return purifier;
}

/** NodeFilter.SHOW_TEXT, which a server-side DOM does not put on the global object. */
const SHOW_TEXT = 4;

/** Escapes a string for use as a literal inside a regular expression. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Builds the pattern for the censor list, or null when there is nothing to censor. */
function censorPattern(words: readonly string[] | undefined): RegExp | null {
  const terms = (words ?? []).map((w) => w.trim()).filter(Boolean);
  if (terms.length === 0) return null;
  // Longest first so "claim number" wins over "claim"; letter/digit lookarounds instead of \b
  // so words with accents or punctuation at their edges still match as whole words.
  const alternatives = [...terms].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

/** Makes a link safe to leave the site: new tabs and other origins get rel="noopener noreferrer". */
function secureLink(anchor: HTMLAnchorElement, origin: string | undefined): void {
  const target = anchor.getAttribute('target');
  if (target !== null && target !== '_blank') anchor.removeAttribute('target');
  const href = anchor.getAttribute('href');
  let external = anchor.getAttribute('target') === '_blank';
  if (href && origin) {
    try {
      const url = new URL(href, origin);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== new URL(origin).origin) external = true;
    } catch {
      external = true;
    }
  }
  if (external) anchor.setAttribute('rel', 'noopener noreferrer');
}

/** Masks every censored word in the text nodes under `root`, leaving markup untouched. */
function censorText(root: Node, pattern: RegExp, mask: (match: string) => string): void {
  const walker = root.ownerDocument!.createTreeWalker(root, SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    const masked = text.replace(pattern, mask);
    if (masked !== text) node.nodeValue = masked;
  }
}

/** Sanitizes HTML copy to the allowed markup, secures its links and masks censored words. */
export function sanitizeCopy(html: string, { censor, mask, origin = pageOrigin() }: SanitizeCopyOptions = {}): string {
  const fragment = currentPurifier().sanitize(html, {
    ALLOWED_TAGS: copyBlockAllowedTags,
    ALLOWED_ATTR: copyBlockAllowedAttributes,
    RETURN_DOM_FRAGMENT: true,
  });
  fragment.querySelectorAll('a').forEach((a) => secureLink(a, origin));
  const pattern = censorPattern(censor);
  if (pattern) censorText(fragment, pattern, mask ?? ((m) => '*'.repeat(m.length)));
  const container = fragment.ownerDocument.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}

/** Props of CopyBlock. */
interface CopyBlockProps extends Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML copy, e.g. from the localized content; sanitized before it is rendered. */
  html: string;
  /** Words or phrases to mask in the text. */
  censor?: readonly string[];
  /** Replacement for a censored match. */
  mask?: (match: string) => string;
}

/** Renders HTML copy, sanitized and optionally censored (contract: "HTML paragraphs with censoring"). */
export function CopyBlock({ html, censor, mask, className, ...props }: CopyBlockProps) {
  const censorKey = censor?.join('\u0000');
  const clean = useMemo(
    () => sanitizeCopy(html, { censor: censorKey ? censorKey.split('\u0000') : undefined, mask }),
    [html, censorKey, mask],
  );
  return (
    <div
      data-slot="copy-block"
      className={cn(
        'space-y-3 break-words [&_a]:text-link [&_a]:underline [&_a:hover]:no-underline [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6',
        className,
      )}
      // The HTML has just been sanitized by DOMPurify with a closed list of tags and attributes.
      dangerouslySetInnerHTML={{ __html: clean }}
      {...props}
    />
  );
}
