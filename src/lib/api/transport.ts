// How bytes reach the server. fetch for everything except uploads: fetch cannot report upload
// progress (request-body streaming has no progress events and needs HTTP/2), so the multipart
// submit goes through XMLHttpRequest and its upload progress events.

/** Bytes of the request body sent so far, of the total (0 when the browser cannot tell). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** One request, as the transports take it. */
interface TransportRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
  signal?: AbortSignal;
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** The status and raw text of an answer. A transport rejects only when no answer arrived. */
interface TransportResponse {
  status: number;
  text: string;
}

/** Sends one request. */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** Sends requests with fetch, same-origin credentials (the CSRF cookie travels with them). */
export const fetchTransport: Transport = async ({ method, url, headers, body, signal }) => {
  const response = await fetch(url, { method, headers, body, signal, credentials: 'same-origin' });
  return { status: response.status, text: await response.text() };
};

/** The part of XMLHttpRequest the upload transport uses, so tests can hand in a stand-in. */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: string | FormData | null): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  addEventListener(type: 'load' | 'error' | 'abort' | 'timeout', listener: () => void): void;
  readonly upload: {
    addEventListener(type: 'progress', listener: (event: { loaded: number; total: number; lengthComputable: boolean }) => void): void;
  };
}

/** Sends requests with XMLHttpRequest and reports upload progress. */
export function xhrTransport(createXhr: () => XhrLike = () => new XMLHttpRequest()): Transport {
  return ({ method, url, headers, body, signal, onUploadProgress }) =>
    new Promise<TransportResponse>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const xhr = createXhr();
      const onAbortSignal = () => xhr.abort();
      const settle = () => signal?.removeEventListener('abort', onAbortSignal);
      xhr.open(method, url);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      if (onUploadProgress) {
        xhr.upload.addEventListener('progress', (event) =>
          onUploadProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 }),
        );
      }
      xhr.addEventListener('load', () => {
        settle();
        resolve({ status: xhr.status, text: xhr.responseText });
      });
      xhr.addEventListener('error', () => {
        settle();
        reject(new TypeError(`${method} ${url}: network error`));
      });
      xhr.addEventListener('timeout', () => {
        settle();
        reject(new TypeError(`${method} ${url}: timed out`));
      });
      xhr.addEventListener('abort', () => {
        settle();
        reject(signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError'));
      });
      signal?.addEventListener('abort', onAbortSignal);
      xhr.send(body ?? null);
    });
}

/** The upload transport for this environment: XMLHttpRequest in a browser, fetch elsewhere. */
export function defaultUploadTransport(): Transport {
  return typeof XMLHttpRequest === 'function' ? xhrTransport() : fetchTransport;
}
