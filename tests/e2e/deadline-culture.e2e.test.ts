import { describe, expect, it } from 'vitest';
import { startE2eSession } from './support/session';
import { ADMIN_TOKEN, demoClaimant } from './support/authorized-pages';
import { waitForHydration } from './support/browser';

// A deadline that passes while a claimant is on a form: the server refuses the call (410) and the
// app shows its deadline page, in the claimant's language, with what they typed still kept; and a
// page opened after the deadline sends them to the deadline page in their language too.

const e2e = startE2eSession({ ADMIN_TOKEN });

async function moveDeadline(key: string, passed: boolean): Promise<void> {
  const response = await fetch(`${e2e.server.url}/api/admin/deadlines`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ key, passed }),
  });
  if (!response.ok) throw new Error(`moving ${key} failed: ${response.status}`);
}

describe('a passed deadline, in Spanish', () => {
  it('turns the server’s refusal into the Spanish deadline page and keeps the answers', async () => {
    const page = e2e.page;
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    // A busy machine may take a while to serve the first page: wait for what the claimant sees.
    page.setDefaultTimeout(120_000);
    page.setDefaultNavigationTimeout(120_000);
    await page.goto(`${e2e.server.url}/automotive?culture=es`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Presente un reclamo por su vehículo' }).waitFor();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.getByRole('textbox', { name: /^Número de reclamo/ }).fill(demoClaimant.claimId);
    await page.getByRole('textbox', { name: /^PIN/ }).fill(demoClaimant.pin);

    // The page's cached deadlines still say open: only the server knows.
    await moveDeadline('automotiveFilingDeadline', true);
    try {
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/forms/automotive/authorize'));
      await page.getByRole('button', { name: 'Continuar', exact: true }).press('Enter');
      expect((await answered).status()).toBe(410);
      await page.waitForURL((url) => url.pathname === '/deadline' && url.searchParams.get('culture') === 'es');
      await page.getByRole('heading', { level: 1, name: 'El plazo para presentar reclamos ha vencido' }).waitFor();
      const kept = await page.evaluate(() => sessionStorage.getItem('claims-site:answers'));
      expect(kept).toContain(demoClaimant.claimId);

      // Opening the form again after the deadline: the deadline page, still in Spanish.
      await page.goto(`${e2e.server.url}/automotive?culture=es`, { waitUntil: 'commit' });
      await page.waitForURL((url) => url.pathname === '/deadline' && url.searchParams.get('culture') === 'es');
      await page.getByRole('heading', { level: 1, name: 'El plazo para presentar reclamos ha vencido' }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      await moveDeadline('automotiveFilingDeadline', false);
    }
  }, 300_000);
});
