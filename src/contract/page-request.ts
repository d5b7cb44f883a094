// What a server render may read of the request it renders: the one door from the request to the
// render. The rendered-page cache (server/http/routes/render.ts) keys each kept page on every field
// here, so a page is never handed to a visitor whose request would have rendered another page.
// A new input is a new field: the compiler then asks for its reader below, and the key takes it
// up with no other change. The render gets no headers and no cookies; reading one means adding
// it here, where it joins the key.

/** Everything of a request a rendered page may depend on. */
export interface PageRequest {
  /** Scheme, host and port: the host's first label can name the culture (es.claims.example), and
   *  the links of HTML copy are judged against the origin. */
  readonly origin: string;
  readonly pathname: string;
  /** The query string as sent, with its `?` (`culture=`, and whatever a route reads). */
  readonly search: string;
}

/** How each field is read from the request's address; the key is built from this same record. */
const readers: { readonly [Field in keyof PageRequest]-?: (url: URL) => PageRequest[Field] } = {
  origin: (url) => url.origin,
  pathname: (url) => url.pathname,
  search: (url) => url.search,
};

const fields = Object.keys(readers) as (keyof PageRequest)[];

/** The inputs of the page a request asks for. */
export function pageRequestOf(request: Request): PageRequest {
  const url = new URL(request.url);
  return Object.fromEntries(fields.map((field) => [field, readers[field](url)])) as unknown as PageRequest;
}

/** The cache key of a page: every field, in a fixed order. */
export function pageRequestKey(page: PageRequest): string {
  return JSON.stringify(fields.map((field) => page[field]));
}

/** The address the render works with, made from the fields alone. */
export function pageRequestUrl(page: PageRequest): URL {
  return new URL(`${page.origin}${page.pathname}${page.search}`);
}
