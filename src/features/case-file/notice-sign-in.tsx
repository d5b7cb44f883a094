import { useMemo, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@ui/button';
import type { ErrorSummaryItem } from '@ui/error-summary';
import type { CaseSignInRequest } from '@/contract/case-file';
import { caseFileCopy } from '@/contract/copy-keys';
import { fieldWithRole, type credentialRoles } from '@/contract/field-roles';
import type { FormType } from '@/contract/form-type-names';
import type { ModelConfig } from '@/contract/model-config';
import { checkParsedModelConfigs } from '@/engine/config-check';
import { createModelStore, fieldIndex, savedModelsOfKind } from '@/engine/models';
import { createFormEngine } from '@/features/form-engine/react/engine';
import { FormEngineProvider } from '@/features/form-engine/react/engine-context';
import { ModelFields, type ModelFieldsHandle } from '@/features/form-engine/react/model-fields';
import { useTranslators } from '@/features/form-engine/react/translate';
import { afterChangeHooks } from '@/features/wizard/after-change-hooks';
import { formsConfigQuery, whitelistQuery } from '@/lib/api/queries';

/** A role of the sign-in's fields. */
type CredentialRole = (typeof credentialRoles)[number];

// The notice's claim ID and PIN, asked exactly as the form that authorizes asks them: its
// credentials model's fields with their labels, hints and rules (the wizard's own widgets).

/** The answer of the credentials field that declares a sign-in role; a package written before
 *  the roles names the field by the role itself, as the server reads it too. */
function credentialOf(
  configs: readonly ModelConfig[],
  formType: FormType,
  fields: Readonly<Record<string, unknown>>,
  role: CredentialRole,
): string {
  const key =
    fieldWithRole(configs, formType, role)?.key ?? Object.keys(fields).find((candidate) => candidate.toLowerCase() === role.toLowerCase());
  const value = key === undefined ? null : fields[key];
  return typeof value === 'string' ? value.trim() : '';
}

interface NoticeSignInProps {
  /** The form whose credentials are asked (one that authorizes). */
  formType: FormType;
  /** True while another sign-in call runs. */
  running: boolean;
  /** Shows the fields' errors in the page's error summary (an empty list clears them). */
  onErrors: (errors: ErrorSummaryItem[]) => void;
  /** Signs in with the checked credentials. */
  onSignIn: (credentials: CaseSignInRequest) => Promise<void>;
}

/** The sign-in by the notice's claim ID and PIN. */
export function NoticeSignIn({ formType, running, onErrors, onSignIn }: NoticeSignInProps) {
  const { t } = useTranslation();
  const { message } = useTranslators();
  const { data: configs } = useQuery(formsConfigQuery());
  const { data: whitelist } = useQuery(whitelistQuery());
  const allowed = useMemo(() => (typeof whitelist === 'string' ? new Set(whitelist) : null), [whitelist]);
  const engine = useMemo(() => (configs ? createFormEngine(createModelStore([...checkParsedModelConfigs(configs)])) : null), [configs]);
  const fields = useRef<ModelFieldsHandle>(null);
  const model = engine ? savedModelsOfKind(engine.getStore(), formType, 'credentials')[0] : undefined;
  if (!engine || !model) return null;

  const signIn = async () => {
    const found = fields.current?.validateAll() ?? [];
    const labels = fieldIndex(engine.configOf(model));
    onErrors(
      found.map((error) => {
        const label = labels.get(error.key)?.label;
        return { fieldId: error.fieldId, message: `${label ? `${t(label)}: ` : ''}${message(error.descriptor)}` };
      }),
    );
    if (found.length > 0) return;
    const answers = engine.model(model.clientId)?.fields ?? {};
    const read = (role: CredentialRole) => credentialOf(configs ?? [], formType, answers, role);
    await onSignIn({ claimId: read('claimId'), pin: read('pin') });
  };

  return (
    <section aria-labelledby="case-by-notice-heading" className="flex flex-col gap-4">
      <h2 id="case-by-notice-heading" className="font-heading text-2xl font-bold">
        {t(caseFileCopy.byNoticeHeading)}
      </h2>
      <FormEngineProvider engine={engine} whitelist={allowed} afterChangeHooks={afterChangeHooks}>
        <ModelFields ref={fields} clientId={model.clientId} />
      </FormEngineProvider>
      <div>
        <Button label={t(caseFileCopy.signIn)} unavailable={running} onClick={signIn} />
      </div>
    </section>
  );
}
