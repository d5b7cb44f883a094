import type { DeadlineKey } from '@/contract/api';
import { camelCaseKey } from '@/contract/camel-case-key';
import { formTypes, type FormType } from '@/contract/form-type-names';
import { formBasePath, formDeadlineKey, pagePath, type PageAction } from '@/contract/form-pages';
import type { FormPagesResponse, PageLayout, PageSection, SkipCondition } from '@/contract/page-layouts';
import type { PageDefinition } from './page-orders';

// The settlement's pages, linked up for the router, the guards and the wizard: each page's path,
// whether it needs authorization, the deadlines that close it and its session timeout follow
// from its place in the form, so a package states only what differs between settlements.

/** The copy keys of one page: document title, visible heading and introduction. */
export interface PageCopyKeys {
  readonly title: string;
  readonly heading: string;
  readonly body: string;
}

/** A page of the site's forms with everything the app needs to show and guard it. */
export interface SitePage extends PageDefinition {
  readonly formType: FormType;
  readonly copy: PageCopyKeys;
  readonly action: PageAction;
  /** Copy key of the main button when the page names its own. */
  readonly button: string | undefined;
  /** Whether the Back button shows. */
  readonly back: boolean;
  readonly sections: readonly PageSection[];
  readonly skipWhen: SkipCondition | undefined;
}

/** The pages of every form the settlement offers. */
export interface SitePages {
  /** The pages of a form type, first page first (empty when the settlement does not offer it). */
  order(formType: FormType): readonly SitePage[];
  /** The page a route path shows (its own path or an alias), by exact canonical path. */
  byPath(path: string): SitePage | undefined;
}

/** A path as the router matches it: without case and without trailing slashes (the root aside). */
export function canonicalPath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
}

/** Whether a path lies where form pages live (a form's address or below it, or the root), so
 *  its page can be looked up once the pages are loaded. Fixed pages never need them. */
export function isFormAreaPath(pathname: string): boolean {
  const path = canonicalPath(pathname);
  return path === '/' || formTypes.some((formType) => path === formBasePath[formType] || path.startsWith(`${formBasePath[formType]}/`));
}

function sitePage(formType: FormType, layout: PageLayout, index: number, pages: readonly PageLayout[]): SitePage {
  const path = pagePath(formType, layout.segment);
  const deadlineKeys: DeadlineKey[] = layout.action === 'none' ? [] : ['globalDeadline', formDeadlineKey[formType]];
  return {
    path,
    ...(path === '/' ? { aliases: [formBasePath.DocumentsUpload, `${formBasePath.DocumentsUpload}/`] } : {}),
    formType,
    // The pages after the one where the claimant gives claim ID and PIN need that authorization.
    requiresAuthorization: pages.slice(0, index).some((page) => page.action === 'authorize'),
    // A claimant who has submitted just before a deadline still sees the reference code.
    deadlineKeys,
    enableTimeout: layout.sessionTimeout ?? layout.action !== 'authorize',
    copy: { title: layout.title, heading: layout.heading, body: layout.intro },
    action: layout.action,
    button: layout.button,
    back: layout.back ?? (index > 0 && layout.action !== 'none'),
    // As the package writes them: whoever reads a section's field keys camelCases them (shownKeys).
    sections: layout.sections,
    skipWhen: layout.skipWhen && { ...layout.skipWhen, field: camelCaseKey(layout.skipWhen.field) },
  };
}

/** Builds the site's pages from the server's answer. */
export function buildSitePages(response: FormPagesResponse): SitePages {
  const orders = new Map<FormType, SitePage[]>();
  const paths = new Map<string, SitePage>();
  for (const formType of formTypes) {
    const layouts = response.forms[formType];
    if (!layouts) continue;
    const pages = layouts.map((layout, index) => sitePage(formType, layout, index, layouts));
    orders.set(formType, pages);
    for (const page of pages) {
      for (const path of [page.path, ...(page.aliases ?? [])]) paths.set(canonicalPath(path), page);
    }
  }
  return {
    order: (formType) => orders.get(formType) ?? [],
    byPath: (path) => paths.get(canonicalPath(path)),
  };
}

const built = new WeakMap<FormPagesResponse, SitePages>();

/** The site's pages of a pages answer, built once per answer. */
export function sitePagesOf(response: FormPagesResponse): SitePages {
  let pages = built.get(response);
  if (!pages) {
    pages = buildSitePages(response);
    built.set(response, pages);
  }
  return pages;
}
