import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@ui/spinner';
import type { CaseFile } from '@/contract/case-file';
import { caseFileCopy } from '@/contract/copy-keys';
import { Announcer, useAnnouncer } from '@/features/form-engine/blocks/announcer';
import { CASE_FILE_PATH } from '@/features/navigation/targets';
import { caseFileQuery } from '@/lib/api/queries';
import { CallFailure, failureMessageOf } from './call-failure';
import { SignInView } from './sign-in-view';

const linkClass = 'text-link underline underline-offset-4 hover:no-underline';

/** The words of one change page, as copy keys. */
interface ChangeCopy {
  /** The heading before the case file is read. */
  title: string;
  /** The heading once it is, with `{referenceCode}`. */
  heading: string;
  /** Said and announced once the change is saved. */
  done: string;
  /** Shown when the claim can no longer be changed this way. */
  closed: string;
}

interface ChangePageProps {
  /** The page's name on its elements (`data-slot`, `data-page`), e.g. `case-address`. */
  name: string;
  copy: ChangeCopy;
  /** Whether the claim may still be changed this way. */
  isOpen: (caseFile: CaseFile) => boolean;
  /** What the page says of the claim whenever it is read (what is on file now), if anything. */
  about?: (caseFile: CaseFile) => ReactNode;
  /** The form while the change is open, and what leads into it; `onDone` once it is saved. */
  form: (caseFile: CaseFile, onDone: () => void) => ReactNode;
}

/** A change a signed-in claimant makes to a claim from the case file (the mailing address, the
 *  payment method): the sign-in page until the claimant signs in, then the form, or why the
 *  claim can no longer be changed. Once saved the heading takes focus, so the claimant hears the
 *  page's new state from its top, and the change is announced. Read in the browser only, like
 *  the case file. */
export function ChangePage({ name, copy, isOpen, about, form }: ChangePageProps) {
  const { t } = useTranslation();
  const query = useQuery(caseFileQuery());
  const { text, announce } = useAnnouncer();
  const [saved, setSaved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const caseFile = query.data;

  useEffect(() => {
    if (!saved || !heading.current) return;
    heading.current.tabIndex = -1;
    heading.current.focus({ preventScroll: true });
  }, [saved]);

  if (caseFile === null) {
    return (
      <div data-slot={name} className="flex flex-col gap-8">
        <SignInView announce={announce} />
        <Announcer text={text} />
      </div>
    );
  }
  const onDone = () => {
    setSaved(true);
    announce(t(copy.done));
  };
  return (
    <div data-slot={name} className="flex flex-col gap-8">
      <section data-page={name} className="flex flex-col gap-6">
        <h1 ref={heading} className="font-heading text-3xl font-bold break-words">
          {caseFile ? t(copy.heading, { referenceCode: caseFile.referenceCode }) : t(copy.title)}
        </h1>
        {query.isError && !caseFile && <CallFailure message={failureMessageOf(query.error)} count={1} />}
        {!caseFile && !query.isError && <Spinner label={t(caseFileCopy.loading)} />}
        {caseFile && saved && <p className="m-0 max-w-prose font-semibold">{t(copy.done)}</p>}
        {caseFile && about?.(caseFile)}
        {caseFile && !saved && !isOpen(caseFile) && <p className="m-0 max-w-prose">{t(copy.closed)}</p>}
        {caseFile && !saved && isOpen(caseFile) && form(caseFile, onDone)}
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
