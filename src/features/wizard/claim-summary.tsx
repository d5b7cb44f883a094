import type { ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { InPlaceLink } from '@ui/in-place-link';
import { useTranslation } from 'react-i18next';
import { sharedCopy } from '@/contract/copy-keys';
import type { FormType } from '@/contract/form-type-names';
import { widgetOf } from '@/contract/widgets';
import { DataSummary } from '@/features/form-engine/blocks/data-summary';
import { DisplayRow } from '@/features/form-engine/blocks/display-row';
import { configOf, fieldIndex, savedModels, type ModelStore } from '@/engine/models';
import { sectionDefinitions, sectionShows } from '@/engine/sections/registry';
import { shownKeys } from '@/engine/sections/section-definition';
import { useModelStore } from '@/features/form-engine/react/engine-context';
import type { SitePages } from '@/features/navigation/site-pages';
import { isPageSkipped } from './page-skips';
import { RETURN_TO_SUMMARY, type WizardSection } from './wizard-pages';

/** The keys a section shows on the summary: those its model has, without hidden widgets (a
 *  PayPal code, a signature date) that hold nothing the claimant typed. */
function summaryKeys(store: ModelStore, clientId: string, keys: readonly string[] | undefined): readonly string[] | undefined {
  const model = store.saved.find((candidate) => candidate.clientId === clientId);
  if (!model) return keys;
  const index = fieldIndex(configOf(store, model));
  const wanted = keys ?? [...index.keys()];
  return wanted.filter((key) => {
    const field = index.get(key);
    return field !== undefined && widgetOf(field).seen;
  });
}

// What the summary lists of a section is its kind's decision (src/engine/sections): the answers
// in the fields it shows, or nothing for a block holding none of the claimant's own. Every
// kind's definition must say which.
function sectionRows(store: ModelStore, formType: FormType, section: WizardSection): ReactNode[] {
  const shows = sectionShows(section);
  if (sectionDefinitions[section.kind].summary === 'nothing' || !shows || !('mapping' in shows)) return [];
  const keys = shownKeys(shows.fields);
  if (shows.records !== 'one')
    return savedModels(store, formType, shows.mapping).map((record) => (
      <DisplayRow key={record.clientId} recordClientId={record.clientId} keys={summaryKeys(store, record.clientId, keys)} />
    ));
  const model = savedModels(store, formType, shows.mapping)[0];
  if (!model) return [];
  return [
    <DisplayRow
      key={`${model.clientId}-${section.kind}-${keys?.join()}`}
      recordClientId={model.clientId}
      keys={summaryKeys(store, model.clientId, keys)}
    />,
  ];
}

/** A link to a page of the form that the router follows in place (a new tab when asked for). */
function ChangeLink({ href, children }: { href: string; children: ReactNode }) {
  const router = useRouter();
  return (
    <InPlaceLink
      href={href}
      onFollow={(to) => void router.navigate({ href: to })}
      className="text-link underline underline-offset-4 hover:no-underline"
    >
      {children}
    </InPlaceLink>
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
