import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@ui/spinner';
import { caseFileCopy } from '@/contract/copy-keys';
import { Announcer, useAnnouncer } from '@/features/form-engine/blocks/announcer';
import { CASE_FILE_PATH } from '@/features/navigation/targets';
import { caseFileQuery } from '@/lib/api/queries';
import { AddressForm } from './address-form';
import { CallFailure, failureMessageOf } from './call-failure';
import { SignInView } from './sign-in-view';

const linkClass = 'text-link underline underline-offset-4 hover:no-underline';

/** The change of address at /coa: the sign-in page until the claimant signs in, then the claim's
 *  mailing address to change. Read in the browser only, like the case file. */
export function AddressPage() {
  const { t } = useTranslation();
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
      <div data-slot="case-address" className="flex flex-col gap-8">
        <SignInView announce={announce} />
        <Announcer text={text} />
      </div>
    );
  }
  return (
    <div data-slot="case-address" className="flex flex-col gap-8">
      <section data-page="case-address" className="flex flex-col gap-6">
        <h1 ref={heading} className="font-heading text-3xl font-bold break-words">
          {caseFile ? t(caseFileCopy.addressHeading, { referenceCode: caseFile.referenceCode }) : t(caseFileCopy.addressTitle)}
        </h1>
        {query.isError && !caseFile && <CallFailure message={failureMessageOf(query.error)} count={1} />}
        {!caseFile && !query.isError && <Spinner label={t(caseFileCopy.loading)} />}
        {caseFile && saved && <p className="m-0 max-w-prose font-semibold">{t(caseFileCopy.addressDone)}</p>}
        {caseFile && !saved && !caseFile.actions.changeAddress && <p className="m-0 max-w-prose">{t(caseFileCopy.addressClosed)}</p>}
        {caseFile && !saved && caseFile.actions.changeAddress && (
          <>
            <p className="m-0 max-w-prose">{t(caseFileCopy.addressIntro)}</p>
            <AddressForm
              caseFile={caseFile}
              onDone={() => {
                setSaved(true);
                announce(t(caseFileCopy.addressDone));
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
