import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@ui/button';
import { ErrorSummary } from '@ui/error-summary';
import type { CaseFile } from '@/contract/case-file';
import { errorCopy } from '@/contract/copy-keys';
import type { FieldErrorItem } from '@/features/form-engine/react/engine';
import { useErrorSummaryItems } from '@/features/form-engine/react/translate';
import type { CaseActionResult } from '@/lib/api/client';
import { CallFailure, nextFailure, noFailure, sendCaseAction } from './call-failure';
import type { CureEngine } from './cure-engine';

interface ChangeFormProps {
  /** The fields' engine: its rules are run before anything is sent. */
  engine: CureEngine['engine'];
  /** The submit button's words (a copy key). */
  submitLabel: string;
  /** Sends the change, once every field passes its rules (null while a send is under way). */
  send: (() => Promise<CaseActionResult>) | null;
  onDone: (caseFile: CaseFile) => void;
  children: ReactNode;
}

/** The frame of a change a claimant sends from the case file: the error summary, the fields, why
 *  the last send failed (if it did), and the button. The fields' own rules run first; a refused
 *  or failed call keeps every typed answer. */
export function ChangeForm({ engine, submitLabel, send, onDone, children }: ChangeFormProps) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<readonly FieldErrorItem[]>([]);
  const [failure, setFailure] = useState(noFailure);
  const summary = useErrorSummaryItems(errors);

  const submit = async () => {
    if (!send) return;
    const found = engine.validateAll();
    setErrors(found);
    setFailure((state) => nextFailure(state, null));
    if (found.length > 0) return;
    await sendCaseAction(send, onDone, setFailure);
  };

  return (
    <div className="flex flex-col gap-6">
      <ErrorSummary errors={summary} title={t(errorCopy.summaryHeading, { defaultValue: 'There is a problem' })} />
      {children}
      <CallFailure message={failure.message} count={failure.count} />
      <div>
        <Button label={t(submitLabel)} onClick={submit} />
      </div>
    </div>
  );
}
