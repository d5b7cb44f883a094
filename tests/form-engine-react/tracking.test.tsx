import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '@/lib/api/client';
import { createModelStore } from '@/engine/models';
import { createFormEngine, type FormEngine } from '@/features/form-engine/react/engine';
import { FormEngineProvider } from '@/features/form-engine/react/engine-context';
import { ModelFields } from '@/features/form-engine/react/model-fields';
import { useTrackingSender } from '@/features/form-engine/react/tracking';
import { startStubServer, type StubServer } from '../api/support/stub-server';
import { asciiWhitelist, modelConfig } from '../support/model-configs';
import { savedClientId } from '../support/render-form';
import { testI18n } from '../support/i18n';

// Tracking goes through the real API client and tracking mutation to a local HTTP server.

let server: StubServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startStubServer({ corsOrigin: window.location.origin });
  client = createApiClient({ baseUrl: server.origin });
  server.on('GET /api/csrf', { status: 200, body: { requestHeaderName: 'X-CSRF-Token', requestToken: 'csrf-1' } });
  server.on('POST /api/telemetry/tracking', { status: 204 });
});
afterAll(() => server.close());

function Tracked({ engine, children }: { engine: FormEngine; children: ReactNode }) {
  const track = useTrackingSender(client);
  return (
    <FormEngineProvider engine={engine} whitelist={asciiWhitelist} track={track}>
      {children}
    </FormEngineProvider>
  );
}

const tracked = () =>
  server.received.filter((request) => request.method === 'POST').map((request) => JSON.parse(request.body.toString('utf8')));

describe('tracking', () => {
  it('posts once per blur of a changed, valid text field with tracking on, never while invalid', async () => {
    const config = modelConfig(
      [
        { key: 'emailAddress', widget: 'text', label: 'Email', validations: [{ type: 'email' }], props: { enableTrackingFeature: true } },
        { key: 'city', widget: 'text', label: 'City' },
      ],
      { formType: 'Automotive' },
    );
    const engine = createFormEngine(createModelStore([config]));
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={await testI18n()}>
          <Tracked engine={engine}>
            <ModelFields clientId={savedClientId(engine, config)} />
          </Tracked>
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    const city = screen.getByRole('textbox', { name: 'City' });

    await user.type(email, 'ann@');
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(city, 'Reno');
    await user.type(email, 'example.com');
    await user.tab();
    await user.click(email);
    await user.tab();
    await user.clear(email);
    await user.type(email, 'bob@example.com');
    await user.tab();

    await waitFor(() => expect(tracked()).toHaveLength(2));
    expect(tracked()).toEqual([
      { formType: 'Automotive', fieldKey: 'EmailAddress', fieldValue: 'ann@example.com' },
      { formType: 'Automotive', fieldKey: 'EmailAddress', fieldValue: 'bob@example.com' },
    ]);
    const posts = server.received.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.headers['x-csrf-token'])).toEqual(['csrf-1', 'csrf-1']);
  });
});
