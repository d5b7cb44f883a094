import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@ui/button';
import { ErrorSummary, type ErrorSummaryItem } from '@ui/error-summary';
import { FileInput } from '@ui/file-input';
import { useFocusAfterRender } from '@ui/focus-after-render';
import { TextArea } from '@ui/textarea';
import { catalogue } from '@/contract/copy-catalogue';
import type { CaseFile } from '@/contract/case-file';
import { caseFileCopy, errorCopy } from '@/contract/copy-keys';
import { useTranslators } from '@/features/form-engine/react/translate';
import { caseAppealMutation } from '@/lib/api/case-mutations';
import { CallFailure, nextFailure, noFailure, sendCaseAction } from './call-failure';

/** The longest statement the contract takes (caseAppealSchema). */
const STATEMENT_MAX = 5000;

const statementId = 'case-appeal-statement';
const documentId = (index: number) => `case-appeal-document-${index}`;

/** The appeal of a denial: a statement with its character count, and optional documents. */
export function AppealForm({ onDone }: { onDone: (caseFile: CaseFile) => void }) {
  const { t } = useTranslation();
  const translators = useTranslators();
  const queryClient = useQueryClient();
  const send = useMutation(caseAppealMutation(queryClient));
  const [statement, setStatement] = useState('');
  const [documents, setDocuments] = useState<ReadonlyArray<File | null>>([null]);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState(noFailure);
  const focusAfterRender = useFocusAfterRender();
  const length = statement.trim().length;
  const summary: ErrorSummaryItem[] = error ? [{ fieldId: statementId, message: error }] : [];

  const submit = async () => {
    if (send.isPending) return;
    const problem =
      length === 0
        ? t(caseFileCopy.statementRequired)
        : length > STATEMENT_MAX
          ? t(caseFileCopy.statementTooLong, { max: STATEMENT_MAX })
          : null;
    setError(problem);
    setFailure((state) => nextFailure(state, null));
    if (problem) return;
    const chosen = documents.filter((file): file is File => file !== null);
    await sendCaseAction(() => send.mutateAsync({ payload: { statement: statement.trim() }, documents: chosen }), onDone, setFailure);
  };

  const addDocument = () => {
    setDocuments((list) => [...list, null]);
    focusAfterRender(documentId(documents.length));
  };

  return (
    <div className="flex flex-col gap-6">
      <ErrorSummary errors={summary} title={t(errorCopy.summaryHeading, { defaultValue: 'There is a problem' })} />
      {/* The count is the field's hint, so it is read with the field (described-by) and updates
          quietly: announcing every keystroke would drown what the claimant types. */}
      <TextArea
        id={statementId}
        label={t(caseFileCopy.statementLabel)}
        hint={t(caseFileCopy.statementCount, { count: length, max: STATEMENT_MAX })}
        required
        error={error}
        errorPrefix={t(errorCopy.errorPrefix)}
        value={statement}
        rows={8}
        onChange={(event) => setStatement(event.target.value)}
      />
      {documents.map((file, index) => (
        <FileInput
          // Inputs are only ever added at the end, so the index names each one for good.
          key={index}
          id={documentId(index)}
          label={t(caseFileCopy.appealDocumentLabel, { number: index + 1 })}
          value={file}
          onChange={(next) => setDocuments((list) => list.map((current, at) => (at === index ? next : current)))}
          multipleFilesMessage={translators.copy(catalogue.validation.fileOnePerInput)}
          fileTypeMessage={translators.copy(catalogue.validation.fileType)}
          removeText={translators.copy(catalogue.shared.fileRemove)}
          removeLabel={(name) => translators.copy(catalogue.shared.fileRemoveLabel, { name })}
        />
      ))}
      <div>
        <Button type="button" variant="secondary" label={t(caseFileCopy.addDocument)} onClick={addDocument} />
      </div>
      <CallFailure message={failure.message} count={failure.count} />
      <div>
        <Button label={t(caseFileCopy.appealSubmit)} onClick={submit} />
      </div>
    </div>
  );
}
