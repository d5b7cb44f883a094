import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseFile } from '@/contract/case-file';
import { caseFileCopy } from '@/contract/copy-keys';
import { ModelFields } from '@/features/form-engine/react/model-fields';
import { caseAddressMutation } from '@/lib/api/case-mutations';
import { CaseFields } from './case-fields';
import { ChangeForm } from './change-form';
import type { CureEngine } from './cure-engine';

function AddressFormBody({ address, onDone }: { address: CureEngine; onDone: (caseFile: CaseFile) => void }) {
  const queryClient = useQueryClient();
  const send = useMutation(caseAddressMutation(queryClient));
  const { engine, items } = address;
  const clientId = items[0]?.clientId;
  // The address block's own rules (required lines, the postal code's mask, US or not) run first.
  const answers = () =>
    items.map((item) => ({
      dtoMapping: item.dtoMapping,
      key: item.key,
      value: engine.model(item.clientId)?.fields[item.field.key] ?? null,
    }));
  return (
    <ChangeForm
      engine={engine}
      submitLabel={caseFileCopy.addressSubmit}
      send={send.isPending ? null : () => send.mutateAsync({ answers: answers() })}
      onDone={onDone}
    >
      {clientId && <ModelFields clientId={clientId} keys={items.map((item) => item.field.key)} />}
    </ChangeForm>
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
