import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { CaseFile } from '@/contract/case-file';
import { caseFileCopy } from '@/contract/copy-keys';
import { AppealForm } from './appeal-form';
import { useCaseDate } from './case-dates';
import { caseStateCopy } from './case-states';
import { CaseTimeline } from './case-timeline';
import { CureForm } from './cure-form';
import { deficiencyLabels } from './cure-engine';
import { formsConfigQuery } from '@/lib/api/queries';
import { CASE_ADDRESS_PATH, CASE_AMEND_PATH, CASE_PAYOUT_PATH } from '@/features/navigation/targets';

/** What the deficiency asks to fix, each by its field's own label (the form's model configs). */
function DeficiencyItems({ caseFile }: { caseFile: CaseFile }) {
  const { t } = useTranslation();
  const { data: configs } = useQuery(formsConfigQuery());
  const labels = deficiencyLabels(caseFile, configs ?? []);
  if (labels.length === 0) return null;
  return (
    <ul data-slot="deficiency-items" className="m-0 list-disc ps-6">
      {labels.map((label, index) => (
        // The same field may be named once only, but labels may repeat across models.
        <li key={`${index}-${label}`}>{t(label)}</li>
      ))}
    </ul>
  );
}

/** The signed-in page: where the claim stands, its history, and what the claimant may do now
 *  (cure a deficiency, appeal a denial). */
export function CaseStatusView({ caseFile, onAction }: { caseFile: CaseFile; onAction: (next: CaseFile) => void }) {
  const { t } = useTranslation();
  const formatDate = useCaseDate();
  const { deficiency, denial, actions } = caseFile;
  return (
    <section data-page="case-status" className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        <h1 className="font-heading text-3xl font-bold break-words">
          {t(caseFileCopy.statusHeading, { referenceCode: caseFile.referenceCode })}
        </h1>
        <p className="m-0 text-xl">
          <strong>{t(caseFileCopy.currentState, { state: t(caseStateCopy[caseFile.state]) })}</strong>
        </p>
      </div>
      {deficiency && (
        <section aria-labelledby="case-deficiency-heading" className="flex flex-col gap-4">
          <h2 id="case-deficiency-heading" className="font-heading text-2xl font-bold">
            {t(caseFileCopy.deficiencyHeading)}
          </h2>
          <p className="m-0 max-w-prose">{deficiency.reason}</p>
          <DeficiencyItems caseFile={caseFile} />
          <p className="m-0 font-semibold">{t(caseFileCopy.fixBy, { date: formatDate(deficiency.cureBy) })}</p>
          {actions.cure && <CureForm caseFile={caseFile} onDone={onAction} />}
        </section>
      )}
      {denial && (
        <section aria-labelledby="case-denial-heading" className="flex flex-col gap-4">
          <h2 id="case-denial-heading" className="font-heading text-2xl font-bold">
            {t(caseFileCopy.denialHeading)}
          </h2>
          <p className="m-0 max-w-prose">{denial.reason}</p>
          <p className="m-0 font-semibold">
            {denial.appealBy ? t(caseFileCopy.appealBy, { date: formatDate(denial.appealBy) }) : t(caseFileCopy.appealClosed)}
          </p>
        </section>
      )}
      {actions.appeal && (
        <section aria-labelledby="case-appeal-heading" className="flex flex-col gap-4">
          <h2 id="case-appeal-heading" className="font-heading text-2xl font-bold">
            {t(caseFileCopy.appealHeading)}
          </h2>
          <AppealForm onDone={onAction} />
        </section>
      )}
      {/* What else the claimant may do now, each a page of its own. */}
      {[
        { shown: actions.amend, to: CASE_AMEND_PATH, label: caseFileCopy.amendLink },
        { shown: actions.changeAddress, to: CASE_ADDRESS_PATH, label: caseFileCopy.addressLink },
        { shown: actions.changePayout, to: CASE_PAYOUT_PATH, label: caseFileCopy.payoutLink },
      ].map(
        (link) =>
          link.shown && (
            <p key={link.to} className="m-0">
              <Link to={link.to} className="text-link underline underline-offset-4 hover:no-underline">
                {t(link.label)}
              </Link>
            </p>
          ),
      )}
      <CaseTimeline history={caseFile.history} formatDate={formatDate} />
    </section>
  );
}
