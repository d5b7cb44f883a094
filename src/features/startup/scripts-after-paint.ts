// A page rendered on the server reads and takes input without its scripts (what is typed before
// they run is kept), so they must never delay its first paint: on a phone's slow link the app's
// scripts are ten times the size of the page and its stylesheet together, and downloading them
// beside the stylesheet pushes the paint back. The built page's entry script and module preloads
// are therefore taken out of the HTML and added by a small inline script once the browser reports
// its first paint (the report, not the page's load event, which can come first on a busy phone).
// A background tab never paints, so there they are added at once, or when the tab is hidden.
// A page can paint before all of it has arrived, so its scripts may run while the end of the page
// (the router's state) is still coming: the entry waits until the page has been read (main.tsx).
//
// With the entry the loader preloads the chunks the entry will import as it takes the page over
// (the router's and the theme layout's, listed by the build: startup-chunks-plugin.ts). Left to
// the entry, they were fetched only once it had downloaded and run, a round trip later on a
// phone's link, and the entry's own task appended their 14 preload links, a long task at a 4x CPU
// slowdown. They are added a few at a time, each batch a task of its own, and the entry after the
// last: the browser compiles each module as it arrives, and the entry, the largest, compiled
// behind them rather than beside them (on a busy phone's cores, the page's own thread finished
// compiling the entry while the others compiled the chunks, a long task).

/** How long after the page's load event the scripts are added if no paint was reported. */
const LAST_RESORT_MS = 3000;

/** How many of the start-up chunks the loader adds in one task. */
const STARTUP_BATCH = 4;

/** The id of the built page's list of start-up chunks (a JSON data block). */
export const STARTUP_CHUNKS_ELEMENT_ID = 'startup-chunks';

/** The chunks a page's start loads (addresses): the router's and each layout's, by layout name,
 *  each with the chunks it imports. */
export interface StartupChunks {
  readonly router: readonly string[];
  readonly layouts: Readonly<Record<string, readonly string[]>>;
}

/** The entry script and module preloads of the built page, in page order, and its start-up
 *  chunks (null in a build without their list). */
interface PageScripts {
  readonly entry: string | null;
  readonly preloads: readonly string[];
  readonly startup: StartupChunks | null;
}

const ENTRY = /<script type="module"(?:\s+crossorigin)?\s+src="([^"]+)"[^>]*><\/script>\s*/g;
const PRELOAD = /<link rel="modulepreload"(?:\s+crossorigin)?\s+href="([^"]+)"[^>]*>\s*/g;
const STARTUP = new RegExp(`\\s*<script type="application/json" id="${STARTUP_CHUNKS_ELEMENT_ID}">([^<]*)</script>`);

/** The built page's script tags, read from its HTML. */
export function pageScripts(html: string): PageScripts {
  const entries = [...html.matchAll(ENTRY)].map((match) => match[1]!);
  if (entries.length > 1) throw new Error(`The built page has ${entries.length} entry scripts; expected one.`);
  const startup = STARTUP.exec(html)?.[1];
  return {
    entry: entries[0] ?? null,
    preloads: [...html.matchAll(PRELOAD)].map((match) => match[1]!),
    startup: startup === undefined ? null : (JSON.parse(startup) as StartupChunks),
  };
}

/** The start-up chunks of a page drawn with `layout`, less those the page already loads. */
function laterChunks({ entry, preloads, startup }: PageScripts, layout: string | null): string[] {
  if (!startup) return [];
  const wanted = [...startup.router, ...(layout === null ? [] : (startup.layouts[layout] ?? []))];
  const loaded = new Set([entry, ...preloads]);
  return [...new Set(wanted)].filter((file) => !loaded.has(file));
}

/** The inline loader: adds the preloads after the first paint (see above), then the `later`
 *  chunks a batch a task, then the entry. The page's data (`data`: addresses its scripts fetch
 *  before taking the page over) is preloaded first, as a fetch in the mode and with the
 *  credentials the app's own fetch uses. */
function loaderScript({ entry, preloads }: PageScripts, data: readonly string[], later: readonly string[]): string {
  // JSON is a valid JavaScript literal; `<` is escaped so no address can close the script element.
  const literal = JSON.stringify({ entry, preloads, data, later }).replace(/</g, '\\u003c');
  return [
    `(function(s){var done=false;function add(rel,href,as){var e=document.createElement(rel?'link':'script');`,
    `if(rel){e.rel=rel;e.href=href;if(as)e.as=as}else{e.type='module';e.src=href}e.crossOrigin='';document.head.appendChild(e)}`,
    `function more(i){s.later.slice(i,i+${STARTUP_BATCH}).forEach(function(h){add('modulepreload',h)});`,
    `if(i+${STARTUP_BATCH}<s.later.length)setTimeout(function(){more(i+${STARTUP_BATCH})},0);else add(null,s.entry)}`,
    `function start(){if(done)return;done=true;s.data.forEach(function(h){add('preload',h,'fetch')});`,
    `s.preloads.forEach(function(h){add('modulepreload',h)});if(s.later.length)setTimeout(function(){more(0)},0);else add(null,s.entry)}`,
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
 *  addresses and the start-up chunks of the router and of `layout` (the theme's). A page
 *  without an entry script is unchanged. */
export function loadScriptsAfterPaint(html: string, nonce: string, data: readonly string[] = [], layout: string | null = null): string {
  const scripts = pageScripts(html);
  if (scripts.entry === null) return html;
  const withoutTags = html.replace(ENTRY, '').replace(PRELOAD, '').replace(STARTUP, '');
  const loader = `<script nonce="${nonce}">${loaderScript(scripts, data, laterChunks(scripts, layout))}</script>`;
  return withoutTags.replace(/<\/head>/i, () => `${loader}\n  </head>`);
}
