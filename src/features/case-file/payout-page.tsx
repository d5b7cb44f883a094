import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@ui/spinner';
import type { CaseFile } from '@/contract/case-file';
import { caseFileCopy } from '@/contract/copy-keys';
import { sameMapping } from '@/engine/models';
import { Announcer, useAnnouncer } from '@/features/form-engine/blocks/announcer';
import { CASE_FILE_PATH } from '@/features/navigation/targets';
import { caseFileQuery, formsConfigQuery } from '@/lib/api/queries';
import { CallFailure, failureMessageOf } from './call-failure';
import { useCaseDate } from './case-dates';
import { PayoutForm } from './payout-form';
import { SignInView } from './sign-in-view';

const linkClass = 'text-link underline underline-offset-4 hover:no-underline';

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

/** The change of payment method at /claim/payout: the sign-in page until the claimant signs in,
 *  then the method on file (never its account) and the payment section to choose anew. Read in
 *  the browser only, like the case file. */
export function PayoutPage() {
  const { t } = useTranslation();
  const formatDate = useCaseDate();
  const query = useQuery(caseFileQuery());
  const { text, announce } = useAnnouncer();
  const [saved, setSaved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const caseFile = query.data;

  // Once saved, the heading takes focus: the claimant hears the page's new state from its top.
  useEffect(() => {
    if (!saved || !heading.current) return;
    heading.current.tabIndex = -1;
    heading.current.focus({ preventScroll: true });
  }, [saved]);

  if (caseFile === null) {
    return (
      <div data-slot="case-payout" className="flex flex-col gap-8">
        <SignInView announce={announce} />
        <Announcer text={text} />
      </div>
    );
  }
  const open = caseFile?.actions.changePayout === true && caseFile.payout !== null;
  return (
    <div data-slot="case-payout" className="flex flex-col gap-8">
      <section data-page="case-payout" className="flex flex-col gap-6">
        <h1 ref={heading} className="font-heading text-3xl font-bold break-words">
          {caseFile ? t(caseFileCopy.payoutHeading, { referenceCode: caseFile.referenceCode }) : t(caseFileCopy.payoutTitle)}
        </h1>
        {query.isError && !caseFile && <CallFailure message={failureMessageOf(query.error)} count={1} />}
        {!caseFile && !query.isError && <Spinner label={t(caseFileCopy.loading)} />}
        {caseFile && saved && <p className="m-0 max-w-prose font-semibold">{t(caseFileCopy.payoutDone)}</p>}
        {caseFile && <CurrentMethod caseFile={caseFile} />}
        {caseFile && !saved && !open && <p className="m-0 max-w-prose">{t(caseFileCopy.payoutClosed)}</p>}
        {caseFile && !saved && open && (
          <>
            <p className="m-0 max-w-prose">{t(caseFileCopy.payoutIntro)}</p>
            {caseFile.payout?.until && (
              <p className="m-0 max-w-prose">{t(caseFileCopy.payoutUntil, { date: formatDate(caseFile.payout.until) })}</p>
            )}
            <PayoutForm
              caseFile={caseFile}
              onDone={() => {
                setSaved(true);
                announce(t(caseFileCopy.payoutDone));
              }}
            />
          </>
        )}
        <p className="m-0">
          <Link to={CASE_FILE_PATH} className={linkClass}>
            {t(caseFileCopy.backToStatus)}
          </Link>
        </p>
      </section>
      <Announcer text={text} />
    </div>
  );
}
