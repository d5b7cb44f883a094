import { useCallback, useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Fieldset } from '@ui/field';
import type { CaseFile } from '@/contract/case-file';
import { caseFileCopy } from '@/contract/copy-keys';
import type { ModelConfig } from '@/contract/model-config';
import { sameMapping } from '@/engine/models';
import { ModelFields } from '@/features/form-engine/react/model-fields';
import { casePayoutMutation } from '@/lib/api/case-mutations';
import { CaseFields } from './case-fields';
import { ChangeForm } from './change-form';
import type { CureEngine } from './cure-engine';

type Payout = NonNullable<CaseFile['payout']>;

function PayoutFormBody({ payout, fields, onDone }: { payout: Payout; fields: CureEngine; onDone: (caseFile: CaseFile) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const send = useMutation(casePayoutMutation(queryClient));
  const { engine, items } = fields;
  const clientId = items[0]?.clientId;
  // Sent once the method definitions' rules the package loaded pass (a Venmo handle, a routing
  // number's check digit, the account typed twice): only the chosen method's fields are shown
  // and checked, and only the election and those fields are sent (the server clears the others).
  const answers = () => {
    const model = clientId ? engine.model(clientId) : undefined;
    const chosen = model?.fields[payout.election];
    const method = payout.methods.find((m) => m.option === chosen);
    const keys = [payout.election, ...(method?.keys ?? [])];
    return keys.map((key) => ({ dtoMapping: payout.dtoMapping, key, value: model?.fields[key] ?? '' }));
  };
  return (
    <ChangeForm
      engine={engine}
      submitLabel={caseFileCopy.payoutSubmit}
      send={send.isPending ? null : () => send.mutateAsync({ answers: answers() })}
      onDone={onDone}
    >
      <Fieldset legend={t(payout.legend)} legendSize="lg">
        {() => clientId && <ModelFields clientId={clientId} keys={items.map((item) => item.field.key)} />}
      </Fieldset>
    </ChangeForm>
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
