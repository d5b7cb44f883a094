// A page rendered on the server reads and takes input without its scripts (what is typed before
// they run is kept), so they must never delay its first paint: on a phone's slow link the app's
// scripts are ten times the size of the page and its stylesheet together, and downloading them
// beside the stylesheet pushes the paint back. The built page's entry script and module preloads
// are therefore taken out of the HTML and added by a small inline script once the browser reports
// its first paint (the report, not the page's load event, which can come first on a busy phone).
// A background tab never paints, so there they are added at once, or when the tab is hidden.
// A page can paint before all of it has arrived, so its scripts may run while the end of the page
// (the router's state) is still coming: the entry waits until the page has been read (main.tsx).

/** How long after the page's load event the scripts are added if no paint was reported. */
const LAST_RESORT_MS = 3000;

/** The entry script and module preloads of the built page, in page order. */
interface PageScripts {
  readonly entry: string | null;
  readonly preloads: readonly string[];
}

const ENTRY = /<script type="module"(?:\s+crossorigin)?\s+src="([^"]+)"[^>]*><\/script>\s*/g;
const PRELOAD = /<link rel="modulepreload"(?:\s+crossorigin)?\s+href="([^"]+)"[^>]*>\s*/g;

/** The built page's script tags, read from its HTML. */
export function pageScripts(html: string): PageScripts {
  const entries = [...html.matchAll(ENTRY)].map((match) => match[1]!);
  if (entries.length > 1) throw new Error(`The built page has ${entries.length} entry scripts; expected one.`);
  return { entry: entries[0] ?? null, preloads: [...html.matchAll(PRELOAD)].map((match) => match[1]!) };
}

/** The inline loader: adds the preloads and the entry after the first paint (see above). The
 *  page's data (`data`: addresses its scripts fetch before taking the page over) is preloaded with
 *  them, as a fetch in the mode and with the credentials the app's own fetch uses. */
function loaderScript({ entry, preloads }: PageScripts, data: readonly string[]): string {
  // JSON is a valid JavaScript literal; `<` is escaped so no address can close the script element.
  const literal = JSON.stringify({ entry, preloads, data }).replace(/</g, '\\u003c');
  return [
    `(function(s){var done=false;function add(rel,href,as){var e=document.createElement(rel?'link':'script');`,
    `if(rel){e.rel=rel;e.href=href;if(as)e.as=as}else{e.type='module';e.src=href}e.crossOrigin='';document.head.appendChild(e)}`,
    `function start(){if(done)return;done=true;s.data.forEach(function(h){add('preload',h,'fetch')});`,
    `s.preloads.forEach(function(h){add('modulepreload',h)});add(null,s.entry)}`,
    `var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];`,
    `if(document.visibilityState!=='visible'||types.indexOf('paint')<0)return start();`,
    `new PerformanceObserver(function(l,o){o.disconnect();start()}).observe({type:'paint',buffered:true});`,
    // A tab sent to the background before its first paint will not paint: it loads them then.
    `document.addEventListener('visibilitychange',function(){if(document.visibilityState!=='visible')start()});`,
    // Should a browser never report the paint, the page still becomes interactive: a last resort
    // well after the page has loaded, far past any paint.
    `addEventListener('load',function(){setTimeout(start,${LAST_RESORT_MS})})})(${literal});`,
  ].join('');
}

/** The rendered page with its entry script and preloads added only after the first paint, by an
 *  inline script carrying the response's CSP nonce, which also preloads the page's `data`
 *  addresses. A page without an entry script is unchanged. */
export function loadScriptsAfterPaint(html: string, nonce: string, data: readonly string[] = []): string {
  const scripts = pageScripts(html);
  if (scripts.entry === null) return html;
  const withoutTags = html.replace(ENTRY, '').replace(PRELOAD, '');
  const loader = `<script nonce="${nonce}">${loaderScript(scripts, data)}</script>`;
  return withoutTags.replace(/<\/head>/i, () => `${loader}\n  </head>`);
}
