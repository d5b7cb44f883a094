import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appStateStore } from '@/features/app-state/app-state-context';
import { findPageHeading, renderApp } from '../support/render-app';
import { axeViolations } from '../support/axe';

// The first render loads the route and layout modules; on a busy two-core CI machine that can
// take several seconds.
vi.setConfig({ testTimeout: 30_000 });

// jsdom lacks the pointer-capture and scrolling APIs Radix's menu and the page change call.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

const site = 'https://www.brightwatersettlement.example';
const year = String(new Date().getFullYear());

function headerLink(name: string) {
  return screen.getByRole('link', { name: `${name} (opens in a new tab)` });
}

describe.each([
  ['jnd-7-0-default', '/faqs'],
  ['jnd-9-0-kontent', '/faq'],
] as const)('%s header', (theme, faqPath) => {
  it('links to the project site in new tabs, with the contract paths', async () => {
    await renderApp('/lookup', { theme });
    await findPageHeading('Look up your claim');
    const nav = screen.getByRole('navigation', { name: 'Settlement website' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home (opens in a new tab)', site],
      ['Key Dates (opens in a new tab)', `${site}/dates`],
      ['Important Documents (opens in a new tab)', `${site}/documents`],
      ['FAQ (opens in a new tab)', `${site}${faqPath}`],
      ['Documents Upload (opens in a new tab)', `${site}/optout`],
      ['Class Counsel (opens in a new tab)', `${site}/counsel`],
      ['Contact Us (opens in a new tab)', `${site}/contact-us`],
    ]);
    expect(headerLink('Key Dates')).toHaveAttribute('target', '_blank');
    expect(headerLink('Key Dates')).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the claims-administration label, case name and case number', async () => {
    await renderApp('/lookup', { theme });
    await findPageHeading('Look up your claim');
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('Claims Administration');
    expect(header).toHaveTextContent('In re Brightwater Appliance Litigation');
    expect(header).toHaveTextContent('Case No. 3:24-cv-01234');
  });

  it('offers claim status, document upload and address change in the dropdown', async () => {
    const user = userEvent.setup();
    await renderApp('/lookup', { theme });
    await findPageHeading('Look up your claim');
    await user.click(screen.getByRole('button', { name: 'More' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href'), item.getAttribute('target')])).toEqual([
      ['Check Claim Status (opens in a new tab)', `${site}/claim/status`, '_blank'],
      ['Upload Documents (opens in a new tab)', `${site}/documents`, '_blank'],
      ['Change My Address (opens in a new tab)', `${site}/coa`, '_blank'],
    ]);
  });

  it('opens the dropdown from the keyboard with focus on its first item, and Escape brings focus back to the button', async () => {
    const user = userEvent.setup();
    await renderApp('/lookup', { theme });
    await findPageHeading('Look up your claim');
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    more.focus();
    await user.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: 'Check Claim Status (opens in a new tab)' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Upload Documents (opens in a new tab)' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'More' })).toHaveFocus();
  });

  it('uses the Spanish project site and offers the switch back to English', async () => {
    const user = userEvent.setup();
    await renderApp('/lookup?culture=es', { theme });
    await findPageHeading('Consulte su reclamo');
    expect(screen.getByRole('link', { name: 'Inicio (se abre en una pestaña nueva)' })).toHaveAttribute('href', `${site}/es`);
    await user.click(screen.getByRole('link', { name: 'English' }));
    await findPageHeading('Look up your claim');
    expect(document.documentElement.lang).toBe('en');
    // The switch is gone; the language menu now marks English as the current language.
    expect(document.querySelector('[data-slot="english-switch"]')).toBeNull();
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('footers', () => {
  it('standard (jnd-7): heading, instructions and call, fax, email and mail entries', async () => {
    await renderApp('/lookup', { theme: 'jnd-7-0-default' });
    await findPageHeading('Look up your claim');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Questions? Contact the Settlement Administrator' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '1-877-555-0142' })).toHaveAttribute('href', 'tel:18775550142');
    expect(within(footer).getByRole('link', { name: 'info@brightwatersettlement.example' })).toHaveAttribute(
      'href',
      'mailto:info@brightwatersettlement.example',
    );
    expect(footer).toHaveTextContent('Fax: 1-877-555-0143');
    expect(footer).toHaveTextContent('Mail: Brightwater Appliance Settlement Administrator');
    expect(footer).toHaveTextContent(`© ${year} Brightwater Appliance Settlement Administrator. All rights reserved.`);
  });

  it('kontent: questions heading, welcome line with the settlement name, phone, email and address', async () => {
    await renderApp('/lookup', { theme: 'jnd-9-0-kontent' });
    await findPageHeading('Look up your claim');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Have questions?' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('Welcome to the official claims website of the Brightwater Appliance Settlement.');
    expect(within(footer).getByRole('link', { name: '1-877-555-0142' })).toBeInTheDocument();
    expect(footer).not.toHaveTextContent('Fax');
    expect(footer).toHaveTextContent(`© ${year}`);
  });

  it('FTC: the header block, the copy block and the administrator’s phone, email and address, in the active language', async () => {
    await renderApp('/lookup?culture=es', { theme: 'ftc-7-0-default' });
    await findPageHeading('Consulte su reclamo');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Reembolsos del Acuerdo de Electrodomésticos Brightwater' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '1-877-555-0142' })).toHaveAttribute('href', 'tel:18775550142');
    expect(within(footer).getByRole('link', { name: 'info@brightwatersettlement.example' })).toHaveAttribute(
      'href',
      'mailto:info@brightwatersettlement.example',
    );
    expect(footer.querySelector('address')?.innerHTML.split('<br>')).toEqual([
      'Administrador del Acuerdo de Electrodomésticos Brightwater',
      'P.O. Box 4521',
      'Portland, OR 97208-4521',
    ]);
    expect(footer).toHaveTextContent(`© ${year} Administrador del Acuerdo`);
  });
});

describe('FTC header', () => {
  it('is the simple header: logo linking home, project title and subtitle, no site navigation', async () => {
    await renderApp('/lookup', { theme: 'ftc-7-0-default' });
    await findPageHeading('Look up your claim');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Brightwater Appliance Settlement home (opens in a new tab)' })).toHaveAttribute(
      'href',
      site,
    );
    expect(header).toHaveTextContent('Brightwater Appliance Settlement');
    expect(header).toHaveTextContent('Refunds for purchasers of Brightwater dishwashers');
    expect(screen.queryByRole('navigation', { name: 'Settlement website' })).not.toBeInTheDocument();
    expect(header).toHaveAttribute('data-scroll-target', 'header');
  });
});

describe.each(['jnd-7-0-default', 'ftc-7-0-default', 'jnd-9-0-kontent'] as const)('%s layout', (theme) => {
  it('puts the page in one form whose submit does nothing, after a skip link to it', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/lookup', { theme });
    const heading = await findPageHeading('Look up your claim');
    const form = heading.closest('form');
    expect(form).not.toBeNull();
    expect(document.querySelectorAll('main form')).toHaveLength(1);
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    form?.dispatchEvent(submitted);
    expect(submitted.defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe('/lookup');

    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('marks the theme scroll target and has no axe violations', async () => {
    await renderApp('/lookup', { theme });
    await findPageHeading('Look up your claim');
    expect(document.querySelectorAll('[data-scroll-target]')).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('hides the banner by default', async () => {
    await renderApp('/lookup', { theme });
    await findPageHeading('Look up your claim');
    expect(screen.queryByRole('region', { name: 'The claim deadline is December 31, 2099' })).not.toBeInTheDocument();
  });
});

describe('app state in the layout', () => {
  it('shows the banner and the alert dialog when the app state asks for them', async () => {
    await renderApp('/lookup');
    await findPageHeading('Look up your claim');
    try {
      act(() => appStateStore.setBannerActive(true));
      // The banner's heading can show before its text: the text is copy that may still be loading
      // when this test runs first.
      const banner = await screen.findByRole('region', { name: 'The claim deadline is December 31, 2099' });
      await waitFor(() => expect(banner).toHaveTextContent('File your claim online by 11:59 p.m. Pacific Time on the deadline.'));
      act(() => appStateStore.showError({ message: 'Shared_ErrorMessage_Submission_Default' }));
      expect(await screen.findByRole('alertdialog')).toHaveTextContent('We could not confirm your submission.');
    } finally {
      act(() => {
        appStateStore.setBannerActive(false);
        appStateStore.clearError();
      });
    }
  });
});
