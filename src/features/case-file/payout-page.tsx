import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CaseFile } from '@/contract/case-file';
import { caseFileCopy } from '@/contract/copy-keys';
import { sameMapping } from '@/engine/models';
import { formsConfigQuery } from '@/lib/api/queries';
import { useCaseDate } from './case-dates';
import { ChangePage } from './change-page';
import { PayoutForm } from './payout-form';

/** The method on file in words: its option's label (the package's copy) and, for a method paid
 *  to an account, the account's last four characters; null when none is chosen. */
function CurrentMethod({ caseFile }: { caseFile: CaseFile }) {
  const { t } = useTranslation();
  const { data: configs } = useQuery(formsConfigQuery());
  const payout = caseFile.payout;
  if (!payout?.current.option) return null;
  const election = configs
    ?.find((c) => c.metadata.formType === caseFile.formType && sameMapping(c.metadata.dtoMapping, payout.dtoMapping))
    ?.fields.find((f) => f.key === payout.election);
  const label = election?.props?.options?.find((o) => o.value === payout.current.option)?.label;
  const method = label ? t(label) : payout.current.option;
  const { lastFour } = payout.current;
  return (
    <p className="m-0 max-w-prose">
      {lastFour ? t(caseFileCopy.payoutCurrentAccount, { method, lastFour }) : t(caseFileCopy.payoutCurrent, { method })}
    </p>
  );
}

/** The change of payment method at /claim/payout: the method on file (never its account) and
 *  the payment section to choose anew, once signed in. */
export function PayoutPage() {
  const { t } = useTranslation();
  const formatDate = useCaseDate();
  return (
    <ChangePage
      name="case-payout"
      copy={{
        title: caseFileCopy.payoutTitle,
        heading: caseFileCopy.payoutHeading,
        done: caseFileCopy.payoutDone,
        closed: caseFileCopy.payoutClosed,
      }}
      isOpen={(caseFile) => caseFile.actions.changePayout && caseFile.payout !== null}
      about={(caseFile) => <CurrentMethod caseFile={caseFile} />}
      form={(caseFile, onDone) => (
        <>
          <p className="m-0 max-w-prose">{t(caseFileCopy.payoutIntro)}</p>
          {caseFile.payout?.until && (
            <p className="m-0 max-w-prose">{t(caseFileCopy.payoutUntil, { date: formatDate(caseFile.payout.until) })}</p>
          )}
          <PayoutForm caseFile={caseFile} onDone={onDone} />
        </>
      )}
    />
  );
}
