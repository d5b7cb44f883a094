import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@ui/spinner';
import { caseFileCopy } from '@/contract/copy-keys';
import type { ModelConfig } from '@/contract/model-config';
import { REQUEST_FAILED } from '@/contract/messages';
import { FormEngineProvider } from '@/features/form-engine/react/engine-context';
import { afterChangeHooks } from '@/features/wizard/after-change-hooks';
import { formsConfigQuery, whitelistQuery } from '@/lib/api/queries';
import { CallFailure, failureMessageOf } from './call-failure';
import { fieldsEngineOf, type AnsweredItem, type CureEngine } from './cure-engine';

/** Some fields of a claim's form (a cure's, a new address's) in the wizard's own engine: each with
 *  its widget, label and rules, the character whitelist and the wizard's after-change hooks, and
 *  starting from its answer on file. The failure of the configs, or the wait for them, stands in
 *  for the form. `items` is kept by the caller: a new list starts a new form, the same list keeps
 *  what was typed; so is `narrow`, which may narrow the configs (the options a change offers). */
export function CaseFields({
  formType,
  items,
  narrow,
  children,
}: {
  formType: string;
  items: readonly AnsweredItem[];
  narrow?: (configs: readonly ModelConfig[]) => readonly ModelConfig[];
  children: (fields: CureEngine) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data: configs, error } = useQuery(formsConfigQuery());
  const { data: whitelist } = useQuery(whitelistQuery());
  const allowed = useMemo(() => (typeof whitelist === 'string' ? new Set(whitelist) : null), [whitelist]);
  const fields = useMemo(
    () => (configs ? fieldsEngineOf(formType, items, narrow ? narrow(configs) : configs) : null),
    [configs, formType, items, narrow],
  );
  if (error || configs === null) return <CallFailure message={error ? failureMessageOf(error) : REQUEST_FAILED} count={1} />;
  if (!fields) return <Spinner label={t(caseFileCopy.loading)} />;
  return (
    <FormEngineProvider engine={fields.engine} whitelist={allowed} afterChangeHooks={afterChangeHooks}>
      {children(fields)}
    </FormEngineProvider>
  );
}
