import { useState, type ComponentProps, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@ui/button';
import { cn } from '@ui/cn';
import { Icon } from '@ui/icon';
import { headerCopy } from '@/contract/copy-keys';
import type * as MenuModule from './claim-services-menu';

/** An address on the settlement's project site: its base URL (from copy, so it can differ per
 *  language) joined with a path; the base alone for the home page. */
function projectSiteHref(base: string, path = ''): string {
  return `${base.replace(/\/+$/, '')}${path}`;
}

/** The project site's base URL in the active language. */
export function useProjectSite(): (path?: string) => string {
  const { t } = useTranslation();
  const base = t(headerCopy.projectSiteUrl);
  return (path) => projectSiteHref(base, path);
}

/** Which FAQ address a header variant links to (contract.md §Routes). */
type FaqPath = '/faqs' | '/faq';

/** The header links of contract.md §Routes, in order, with their copy keys. */
function headerLinks(faqPath: FaqPath): readonly { key: string; path: string }[] {
  return [
    { key: headerCopy.home, path: '' },
    { key: headerCopy.keyDates, path: '/dates' },
    { key: headerCopy.importantDocuments, path: '/documents' },
    { key: headerCopy.faq, path: faqPath },
    { key: headerCopy.documentsUpload, path: '/optout' },
    { key: headerCopy.classCounsel, path: '/counsel' },
    { key: headerCopy.contactUs, path: '/contact-us' },
  ];
}

/** The dropdown's links (contract.md §Routes). */
export const menuLinks: readonly { key: string; path: string }[] = [
  { key: headerCopy.checkClaimStatus, path: '/claim/status' },
  { key: headerCopy.uploadDocuments, path: '/documents' },
  { key: headerCopy.changeAddress, path: '/coa' },
];

/** Props of NewTabLink. */
interface NewTabLinkProps extends Omit<ComponentProps<'a'>, 'target' | 'rel'> {
  children: ReactNode;
}

/** A link that opens in a new tab and says so to screen readers (WCAG 3.2.5 advisory). */
export function NewTabLink({ children, ...props }: NewTabLinkProps) {
  const { t } = useTranslation();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children} <span className="sr-only">{t(headerCopy.opensInNewTab)}</span>
    </a>
  );
}

const headerLinkClass =
  'inline-flex min-h-6 items-center rounded-theme-sm px-1 text-header-fg underline underline-offset-4 hover:no-underline focus-visible:outline-header-fg';

/** The header's navigation: the project-site links and the dropdown of claim services. */
export function SiteNavigation({ faqPath, className }: { faqPath: FaqPath; className?: string }) {
  const { t } = useTranslation();
  const site = useProjectSite();
  return (
    <nav
      aria-label={t(headerCopy.navigationLabel)}
      data-slot="site-navigation"
      className={cn('flex flex-wrap items-center gap-x-4 gap-y-2', className)}
    >
      <ul className="m-0 flex list-none flex-wrap items-center gap-x-4 gap-y-2 p-0">
        {headerLinks(faqPath).map((link) => (
          <li key={link.key}>
            <NewTabLink href={site(link.path)} className={headerLinkClass}>
              {t(link.key)}
            </NewTabLink>
          </li>
        ))}
      </ul>
      <ClaimServicesMenuOnDemand />
    </nav>
  );
}

// The menu's code (Radix's menu with its positioning, about 20 kB of gzip) is no part of the
// first page: a button that looks and reads the same stands in for its trigger, fetches the code
// when the pointer or focus reaches it, and hands over to the real menu, open, when it is used.
let menuModule: Promise<typeof MenuModule> | null = null;
function loadMenu(): Promise<typeof MenuModule> {
  menuModule ??= import('./claim-services-menu').catch((error: unknown) => {
    menuModule = null;
    throw error;
  });
  return menuModule;
}

function ClaimServicesMenuOnDemand() {
  const { t } = useTranslation();
  const [menu, setMenu] = useState<{ module: typeof MenuModule; byKeyboard: boolean } | null>(null);
  const preload = () => void loadMenu().catch(() => undefined);
  const open = (byKeyboard: boolean) => {
    loadMenu().then(
      (module) => setMenu({ module, byKeyboard }),
      (error: unknown) => console.error('The header menu could not be loaded', error),
    );
  };
  if (menu) return <menu.module.ClaimServicesMenu defaultOpen openedByKeyboard={menu.byKeyboard} />;
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-slot="dropdown-menu-trigger"
      // The same look as ui/dropdown-menu's DropdownMenuTrigger, which replaces it.
      className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'group')}
      onPointerEnter={preload}
      onFocus={preload}
      // A click from Enter or Space has no pointer position (detail 0).
      onClick={(event: MouseEvent) => open(event.detail === 0)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        open(true);
      }}
    >
      {t(headerCopy.moreMenu)}
      <Icon name="chevron-down" className="size-[0.8em]" />
    </button>
  );
}

/** The switch back to English, shown only while another language is active (contract.md §Routes). */
export function EnglishSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  if (i18n.language === 'en') return null;
  return (
    <Link
      to="."
      search={(previous: Record<string, unknown>) => ({ ...previous, culture: 'en' })}
      lang="en"
      hrefLang="en"
      data-slot="english-switch"
      className={cn(headerLinkClass, 'font-semibold', className)}
    >
      {t(headerCopy.switchToEnglish)}
    </Link>
  );
}
