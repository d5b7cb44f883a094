import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ModelConfig } from '@/contract/model-config';
import type { PageLayout } from '@/contract/page-layouts';
import { savedModels } from '@/engine/models';
import { claimSession } from '@/features/wizard/claim-session';
import { apiKeys } from '@/lib/api/queries';
import { demoSettlement } from '../support/demo-settlement';
import { filledQueryClient, findPageHeading, renderApp } from '../support/render-app';

// The closing page of a form once its claim was sent: the h1 and the introduction are the ones
// the package wrote for that page (not the site's generic thanks), and after a page was skipped
// the step count is the one the claimant had, although the submit started the answers afresh.

vi.setConfig({ testTimeout: 60_000 });

const CASE = 'In re Brightwater Appliance Litigation';
const HEADING = 'Your vehicle claim reached us';
const INTRO = 'Write down {referenceCode}: the administrator asks for it.';

/** The demo settlement whose Automotive closing page has copy of its own (its section names none). */
function packageWithOwnClosingCopy() {
  const queryClient = filledQueryClient();
  const pages = structuredClone(demoSettlement.pages) as Record<string, PageLayout[]>;
  const closing = pages.Automotive!.at(-1)!;
  expect(closing.sections).toEqual([{ kind: 'confirmation' }]);
  pages.Automotive![pages.Automotive!.length - 1] = { ...closing, heading: 'Closing_Heading', intro: 'Closing_Intro' };
  queryClient.setQueryData(apiKeys.formPages, { forms: pages });
  queryClient.setQueryData(apiKeys.cultureContent('en'), [
    ...demoSettlement.content('en'),
    { key: 'Closing_Heading', value: HEADING },
    { key: 'Closing_Intro', value: INTRO },
  ]);
  return queryClient;
}

describe('the closing page after a claim was sent', () => {
  it("shows the page's own heading and introduction and counts only the steps the claimant had", async () => {
    const queryClient = packageWithOwnClosingCopy();
    const { router, authorization } = await renderApp('/automotive', { queryClient });
    await findPageHeading('File a claim for your vehicle');
    authorization.setAuthorized('Automotive', true);
    await router.navigate({ href: '/automotive/payment-election' });
    await findPageHeading('Choose how to receive your payment');

    // No repairs: the supporting-documents page is skipped, six steps in all.
    const engine = claimSession.engineFor(queryClient.getQueryData<ModelConfig[]>(apiKeys.formsConfig)!);
    const details = savedModels(engine.getStore(), 'Automotive', 'claimDetails')[0]!;
    engine.editField(details.clientId, 'repairVisitCount', 0);
    const { navigation } = router.options.context;
    await navigation.next();
    await findPageHeading('Check your answers before you submit');
    await waitFor(() => expect(document.title).toBe(`Review your claim - step 5 of 6 - ${CASE}`));

    // What the submit does once the server answered: the code is kept, the form starts afresh,
    // and Next goes to the closing page.
    claimSession.submitted('Automotive', 'AUT-7K3Q-9XWM');
    await navigation.next();

    await findPageHeading(HEADING);
    expect(screen.getByText('Write down AUT-7K3Q-9XWM: the administrator asks for it.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Thank you, your claim was submitted' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Claim submitted - step 6 of 6 - ${CASE}`));
    expect(screen.getByText(`Claim submitted - step 6 of 6 - ${CASE}`, { selector: '[aria-live="polite"]' })).toBeInTheDocument();

    // Answering the form anew counts its pages with the new answers again.
    const fresh = savedModels(engine.getStore(), 'Automotive', 'claimDetails')[0]!;
    expect(fresh.fields.repairVisitCount ?? null).toBeNull();
    engine.editField(fresh.clientId, 'vehicleMake', 'Ford');
    expect(navigation.position()).toEqual({ index: 6, count: 7 });
  });

  it("keeps the page's own heading and introduction when its confirmation section names a heading of its own", async () => {
    const queryClient = filledQueryClient();
    const pages = structuredClone(demoSettlement.pages) as Record<string, PageLayout[]>;
    const closing = pages.Standard!.at(-1)!;
    pages.Standard![pages.Standard!.length - 1] = {
      ...closing,
      heading: 'Closing_Heading',
      intro: 'Closing_Intro',
      sections: [{ kind: 'confirmation', heading: 'Closing_CodeHeading', intro: 'Closing_CodeIntro' }],
    };
    queryClient.setQueryData(apiKeys.formPages, { forms: pages });
    queryClient.setQueryData(apiKeys.cultureContent('en'), [
      ...demoSettlement.content('en'),
      { key: 'Closing_Heading', value: 'We have your claim' },
      { key: 'Closing_Intro', value: 'We will write once it is reviewed.' },
      { key: 'Closing_CodeHeading', value: 'Your claim code' },
      { key: 'Closing_CodeIntro', value: 'Keep {referenceCode} for your records.' },
    ]);
    claimSession.submitted('Standard', 'STD-7K3Q-9XWM');
    await renderApp('/standard/confirmation', { queryClient });

    await findPageHeading('We have your claim');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('We will write once it is reviewed.')).toBeInTheDocument();
    const block = screen.getByRole('region', { name: 'Your claim code' });
    expect(within(block).getByRole('heading', { level: 2, name: 'Your claim code' })).toBeInTheDocument();
    expect(within(block).getByText('Keep STD-7K3Q-9XWM for your records.')).toBeInTheDocument();
  });
});
