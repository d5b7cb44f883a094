import { useCallback, useSyncExternalStore } from 'react';
import type { FormType } from '@/contract/form-type-names';
import { FormEngineError, savedModels } from '@/engine/models';
import { useFormEngine } from '@/features/form-engine/react/engine-context';

/** The client id of a form's single-instance model of a mapping (claimantInfo, credentials ...).
 *  Reads only the id, so a keystroke does not re-render the page around the fields; the id
 *  changes only when the forms start afresh. A form without that model is a developer error. */
export function useSingleModelId(formType: FormType, mapping: string): string {
  const { engine } = useFormEngine();
  const read = useCallback(() => savedModels(engine.getStore(), formType, mapping)[0]?.clientId ?? null, [engine, formType, mapping]);
  const clientId = useSyncExternalStore(engine.subscribe, read, read);
  if (!clientId) throw new FormEngineError(`The ${formType} form has no ${mapping} model in the server's model configs`);
  return clientId;
}
