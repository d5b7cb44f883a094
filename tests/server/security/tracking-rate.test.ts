// The tracking call takes a claimant's pace of events from one session, not a script's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@/contract/endpoints';
import { TRACKING_EVENTS_PER_MINUTE } from '@server/http/routes/session';
import { Browser, startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.cleanup();
});

const event = { formType: 'Standard', fieldKey: 'VIN', fieldValue: '1' };

describe('tracking events from one session', () => {
  it('are refused with 429 past the limit, while another session goes on', async () => {
    const script = new Browser(server.url);
    await script.getCsrf();
    const statuses: number[] = [];
    for (let i = 0; i < TRACKING_EVENTS_PER_MINUTE + 5; i += 1) statuses.push((await script.postJson(endpoints.tracking, event)).status);
    expect(statuses.slice(0, TRACKING_EVENTS_PER_MINUTE).every((status) => status === 204)).toBe(true);
    expect(statuses.slice(TRACKING_EVENTS_PER_MINUTE)).toEqual([429, 429, 429, 429, 429]);

    const claimant = new Browser(server.url);
    await claimant.getCsrf();
    expect((await claimant.postJson(endpoints.tracking, event)).status).toBe(204);
  });
});
