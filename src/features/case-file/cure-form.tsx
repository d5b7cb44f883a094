import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@ui/button';
import { ErrorSummary, type ErrorSummaryItem } from '@ui/error-summary';
import type { CaseFile } from '@/contract/case-file';
import { caseFileCopy, errorCopy } from '@/contract/copy-keys';
import { fieldControlId } from '@/features/form-engine/react/form-context';
import { ModelFields } from '@/features/form-engine/react/model-fields';
import { useErrorSummaryItems } from '@/features/form-engine/react/translate';
import type { FieldErrorItem } from '@/features/form-engine/react/engine';
import { caseCureMutation } from '@/lib/api/case-mutations';
import { CallFailure, nextFailure, noFailure, sendCaseAction } from './call-failure';
import { CaseFields } from './case-fields';
import { fileOf, type AnsweredItem, type CureEngine, type CureItem } from './cure-engine';

/** The items of one model, in the deficiency's order. */
function byModel(items: readonly CureItem[]): Array<{ clientId: string; keys: string[] }> {
  const groups: Array<{ clientId: string; keys: string[] }> = [];
  for (const item of items) {
    const group = groups.find((candidate) => candidate.clientId === item.clientId);
    if (group) group.keys.push(item.field.key);
    else groups.push({ clientId: item.clientId, keys: [item.field.key] });
  }
  return groups;
}

function CureFormBody({ cure, onDone }: { cure: CureEngine; onDone: (caseFile: CaseFile) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const send = useMutation(caseCureMutation(queryClient));
  const { engine, items } = cure;
  const [errors, setErrors] = useState<readonly FieldErrorItem[]>([]);
  const [missing, setMissing] = useState<readonly CureItem[]>([]);
  const [failure, setFailure] = useState(noFailure);
  const translated = useErrorSummaryItems(errors);
  const summary: ErrorSummaryItem[] = [
    ...translated.map((item, index) => {
      const error = errors[index];
      const field = error && items.find((candidate) => candidate.clientId === error.clientId && candidate.field.key === error.key);
      return field?.field.label ? { ...item, message: `${t(field.field.label)}: ${item.message}` } : item;
    }),
    ...missing.map((item) => ({
      fieldId: fieldControlId(item.clientId, item.field.key),
      message: `${item.field.label ? `${t(item.field.label)}: ` : ''}${t(caseFileCopy.documentRequired)}`,
    })),
  ];

  const submit = async () => {
    if (send.isPending) return;
    const found = engine.validateAll();
    const valueOf = (item: CureItem) => engine.model(item.clientId)?.fields[item.field.key];
    // A document the field's own rules already ask for is listed once, with their message.
    const withoutFile = items.filter(
      (item) =>
        item.kind === 'document' &&
        !fileOf(valueOf(item)) &&
        !found.some((error) => error.clientId === item.clientId && error.key === item.field.key),
    );
    setErrors(found);
    setMissing(withoutFile);
    setFailure((state) => nextFailure(state, null));
    if (found.length > 0 || withoutFile.length > 0) return;
    const answers = items
      .filter((item) => item.kind === 'field')
      .map((item) => ({ dtoMapping: item.dtoMapping, key: item.key, value: valueOf(item) ?? null }));
    const documents = items.flatMap((item) => (item.kind === 'document' ? [{ key: item.key, file: fileOf(valueOf(item))! }] : []));
    await sendCaseAction(() => send.mutateAsync({ payload: { answers }, documents }), onDone, setFailure);
  };

  return (
    <div className="flex flex-col gap-6">
      <ErrorSummary errors={summary} title={t(errorCopy.summaryHeading, { defaultValue: 'There is a problem' })} />
      {byModel(items).map((group) => (
        <ModelFields key={group.clientId} clientId={group.clientId} keys={group.keys} />
      ))}
      <CallFailure message={failure.message} count={failure.count} />
      <div>
        <Button label={t(caseFileCopy.cureSubmit)} onClick={submit} />
      </div>
    </div>
  );
}

const noItems: readonly AnsweredItem[] = [];

/** The form that cures a deficiency: each named field with the wizard's widget and rules,
 *  starting from the answer on file, and a file field for each document asked for. */
export function CureForm({ caseFile, onDone }: { caseFile: CaseFile; onDone: (caseFile: CaseFile) => void }) {
  // A new deficiency (a new case file) starts a new form; the same one keeps what was typed.
  // The query keeps an unchanged answer's object, so a refetch keeps the form too.
  return (
    <CaseFields formType={caseFile.formType} items={caseFile.deficiency?.items ?? noItems}>
      {(cure) => <CureFormBody cure={cure} onDone={onDone} />}
    </CaseFields>
  );
}
