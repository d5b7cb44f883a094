import type { MouseEvent, ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { sharedCopy } from '@/contract/copy-keys';
import type { FormType } from '@/contract/form-types';
import { addressKeys, nameKeys } from '@/contract/form-pages';
import { DataSummary } from '@/features/form-engine/blocks/data-summary';
import { DisplayRow } from '@/features/form-engine/blocks/display-row';
import { configOf, fieldIndex, savedModels, type ModelStore } from '@/engine/models';
import { useModelStore } from '@/features/form-engine/react/engine-context';
import type { SitePages } from '@/features/navigation/site-pages';
import { isPageSkipped } from './page-skips';
import { RETURN_TO_SUMMARY, type WizardSection } from './wizard-pages';

const addressOrder = [
  addressKeys.streetLine1,
  addressKeys.streetLine2,
  addressKeys.city,
  addressKeys.subDivision,
  addressKeys.postalCode,
  addressKeys.subDivisionNonUS,
  addressKeys.postalCodeNonUS,
  addressKeys.country,
];

/** The keys a section shows on the summary: those its model has, without hidden widgets (a
 *  PayPal code, a signature date) that hold nothing the claimant typed. */
function summaryKeys(store: ModelStore, clientId: string, keys: readonly string[] | undefined): readonly string[] | undefined {
  const model = store.saved.find((candidate) => candidate.clientId === clientId);
  if (!model) return keys;
  const index = fieldIndex(configOf(store, model));
  const wanted = keys ?? [...index.keys()];
  return wanted.filter((key) => {
    const field = index.get(key);
    return field !== undefined && field.widget !== 'hidden';
  });
}

function sectionRows(store: ModelStore, formType: FormType, section: WizardSection): ReactNode[] {
  const single = (mapping: string) => savedModels(store, formType, mapping)[0];
  switch (section.kind) {
    case 'name':
    case 'address':
    case 'fields': {
      const model = single(section.mapping);
      if (!model) return [];
      const keys = section.kind === 'name' ? Object.values(nameKeys) : section.kind === 'address' ? addressOrder : section.keys;
      return [
        <DisplayRow
          key={`${model.clientId}-${section.kind}-${keys?.join()}`}
          recordClientId={model.clientId}
          keys={summaryKeys(store, model.clientId, keys)}
        />,
      ];
    }
    case 'table':
    case 'records':
      return savedModels(store, formType, section.mapping).map((record) => (
        <DisplayRow key={record.clientId} recordClientId={record.clientId} keys={summaryKeys(store, record.clientId, undefined)} />
      ));
    // Blocks with no answers of their own: the PayPal login (its choice is a field of another
    // block), the summary itself, what the authorize answer brought and the reference code.
    // Listed rather than left to a default, so a new kind does not compile until it is decided here.
    case 'paypal':
    case 'summary':
    case 'prepopulated':
    case 'confirmation':
      return [];
  }
}

/** A link to a page of the form that the router follows in place (a new tab when asked for). */
function ChangeLink({ href, children }: { href: string; children: ReactNode }) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} onClick={follow} className="text-link underline underline-offset-4 hover:no-underline">
      {children}
    </a>
  );
}

/** Every answered page of a form before its summary, one data summary per page with a Change
 *  link that brings the claimant back here once the page is answered again. */
export function ClaimSummary({ formType, pages }: { formType: FormType; pages: SitePages }) {
  const { t } = useTranslation();
  const store = useModelStore();
  return (
    <div data-slot="claim-summary" className="flex flex-col gap-6">
      {pages.order(formType).map((page) => {
        // Only the pages that go on with Next hold answers to change here: the credentials belong
        // to the server, the summary and confirmation hold none, and a skipped page was never shown.
        if (page.action !== 'next' || isPageSkipped(page, store)) return null;
        const rows = page.sections.flatMap((section) => sectionRows(store, formType, section));
        if (rows.length === 0) return null;
        const heading = t(page.copy.heading);
        return (
          <DataSummary
            key={page.path}
            heading={heading}
            action={
              <ChangeLink href={`${page.path}?returnTo=${RETURN_TO_SUMMARY}`}>
                {t(sharedCopy.summaryChangeLink, { field: heading, defaultValue: `Change ${heading}` })}
              </ChangeLink>
            }
          >
            {rows}
          </DataSummary>
        );
      })}
    </div>
  );
}
