import { virtual } from '@guidepup/virtual-screen-reader';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderApp } from '../support/render-app';

// What a screen reader says on a wizard page, through a virtual screen reader that reads the
// accessibility tree as assistive technology does: after a failed Next the error summary is read
// out in full (not only "region, There is a problem"), and after a successful Next the new
// page is announced.

vi.setConfig({ testTimeout: 60_000 });

beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

afterEach(async () => {
  await virtual.stop();
});

describe('a screen reader on a wizard page', () => {
  it('reads the error summary after a failed Next, and the next page after a successful one', async () => {
    await renderApp('/standard/payment-election');
    await findPageHeading('Choose how to receive your payment');
    await virtual.start({ container: document.body });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('region', { name: 'There is a problem' });
    await vi.waitFor(async () => expect((await virtual.spokenPhraseLog()).join('\n')).toContain('There is a problem'));
    const failed = (await virtual.spokenPhraseLog()).join('\n');
    // Focus lands on the summary, and its whole content is read out, not only its heading.
    expect(failed).toContain('region, There is a problem');
    expect(failed).toMatch(/assertive: There is a problem\s*How would you like to be paid\?: Value is required/);

    await virtual.clearSpokenPhraseLog();
    await user.click(screen.getByRole('radio', { name: 'Paper check by mail' }));
    await user.type(screen.getByRole('textbox', { name: /^Name to print/ }), 'Dana Whitfield');
    await virtual.clearSpokenPhraseLog();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await findPageHeading('Upload your proof of purchase');
    await vi.waitFor(async () => expect((await virtual.spokenPhraseLog()).join('\n')).toContain('Upload your proof of purchase'));
    const succeeded = (await virtual.spokenPhraseLog()).join('\n');
    // Focus moves to the new page's heading, and its title with the step is announced.
    expect(succeeded).toContain('heading, Upload your proof of purchase, level 1');
    expect(succeeded).toContain('polite: Supporting documents - step 4 of 6 - In re Brightwater Appliance Litigation');
    expect(succeeded).not.toContain('There is a problem');
  });
});
