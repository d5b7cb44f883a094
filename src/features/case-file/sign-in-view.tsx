import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@ui/button';
import { ErrorSummary, type ErrorSummaryItem } from '@ui/error-summary';
import { useFocusAfterRender } from '@ui/focus-after-render';
import { TextInput } from '@ui/text-input';
import { caseFileCopy, errorCopy } from '@/contract/copy-keys';
import { PROBLEM_OCCURRED } from '@/contract/messages';
import { sitePagesOf } from '@/features/navigation/site-pages';
import type { CaseSignInRequest } from '@/contract/case-file';
import { formTypes, type FormType } from '@/contract/form-type-names';
import { caseCodeMutation, caseSignInMutation } from '@/lib/api/case-mutations';
import { formPagesQuery } from '@/lib/api/queries';
import { NoticeSignIn } from './notice-sign-in';
import { CallFailure, failureMessageOf, nextFailure, noFailure } from './call-failure';

const ids = {
  referenceCode: 'case-reference-code',
  code: 'case-sign-in-code',
} as const;

type FieldName = keyof typeof ids;

/** The first form the settlement offers that authorizes with the notice's claim ID and PIN. */
function useNoticeForm(): FormType | null {
  const { data } = useQuery({ ...formPagesQuery(), select: sitePagesOf });
  return data ? (formTypes.find((formType) => data.order(formType).some((page) => page.action === 'authorize')) ?? null) : null;
}

/** The sign-in page: the reference code and a code mailed to the claim's email, or (where a form
 *  authorizes) the notice's claim ID and PIN. Every typed value stays after a refusal. */
export function SignInView({ announce }: { announce: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const requestCode = useMutation(caseCodeMutation(queryClient));
  const signIn = useMutation(caseSignInMutation(queryClient));
  const noticeForm = useNoticeForm();
  const [values, setValues] = useState<Record<FieldName, string>>({ referenceCode: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [noticeErrors, setNoticeErrors] = useState<readonly ErrorSummaryItem[]>([]);
  const [codeSent, setCodeSent] = useState(false);
  const focusAfterRender = useFocusAfterRender();
  const [failure, setFailure] = useState(noFailure);
  const [running, setRunning] = useState(false);
  const errorPrefix = t(errorCopy.errorPrefix);

  const required: Record<FieldName, string> = {
    referenceCode: t(caseFileCopy.referenceCodeRequired),
    code: t(caseFileCopy.codeRequired),
  };

  /** Checks the fields a button needs; true when they are all filled in. */
  const check = (names: readonly FieldName[]): boolean => {
    const found: Partial<Record<FieldName, string>> = {};
    for (const name of names) if (values[name].trim() === '') found[name] = required[name];
    setErrors(found);
    setNoticeErrors([]);
    setFailure((state) => nextFailure(state, null));
    return Object.keys(found).length === 0;
  };

  const run = async (action: () => Promise<void>) => {
    if (running) return;
    setRunning(true);
    try {
      await action();
    } catch (error) {
      setFailure((state) => nextFailure(state, failureMessageOf(error)));
    } finally {
      setRunning(false);
    }
  };

  const sendCode = async () => {
    if (!check(['referenceCode'])) return;
    const answer = await requestCode.mutateAsync({ referenceCode: values.referenceCode.trim(), culture: i18n.language || 'en' });
    if (answer.error) {
      setFailure((state) => nextFailure(state, answer.error));
      return;
    }
    setCodeSent(true);
    announce(t(caseFileCopy.codeSent));
    // The field for the code comes next: focus goes there once it shows.
    focusAfterRender(ids.code);
  };

  const signInAs = async (credentials: CaseSignInRequest) => {
    const answer = await signIn.mutateAsync(credentials);
    if (!answer.signedIn) setFailure((state) => nextFailure(state, answer.error ?? PROBLEM_OCCURRED));
    else announce(t(caseFileCopy.signedIn));
  };

  const onCodeButton = () =>
    run(async () => {
      if (!codeSent) return sendCode();
      if (!check(['referenceCode', 'code'])) return;
      await signInAs({ referenceCode: values.referenceCode.trim(), code: values.code.trim() });
    });

  const onNoticeErrors = (found: ErrorSummaryItem[]) => {
    setErrors({});
    setNoticeErrors(found);
    setFailure((state) => nextFailure(state, null));
  };

  const summary: ErrorSummaryItem[] = [
    ...(Object.keys(ids) as FieldName[]).flatMap((name) => (errors[name] ? [{ fieldId: ids[name], message: errors[name] }] : [])),
    ...noticeErrors,
  ];
  const field = (name: FieldName) => ({
    id: ids[name],
    value: values[name],
    error: errors[name],
    errorPrefix,
    required: true,
    onChange: (event: { target: { value: string } }) => setValues((prev) => ({ ...prev, [name]: event.target.value })),
  });

  return (
    <section data-page="case-sign-in" className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        <h1 className="font-heading text-3xl font-bold break-words">{t(caseFileCopy.signInHeading)}</h1>
        <p className="max-w-prose">{t(caseFileCopy.signInIntro)}</p>
      </div>
      <ErrorSummary errors={summary} title={t(errorCopy.summaryHeading, { defaultValue: 'There is a problem' })} />
      <section aria-labelledby="case-by-code-heading" className="flex flex-col gap-4">
        <h2 id="case-by-code-heading" className="font-heading text-2xl font-bold">
          {t(caseFileCopy.byCodeHeading)}
        </h2>
        {/* No form of its own: the layout's form area holds every page (forms do not nest). */}
        <div className="flex flex-col gap-6">
          <TextInput
            {...field('referenceCode')}
            label={t(caseFileCopy.referenceCodeLabel)}
            hint={t(caseFileCopy.referenceCodeHint)}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="characters"
          />
          {codeSent && (
            <>
              <p className="max-w-prose">{t(caseFileCopy.codeSent)}</p>
              <TextInput
                {...field('code')}
                label={t(caseFileCopy.codeLabel)}
                hint={t(caseFileCopy.codeHint)}
                autoComplete="one-time-code"
                spellCheck={false}
                autoCapitalize="characters"
              />
            </>
          )}
          <div className="flex flex-wrap items-center gap-4">
            <Button label={t(codeSent ? caseFileCopy.signIn : caseFileCopy.sendCode)} unavailable={running} onClick={onCodeButton} />
            {codeSent && (
              <Button
                type="button"
                variant="secondary"
                label={t(caseFileCopy.sendNewCode)}
                unavailable={running}
                onClick={() => run(sendCode)}
              />
            )}
          </div>
        </div>
      </section>
      {noticeForm && (
        <NoticeSignIn
          formType={noticeForm}
          running={running}
          onErrors={onNoticeErrors}
          onSignIn={(credentials) => run(() => signInAs(credentials))}
        />
      )}
      <CallFailure message={failure.message} count={failure.count} />
    </section>
  );
}
