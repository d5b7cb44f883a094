import { describe, expect, it, vi } from 'vitest';
import { SUBMISSION_FAILED } from '@/contract/messages';
import { createApiClient } from '@/lib/api/client';
import type { UploadProgress, XhrLike } from '@/lib/api/transport';
import { xhrTransport } from '@/lib/api/transport';
import { expectApiError, payload, token } from './support/fixtures';

// The upload transport with a stand-in for XMLHttpRequest (Node has none): the stand-in records
// what the transport asks of it and lets the test play the browser's events in order. Real upload
// progress over the network is covered by the end-to-end tests in Chromium.

type ProgressListener = (event: { loaded: number; total: number; lengthComputable: boolean }) => void;

class FakeXhr implements XhrLike {
  opened: [string, string] | null = null;
  headers: Record<string, string> = {};
  sent: string | FormData | null | undefined = undefined;
  aborted = false;
  status = 0;
  responseText = '';
  private listeners = new Map<string, (() => void)[]>();
  private uploadListeners: ProgressListener[] = [];
  readonly upload = {
    addEventListener: (_type: 'progress', listener: ProgressListener) => {
      this.uploadListeners.push(listener);
    },
  };
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: string | FormData | null) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.emit('abort');
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  /** Plays an upload progress event, as the browser fires them while the body goes out. */
  progress(loaded: number, total: number, lengthComputable = true) {
    for (const listener of this.uploadListeners) listener({ loaded, total, lengthComputable });
  }
  /** Plays the end of the exchange: an answer, or a network error. */
  respond(status: number, text: string) {
    this.status = status;
    this.responseText = text;
    this.emit('load');
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

function setup() {
  const xhrs: FakeXhr[] = [];
  const transport = xhrTransport(() => {
    const xhr = new FakeXhr();
    xhrs.push(xhr);
    return xhr;
  });
  return { xhrs, transport };
}

describe('xhrTransport', () => {
  it('opens, sets the headers, sends the body and reports upload progress in bytes', async () => {
    const { xhrs, transport } = setup();
    const progress: UploadProgress[] = [];
    const body = new FormData();
    const pending = transport({
      method: 'POST',
      url: '/api/forms/standard',
      headers: { 'X-CSRF-Token': 't' },
      body,
      onUploadProgress: (p) => progress.push(p),
    });
    const xhr = xhrs[0]!;
    expect(xhr.opened).toEqual(['POST', '/api/forms/standard']);
    expect(xhr.headers).toEqual({ 'X-CSRF-Token': 't' });
    expect(xhr.sent).toBe(body);
    xhr.progress(0, 2048);
    xhr.progress(1024, 2048);
    xhr.progress(2048, 2048);
    xhr.respond(200, '{"referenceCodeForm":"STD-1"}');
    await expect(pending).resolves.toEqual({ status: 200, text: '{"referenceCodeForm":"STD-1"}' });
    expect(progress).toEqual([
      { loaded: 0, total: 2048 },
      { loaded: 1024, total: 2048 },
      { loaded: 2048, total: 2048 },
    ]);
  });

  it('reports total 0 when the browser cannot tell the size', async () => {
    const { xhrs, transport } = setup();
    const progress: UploadProgress[] = [];
    const pending = transport({ method: 'POST', url: '/x', headers: {}, body: 'x', onUploadProgress: (p) => progress.push(p) });
    xhrs[0]!.progress(300, 0, false);
    xhrs[0]!.respond(204, '');
    await pending;
    expect(progress).toEqual([{ loaded: 300, total: 0 }]);
  });

  it('rejects when the network fails', async () => {
    const { xhrs, transport } = setup();
    const pending = transport({ method: 'POST', url: '/x', headers: {} });
    xhrs[0]!.emit('error');
    await expect(pending).rejects.toThrow(/network error/);
  });

  it("aborts the request when the caller's signal fires", async () => {
    const { xhrs, transport } = setup();
    const controller = new AbortController();
    const pending = transport({ method: 'POST', url: '/x', headers: {}, signal: controller.signal });
    controller.abort();
    expect(xhrs[0]!.aborted).toBe(true);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends nothing when the signal has already fired', async () => {
    const { xhrs, transport } = setup();
    await expect(transport({ method: 'POST', url: '/x', headers: {}, signal: AbortSignal.abort() })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(xhrs).toHaveLength(0);
  });
});

describe('submit through the XHR transport', () => {
  function client() {
    const { xhrs, transport } = setup();
    return { xhrs, api: createApiClient({ uploadTransport: transport }) };
  }
  const documents = [{ clientId: 'documentContexts-doc00001', file: new File(['abc'], 'a.pdf', { type: 'application/pdf' }) }];

  it('passes upload progress to onProgress and maps the answer like any call', async () => {
    const { xhrs, api } = client();
    const progress: UploadProgress[] = [];
    const pending = api.submit({
      formType: 'Standard',
      payload,
      documents,
      idempotencyKey: 'k',
      csrf: token,
      onProgress: (p) => progress.push(p),
    });
    // The client checks the payload against its lazily loaded schemas before it sends.
    await vi.waitFor(() => expect(xhrs).toHaveLength(1));
    const xhr = xhrs[0]!;
    expect(xhr.opened).toEqual(['POST', '/api/forms/standard']);
    expect(xhr.headers).toMatchObject({ 'X-CSRF-Token': 'token-123', 'Idempotency-Key': 'k' });
    expect(xhr.headers).not.toHaveProperty('Content-Type');
    xhr.progress(500, 1000);
    xhr.respond(400, '{"error":"Duplicate claim"}');
    await expect(pending).resolves.toMatchObject({ status: 400, error: 'Duplicate claim' });
    expect(progress).toEqual([{ loaded: 500, total: 1000 }]);
  });

  it('maps a 500 and a network error to the submission message', async () => {
    const { xhrs, api } = client();
    const first = api.submit({ formType: 'Standard', payload, documents, idempotencyKey: 'k', csrf: token });
    await vi.waitFor(() => expect(xhrs).toHaveLength(1));
    xhrs[0]!.respond(500, '');
    await expectApiError(first, { kind: 'status', status: 500, userMessage: SUBMISSION_FAILED });
    const second = api.submit({ formType: 'Standard', payload, documents, idempotencyKey: 'k', csrf: token });
    await vi.waitFor(() => expect(xhrs).toHaveLength(2));
    xhrs[1]!.emit('error');
    await expectApiError(second, { kind: 'network', status: null, userMessage: SUBMISSION_FAILED });
  });

  it('maps a cancelled upload to an aborted error', async () => {
    const { api } = client();
    const controller = new AbortController();
    const pending = api.submit({ formType: 'Standard', payload, documents, idempotencyKey: 'k', csrf: token, signal: controller.signal });
    controller.abort();
    await expectApiError(pending, { kind: 'aborted', userMessage: SUBMISSION_FAILED });
  });
});
