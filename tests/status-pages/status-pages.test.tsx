import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formsConfigResponseSchema } from '@/contract/api';
import { REQUEST_FAILED } from '@/contract/messages';
import { apiKeys } from '@/lib/api/queries';
import { demoSettlement } from '../support/demo-settlement';
import { filledQueryClient, findPageHeading, renderApp } from '../support/render-app';

// The status pages outside the forms: which of them start the forms afresh, and what a claimant
// reads when the site's own set-up is wrong.

vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
});

describe.each([
  ['an unknown path (the catch-all route)', '/no/such/page', 'We could not find that page'],
  ['/page-not-found', '/page-not-found', 'We could not find that page'],
  ['/session-expired', '/session-expired?form=Standard', 'Your session has expired'],
])('%s', (_name, path, heading) => {
  it('clears the answers typed before it', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/standard/claimant-info');
    await findPageHeading('Tell us about yourself');
    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Ada');
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Ada');

    await act(() => router.navigate({ href: path }));
    await findPageHeading(heading);

    await act(() => router.navigate({ href: '/standard/claimant-info' }));
    await findPageHeading('Tell us about yourself');
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('');
  });
});

describe('a model config the engine cannot use', () => {
  it('shows the claimant the generic message, and the problem only in the console', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const configs = formsConfigResponseSchema.parse(demoSettlement.modelConfigs);
      // A rule that names a field no model has: a mistake in the settlement's set-up.
      const broken = configs.map((config) =>
        config.metadata.formType === 'Standard' && config.metadata.dtoMapping === 'claimantInfo'
          ? {
              ...config,
              fields: config.fields.map((field, index) =>
                index === 0 ? { ...field, validations: [{ type: 'requiredIf' as const, field: 'noSuchField', value: 'x' }] } : field,
              ),
            }
          : config,
      );
      const queryClient = filledQueryClient();
      queryClient.setQueryData(apiKeys.formsConfig, broken);

      await renderApp('/standard/claimant-info', { queryClient });
      await findPageHeading('Sorry, something went wrong');
      expect(screen.getByText(REQUEST_FAILED)).toBeVisible();
      expect(document.body).not.toHaveTextContent(/noSuchField/);
      expect(errors.mock.calls.flat().map(String).join('\n')).toMatch(/noSuchField/);
    } finally {
      errors.mockRestore();
    }
  });
});
