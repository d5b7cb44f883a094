import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALREADY_SUBMITTING } from '@/contract/messages';
import type { ApiClient } from '@/lib/api/client';
import { createApiClient } from '@/lib/api/client';
import { memoryKeyStore } from '@/lib/api/idempotency';
import { useClaimSubmission } from '@/lib/api/mutations';
import type { UploadProgress } from '@/lib/api/transport';
import type { StubServer } from './support/stub-server';
import { startStubServer } from './support/stub-server';
import { expectApiError, payload } from './support/fixtures';

// The submission hook in jsdom, whose XMLHttpRequest really sends the multipart body to a local
// server (cross-origin, so the stub answers CORS): one idempotency key per logical submission,
// no second submit while one runs, and upload progress reaching the caller.

let server: StubServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startStubServer({ corsOrigin: window.location.origin });
  client = createApiClient({ baseUrl: server.origin });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  server.on('GET /api/csrf', { status: 200, body: { requestHeaderName: 'X-CSRF-Token', requestToken: 't' } });
});

function renderSubmission() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useClaimSubmission({ client }), { wrapper });
}

const keys = () => server.received.filter((r) => r.method === 'POST').map((r) => r.headers['idempotency-key']);
const claim = (onProgress?: (p: UploadProgress) => void) => ({
  formType: 'Standard' as const,
  payload,
  documents: [{ clientId: 'documentContexts-doc00001', file: new File(['x'.repeat(4096)], 'receipt.pdf', { type: 'application/pdf' }) }],
  onProgress,
});

describe('useClaimSubmission', () => {
  it('reuses the key after a server error, a failed result and a 422, and starts a new one only after a stored claim', async () => {
    server.on('POST /api/forms/standard', (_r, n) =>
      n === 0
        ? { status: 503 }
        : n === 1
          ? { status: 400, body: { nonMatchingPaymentElection: true } }
          : n === 2
            ? { status: 422, body: { error: 'This submission was already received with different answers.' } }
            : { status: 200, body: { referenceCodeForm: `STD-${n}` } },
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = renderSubmission();

    await act(() => expectApiError(result.current.submit(claim()), { status: 503 }));
    await act(async () => {
      await expect(result.current.submit(claim())).resolves.toMatchObject({ nonMatchingPaymentElection: true });
    });
    await act(() => expectApiError(result.current.submit(claim()), { status: 422 }));
    await act(async () => {
      await expect(result.current.submit(claim())).resolves.toMatchObject({ referenceCodeForm: 'STD-3' });
    });
    await act(() => result.current.submit(claim()));

    const [first, ...rest] = keys();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(rest.slice(0, 3)).toEqual([first, first, first]);
    expect(rest[3]).not.toBe(first);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`different claim under Idempotency-Key ${first}`));
    logged.mockRestore();
  });

  it('takes up the key a reload kept, so the retry after a lost answer is the same claim', async () => {
    server.on('POST /api/forms/standard', { status: 200, body: { referenceCodeForm: 'STD-1' } });
    const keys = memoryKeyStore();
    keys.save('Standard', 'kept-across-reload-0001');
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useClaimSubmission({ client, keys }), { wrapper });
    await act(() => result.current.submit(claim()));
    expect(server.received.find((r) => r.method === 'POST')?.headers['idempotency-key']).toBe('kept-across-reload-0001');
    expect(keys.load('Standard')).toBeNull();
  });

  it('refuses a second submit while one runs and keeps showing the first as pending', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.on('POST /api/forms/standard', async () => {
      await held;
      return { status: 200, body: { referenceCodeForm: 'STD-1' } };
    });
    const { result } = renderSubmission();

    let first!: Promise<unknown>;
    act(() => {
      first = result.current.submit(claim());
    });
    await waitFor(() => expect(result.current.mutation.isPending).toBe(true));
    await act(() => expectApiError(result.current.submit(claim()), { kind: 'already-submitting', userMessage: ALREADY_SUBMITTING }));
    expect(result.current.mutation.isPending).toBe(true);

    release();
    await act(() => first);
    await waitFor(() => expect(result.current.mutation.data).toMatchObject({ referenceCodeForm: 'STD-1' }));
    expect(keys()).toHaveLength(1);
  });

  it('reports upload progress up to the whole body', async () => {
    server.on('POST /api/forms/standard', { status: 200, body: { referenceCodeForm: 'STD-1' } });
    const { result } = renderSubmission();
    const progress: UploadProgress[] = [];
    await act(() => result.current.submit(claim((p) => progress.push(p))));

    const bodySize = server.received.find((r) => r.method === 'POST')!.body.length;
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toEqual({ loaded: bodySize, total: bodySize });
  });
});
