import { useSyncExternalStore, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Fieldset } from '@ui/field';
import { camelCaseKey } from '@/contract/camel-case-key';
import type { FormType } from '@/contract/form-type-names';
import { useAppStateStore } from '@/features/app-state/app-state-context';
import { ConfirmationBlock } from '@/features/form-engine/blocks/confirmation-block';
import { DataSummary } from '@/features/form-engine/blocks/data-summary';
import type { RecordProgressMap } from '@/features/form-engine/blocks/document-records';
import { DisplayRow } from '@/features/form-engine/blocks/display-row';
import { MailingAddress } from '@/features/form-engine/blocks/mailing-address';
import { MultiRecordManager } from '@/features/form-engine/blocks/multi-record-manager';
import { MultiRowTable } from '@/features/form-engine/blocks/multi-row-table';
import { NameInput } from '@/features/form-engine/blocks/name-input';
import { FormEngineError, mappingNameOf, savedModelsOfKind } from '@/engine/models';
import { sectionShows } from '@/engine/sections/registry';
import { shownKeys } from '@/engine/sections/section-definition';
import { useFormEngine, useModel, useModelStore } from '@/features/form-engine/react/engine-context';
import { ModelFields } from '@/features/form-engine/react/model-fields';
import { InvalidPayPalVerificationMessage } from '@/features/paypal/invalid-paypal-verification-message';
import { PayPalElection } from '@/features/paypal/paypal-election';
import { payPalSettingsQuery } from '@/lib/api/queries';
import { useClaimSession } from './claim-session';
import { ClaimSummary } from './claim-summary';
import { useSingleModelId } from './use-single-model';
import type { WizardSection } from './wizard-pages';
import type { SectionKind, SectionOf } from '@/contract/page-layouts';
import type { PageCopyKeys, SitePages } from '@/features/navigation/site-pages';
import type { WidgetCopy } from '@/features/form-engine/react/copy';
import { fieldWithRole, payPalOptionValue } from '@/contract/field-roles';

// The package's copy keys are checked in every culture when the server starts, so a key is
// never shown in place of its text; it stands as the default only to make a gap visible.
function packageCopy(key: string): WidgetCopy {
  return { key, defaultText: key };
}

function FieldsSection({ formType, section }: SectionViewProps<'fields'>) {
  const { t } = useTranslation();
  const clientId = useSingleModelId(formType, section.mapping);
  // The page lists keys as the package writes them; the parsed config's are camelCase.
  const keys = section.keys?.map(camelCaseKey);
  return (
    <Fieldset legend={t(section.legend)} legendSize="lg">
      {() => <ModelFields clientId={clientId} keys={keys} />}
    </Fieldset>
  );
}

// The election and every method's fields, in the order the package lists its methods; a method's
// fields show only while it is chosen (the dependencies its definition adds when the package loads).
function PaymentSection({ formType, section }: SectionViewProps<'payment'>) {
  const { t } = useTranslation();
  const clientId = useSingleModelId(formType, section.mapping);
  const shows = sectionShows(section);
  const keys = shows && 'fields' in shows ? shownKeys(shows.fields) : undefined;
  return (
    <Fieldset legend={t(section.legend)} legendSize="lg">
      {() => <ModelFields clientId={clientId} keys={keys} />}
    </Fieldset>
  );
}

function NameSection({ formType, section }: SectionViewProps<'name'>) {
  return <NameInput clientId={useSingleModelId(formType, section.mapping)} />;
}

function AddressSection({ formType, section }: SectionViewProps<'address'>) {
  const clientId = useSingleModelId(formType, section.mapping);
  return <MailingAddress clientId={clientId} international={section.international} secondLine={section.secondLine} />;
}

function TableSection({ formType, section }: SectionViewProps<'table'>) {
  return (
    <MultiRowTable
      formType={formType}
      mappingName={section.mapping}
      caption={packageCopy(section.caption)}
      rowLabel={packageCopy(section.rowLabel)}
      minimumMessage={{ key: section.minimumMessage, defaultMessage: section.minimumMessage }}
    />
  );
}

function RecordsSection({ formType, section, progress }: SectionViewProps<'records'>) {
  return <MultiRecordManager formType={formType} mappingName={section.mapping} required={section.required} progress={progress} />;
}

function SummarySection({ formType, pages }: SectionViewProps<'summary'>) {
  return <ClaimSummary formType={formType} pages={pages} />;
}

