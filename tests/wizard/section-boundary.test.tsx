import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SectionOf } from '@/contract/page-layouts';
import { buildSitePages } from '@/features/navigation/site-pages';
import { SectionBoundary } from '@/features/wizard/section-boundary';
import { sectionViews } from '@/features/wizard/wizard-sections';
import { mappedConfig } from '../support/model-configs';
import { renderBlock } from '../support/render-form';

// A section that throws while it renders takes down only itself: the page's other sections stay,
// and the broken one says so in a sentence, with the error in the console for the administrator.

const claimant = mappedConfig('claimantInfo', [
  { key: 'FirstName', widget: 'text', label: 'First name' },
  { key: 'LastName', widget: 'text', label: 'Last name' },
]);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a wizard page section that throws', () => {
  it('shows a short message in its place, keeps the other sections and logs the error', async () => {
    const logged: unknown[][] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
    const pages = buildSitePages({ forms: {} });
    const Fields = sectionViews.fields;
    const broken: SectionOf<'fields'> = { kind: 'fields', mapping: 'claimantInfo', keys: ['FaxNumber'], legend: 'Fax' };
    const working: SectionOf<'fields'> = { kind: 'fields', mapping: 'claimantInfo', keys: ['FirstName', 'LastName'], legend: 'About_You' };
    await renderBlock(
      [claimant],
      () => (
        <>
          <SectionBoundary name="/standard/claimant-info, section 0 (fields)">
            <Fields formType="Standard" section={broken} pages={pages} progress={undefined} />
          </SectionBoundary>
          <SectionBoundary name="/standard/claimant-info, section 1 (fields)">
            <Fields formType="Standard" section={working} pages={pages} progress={undefined} />
          </SectionBoundary>
        </>
      ),
      {
        copy: {
          en: {
            About_You: 'About you',
            Fax: 'Fax',
            Shared_ErrorMessage_RequestFailed: 'Your request failed. Please reload and try again.',
          },
        },
      },
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Your request failed. Please reload and try again.');
    expect(screen.getByRole('group', { name: 'About you' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Fax' })).toBeNull();
    expect(logged.some((args) => String(args[0]).includes('section 0 (fields) could not be shown'))).toBe(true);
    expect(logged.some((args) => args.some((arg) => arg instanceof Error && arg.message.includes('has no field "faxNumber"')))).toBe(true);
  });
});
