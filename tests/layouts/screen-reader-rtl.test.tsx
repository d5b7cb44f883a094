import { rm } from 'node:fs/promises';
import { virtual } from '@guidepup/virtual-screen-reader';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formsConfigResponseSchema } from '@/contract/api';
import { apiKeys } from '@/lib/api/queries';
import { loadSettlementFilesSync } from '@server/settlement/load';
import type { Settlement } from '@server/settlement/settlement';
import { readWadiCopy, writeWadiPackage, type WadiCopy } from '../server/support/wadi-package';
import { findPageHeading, renderApp } from '../support/render-app';

// What a screen reader says on a page of the Wadi test package in Arabic, a right-to-left culture
// with its own field keys and mapping names: after a failed Next the error summary is read out
// as an alert, in Arabic, naming the question; after a successful Next the new page's heading is
// read and its title announced.

vi.setConfig({ testTimeout: 60_000 });

let dir = '';
let settlement: Settlement;
let ar: WadiCopy;
beforeAll(async () => {
  Element.prototype.scrollIntoView = () => {};
  dir = await writeWadiPackage();
  settlement = loadSettlementFilesSync(dir);
  ar = await readWadiCopy(dir, 'ar');
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});
afterEach(async () => {
  await virtual.stop();
  document.documentElement.removeAttribute('dir');
  document.documentElement.lang = 'en';
});

/** A query client with the Wadi package's answers, as the server would give them. */
function wadiQueryClient(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, gcTime: Infinity, retry: false } } });
  queryClient.setQueryData(apiKeys.cultures, { ...settlement.info.cultures });
  for (const culture of Object.keys(settlement.info.cultures))
    queryClient.setQueryData(apiKeys.cultureContent(culture), settlement.content(culture));
  queryClient.setQueryData(apiKeys.deadlines, settlement.deadlinesAnswer('cms', new Set()));
  queryClient.setQueryData(apiKeys.formsConfig, formsConfigResponseSchema.parse(settlement.modelConfigs));
  queryClient.setQueryData(apiKeys.formPages, { forms: settlement.pages });
  queryClient.setQueryData(apiKeys.whitelist, settlement.info.allowedCharacters);
  return queryClient;
}

const spoken = async () => (await virtual.spokenPhraseLog()).join('\n');

describe('a screen reader on an Arabic page of the Wadi package', () => {
  it('reads the error summary as an alert after a failed Next, and the next page after a successful one', async () => {
    await renderApp('/standard/payout?culture=ar', { queryClient: wadiQueryClient() });
    await findPageHeading(ar.Wadi_Payout_Heading!);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await virtual.start({ container: document.body });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: ar.Shared_Button_Next }));
    await screen.findByRole('region', { name: ar.Shared_ErrorSummary_Heading });
    await vi.waitFor(async () => expect(await spoken()).toContain(ar.Shared_ErrorSummary_Heading));
    const failed = await spoken();
    // Focus lands on the summary, and the whole summary is read out as an alert, in Arabic.
    expect(failed).toContain(`region, ${ar.Shared_ErrorSummary_Heading}`);
    expect(failed).toMatch(
      new RegExp(`assertive: ${ar.Shared_ErrorSummary_Heading}\\s*${ar.Wadi_Field_Payout}: ${ar.Validation_Required}`),
    );

    await user.click(screen.getByRole('radio', { name: ar.Wadi_Option_Payout_Check }));
    await user.type(screen.getByRole('textbox', { name: ar.Wadi_Field_ChequeName }), 'Layla Haddad');
    await virtual.clearSpokenPhraseLog();
    await user.click(screen.getByRole('button', { name: ar.Shared_Button_Next }));
    await findPageHeading(ar.Wadi_Proofs_Heading!);
    await vi.waitFor(async () => expect(await spoken()).toContain(ar.Wadi_Proofs_Heading));
    const succeeded = await spoken();
    // Focus moves to the new page's heading, and its title with the step is announced.
    expect(succeeded).toContain(`heading, ${ar.Wadi_Proofs_Heading}, level 1`);
    expect(succeeded).toMatch(new RegExp(`polite: .*${ar.Wadi_Proofs_Title}.*4.*6.*Haddad v\\. Wadi Groves Co\\.`));
    expect(succeeded).not.toContain(ar.Shared_ErrorSummary_Heading);
  });
});
