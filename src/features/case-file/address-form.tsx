import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@ui/button';
import { ErrorSummary } from '@ui/error-summary';
import type { CaseFile } from '@/contract/case-file';
import { caseFileCopy, errorCopy } from '@/contract/copy-keys';
import type { FieldErrorItem } from '@/features/form-engine/react/engine';
import { ModelFields } from '@/features/form-engine/react/model-fields';
import { useErrorSummaryItems } from '@/features/form-engine/react/translate';
import { caseAddressMutation } from '@/lib/api/case-mutations';
import { CallFailure, nextFailure, noFailure, sendCaseAction } from './call-failure';
import { CaseFields } from './case-fields';
import type { CureEngine } from './cure-engine';

function AddressFormBody({ address, onDone }: { address: CureEngine; onDone: (caseFile: CaseFile) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const send = useMutation(caseAddressMutation(queryClient));
  const { engine, items } = address;
  const [errors, setErrors] = useState<readonly FieldErrorItem[]>([]);
  const [failure, setFailure] = useState(noFailure);
  const summary = useErrorSummaryItems(errors);
  const clientId = items[0]?.clientId;

  const submit = async () => {
    if (send.isPending) return;
    // The address block's own rules (required lines, the postal code's mask, US or not).
    const found = engine.validateAll();
    setErrors(found);
    setFailure((state) => nextFailure(state, null));
    if (found.length > 0) return;
    const answers = items.map((item) => ({
      dtoMapping: item.dtoMapping,
      key: item.key,
      value: engine.model(item.clientId)?.fields[item.field.key] ?? null,
    }));
    await sendCaseAction(() => send.mutateAsync({ answers }), onDone, setFailure);
  };

  return (
    <div className="flex flex-col gap-6">
      <ErrorSummary errors={summary} title={t(errorCopy.summaryHeading, { defaultValue: 'There is a problem' })} />
      {clientId && <ModelFields clientId={clientId} keys={items.map((item) => item.field.key)} />}
      <CallFailure message={failure.message} count={failure.count} />
      <div>
        <Button label={t(caseFileCopy.addressSubmit)} onClick={submit} />
      </div>
    </div>
  );
}

/** The claim's mailing address, every field of the form's address block with the wizard's own
 *  widgets and rules, starting from the address on file; sent whole as the new address. */
export function AddressForm({ caseFile, onDone }: { caseFile: CaseFile; onDone: (caseFile: CaseFile) => void }) {
  const block = caseFile.address;
  // Kept per case file: a refetch that changes nothing keeps what was typed.
  const items = useMemo(
    () =>
      block?.fields.map((field) => ({ kind: 'field' as const, dtoMapping: block.dtoMapping, key: field.key, value: field.value })) ?? [],
    [block],
  );
  return (
    <CaseFields formType={caseFile.formType} items={items}>
      {(address) => <AddressFormBody address={address} onDone={onDone} />}
    </CaseFields>
  );
}
