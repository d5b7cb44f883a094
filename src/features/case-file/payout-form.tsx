import { useCallback, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@ui/button';
import { ErrorSummary } from '@ui/error-summary';
import { Fieldset } from '@ui/field';
import type { CaseFile } from '@/contract/case-file';
import { caseFileCopy, errorCopy } from '@/contract/copy-keys';
import type { ModelConfig } from '@/contract/model-config';
import { sameMapping } from '@/engine/models';
import type { FieldErrorItem } from '@/features/form-engine/react/engine';
import { ModelFields } from '@/features/form-engine/react/model-fields';
import { useErrorSummaryItems } from '@/features/form-engine/react/translate';
import { casePayoutMutation } from '@/lib/api/case-mutations';
import { CallFailure, nextFailure, noFailure, sendCaseAction } from './call-failure';
import { CaseFields } from './case-fields';
import type { CureEngine } from './cure-engine';

type Payout = NonNullable<CaseFile['payout']>;

function PayoutFormBody({ payout, fields, onDone }: { payout: Payout; fields: CureEngine; onDone: (caseFile: CaseFile) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const send = useMutation(casePayoutMutation(queryClient));
  const { engine, items } = fields;
  const [errors, setErrors] = useState<readonly FieldErrorItem[]>([]);
  const [failure, setFailure] = useState(noFailure);
  const summary = useErrorSummaryItems(errors);
  const clientId = items[0]?.clientId;

  const submit = async () => {
    if (send.isPending) return;
    // The method definitions' rules the package loaded (a Venmo handle, a routing number's check
    // digit, the account typed twice): only the chosen method's fields are shown and checked.
    const found = engine.validateAll();
    setErrors(found);
    setFailure((state) => nextFailure(state, null));
    if (found.length > 0) return;
    const model = clientId ? engine.model(clientId) : undefined;
    const chosen = model?.fields[payout.election];
    const method = payout.methods.find((m) => m.option === chosen);
    // The election and the chosen method's fields, nothing of the others (the server clears them).
    const keys = [payout.election, ...(method?.keys ?? [])];
    const answers = keys.map((key) => ({ dtoMapping: payout.dtoMapping, key, value: model?.fields[key] ?? '' }));
    await sendCaseAction(() => send.mutateAsync({ answers }), onDone, setFailure);
  };

  return (
    <div className="flex flex-col gap-6">
      <ErrorSummary errors={summary} title={t(errorCopy.summaryHeading, { defaultValue: 'There is a problem' })} />
      <Fieldset legend={t(payout.legend)} legendSize="lg">
        {() => clientId && <ModelFields clientId={clientId} keys={items.map((item) => item.field.key)} />}
      </Fieldset>
      <CallFailure message={failure.message} count={failure.count} />
      <div>
        <Button label={t(caseFileCopy.payoutSubmit)} onClick={submit} />
      </div>
    </div>
  );
}

/** The form's payment section over the methods the case file offers, with the wizard's widgets and
 *  the method definitions' rules. It starts empty: no answer on file, an account least of all, is
 *  put back on the page. */
export function PayoutForm({ caseFile, onDone }: { caseFile: CaseFile; onDone: (caseFile: CaseFile) => void }) {
  const payout = caseFile.payout;
  // Kept per case file: a refetch that changes nothing keeps what was typed.
  const items = useMemo(
    () =>
      payout
        ? [payout.election, ...payout.methods.flatMap((m) => m.keys)].map((key) => ({
            kind: 'field' as const,
            dtoMapping: payout.dtoMapping,
            key,
            value: null,
          }))
        : [],
    [payout],
  );
  // The election offers the methods the case file takes, PayPal's login being the wizard's, and
  // no "choose later": a change names the method it changes to.
  const narrow = useCallback(
    (configs: readonly ModelConfig[]): readonly ModelConfig[] =>
      payout
        ? configs.map((config) =>
            config.metadata.formType === caseFile.formType && sameMapping(config.metadata.dtoMapping, payout.dtoMapping)
              ? {
                  ...config,
                  fields: config.fields.map((field) =>
                    field.key === payout.election && field.props?.options
                      ? {
                          ...field,
                          props: {
                            ...field.props,
                            hasNoneOption: false,
                            options: field.props.options.filter((o) => payout.methods.some((m) => m.option === o.value)),
                          },
                        }
                      : field,
                  ),
                }
              : config,
          )
        : configs,
    [caseFile.formType, payout],
  );
  if (!payout) return null;
  return (
    <CaseFields formType={caseFile.formType} items={items} narrow={narrow}>
      {(fields) => <PayoutFormBody payout={payout} fields={fields} onDone={onDone} />}
    </CaseFields>
  );
}