// The login button belongs to the PayPal election: it shows once PayPal is chosen. The
// invalid-verification message stays mounted (its alert region must exist before its text).
// The election's fields are found by their roles, whatever the package called them.
function PayPalSection({ formType }: SectionViewProps<'paypal'>) {
  const { data: settings } = useQuery(payPalSettingsQuery());
  const { engine } = useFormEngine();
  const appState = useAppStateStore();
  // The configs stay while the page is up: read once, so a keystroke does not re-render here.
  const configs = Object.values(engine.getStore().configs);
  const election = fieldWithRole(configs, formType, 'paymentElection');
  const codeKey = fieldWithRole(configs, formType, 'payPalAuthCode')?.key;
  if (!election || !codeKey)
    throw new FormEngineError(`The ${formType} form has no fields with the roles paymentElection and payPalAuthCode`);
  const clientId = useSingleModelId(formType, mappingNameOf(election.config.metadata));
  const fields = useModel(clientId)?.fields;
  const choosesPayPal = fields?.[election.key] === payPalOptionValue;
  const code = fields?.[codeKey];
  const authCode = typeof code === 'string' && code !== '' ? code : null;
  return (
    <div className="flex flex-col gap-4">
      {choosesPayPal && (
        <PayPalElection
          settings={settings}
          authCode={authCode}
          onCode={(code) => {
            engine.editField(clientId, codeKey, code);
            // A new login answers an earlier mismatch: the warning goes until the next submit.
            appState.setInvalidPayPalVerification(false);
          }}
          onExpire={() => engine.editField(clientId, codeKey, null)}
        />
      )}
      <InvalidPayPalVerificationMessage />
    </div>
  );
}

/** What an authorize answer brought (Lookup's claim status, whom documents are uploaded for);
 *  nothing before the claimant has been authorized. */
function PrepopulatedSection({ formType, section }: SectionViewProps<'prepopulated'>) {
  const { t } = useTranslation();
  const store = useModelStore();
  // By kind: a package may give its prepopulated model a mapping name of its own.
  const records = savedModelsOfKind(store, formType, 'prepopulatedData');
  return (
    <div aria-live="polite" data-slot="prepopulated-result">
      {records.length > 0 && (
        <DataSummary heading={t(section.heading)}>
          {records.map((record) => (
            <DisplayRow
              key={record.clientId}
              recordClientId={record.clientId}
              keys={Object.keys(record.fields).filter((key) => record.fields[key] !== null)}
            />
          ))}
        </DataSummary>
      )}
    </div>
  );
}

/** The reference code of the form submitted in this tab, if any. */
export function useReferenceCode(formType: FormType): string | undefined {
  const claimSession = useClaimSession();
  return useSyncExternalStore(
    claimSession.subscribe,
    () => claimSession.getState().referenceCodes[formType],
    // The server keeps no answers: a code kept in this tab shows once the page is hydrated.
    () => undefined,
  );
}

/** Whether a section takes the page's h1 once the claim was sent: a confirmation section that
 *  names no heading of its own. */
export function carriesPageHeading(section: WizardSection): boolean {
  return section.kind === 'confirmation' && section.heading === undefined;
}

// Once a claim was sent, a confirmation section without copy of its own stands in for the page's
// heading: it carries the page's h1 and introduction (a package's closing page says what it wrote,
// not the site's generic thanks). A section that names its own heading is a block under the
// page's: the page keeps its h1 and introduction, and the section's heading is an h2 above the
// reference code. Without a reference code (a claim sent from another tab, a direct visit) the
// page shows its copy alone.
function ConfirmationSection({ formType, section, pageCopy }: SectionViewProps<'confirmation'>) {
  const referenceCode = useReferenceCode(formType);
  if (!referenceCode) return null;
  const asPageHeading = carriesPageHeading(section);
  const heading = asPageHeading ? pageCopy?.heading : section.heading;
  const intro = section.intro ?? (asPageHeading ? pageCopy?.body : undefined);
  return (
    <ConfirmationBlock
      referenceCode={referenceCode}
      heading={heading === undefined ? undefined : packageCopy(heading)}
      intro={intro === undefined ? undefined : packageCopy(intro)}
      headingLevel={asPageHeading ? 1 : 2}
    />
  );
}

/** What every section view gets: the section of its kind and the page around it. */
interface SectionViewProps<K extends SectionKind = SectionKind> {
  formType: FormType;
  section: SectionOf<K>;
  /** The settlement's pages (the claim summary lists the form's answered pages). */
  pages: SitePages;
  /** Upload progress of the documents while a claim is being sent. */
  progress: RecordProgressMap | undefined;
  /** The page's own copy, which the confirmation block shows as the page's heading and introduction. */
  pageCopy?: PageCopyKeys;
}

/** The component that renders each section kind: a kind the registry (src/engine/sections)
 *  holds does not compile until it has one here. */
export const sectionViews: { readonly [K in SectionKind]: ComponentType<SectionViewProps<K>> } = {
  fields: FieldsSection,
  name: NameSection,
  address: AddressSection,
  table: TableSection,
  records: RecordsSection,
  payment: PaymentSection,
  paypal: PayPalSection,
  summary: SummarySection,
  prepopulated: PrepopulatedSection,
  confirmation: ConfirmationSection,
};

/** One block of a wizard page, rendered by its kind's view. */
export function WizardSectionView(props: SectionViewProps) {
  // Each view takes sections of its own kind, and section.kind picked it.
  const View = sectionViews[props.section.kind] as ComponentType<SectionViewProps>;
  return <View {...props} />;
}
