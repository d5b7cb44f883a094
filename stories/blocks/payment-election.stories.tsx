import type { Story, StoryDefault } from '@ladle/react';
import type { ModelConfig } from '@/contract/model-config';
import type { SectionOf } from '@/contract/page-layouts';
import { replaceModel, type ModelStore } from '@/engine/models';
import { paymentFieldAdditions, withAdditions } from '@/engine/payment-methods/election-rules';
import type { SitePages } from '@/features/navigation/site-pages';
import { WizardSectionView } from '@/features/wizard/wizard-sections';
import { BlockStory, storyConfig } from './support';

export default { title: 'Form engine / Blocks / Payment election' } satisfies StoryDefault;

// A settlement paying by Venmo, direct deposit or check: the payment page's section, with the
// fields of the chosen method only, as the server serves them (each method's rules and its
// dependency on the election added to the package's fields).
const section: SectionOf<'payment'> = {
  kind: 'payment',
  mapping: 'claimDetails',
  legend: 'Section_PaymentMethod',
  election: 'PaymentMethod',
  methods: [
    { method: 'venmo', option: 'Venmo', fields: { handle: 'VenmoHandle' } },
    {
      method: 'ach',
      option: 'DirectDeposit',
      fields: {
        routingNumber: 'RoutingNumber',
        accountNumber: 'AccountNumber',
        confirmAccountNumber: 'ConfirmAccountNumber',
        accountType: 'AccountType',
      },
    },
    { method: 'check', option: 'Check', fields: { payee: 'Payee' } },
  ],
};

const written = storyConfig('claimDetails', [
  {
    key: 'PaymentMethod',
    role: 'paymentElection',
    widget: 'radio',
    label: 'Field_PaymentMethod',
    validations: [{ type: 'required' }],
    props: {
      options: [
        { value: 'Venmo', label: 'Option_Venmo' },
        { value: 'DirectDeposit', label: 'Option_DirectDeposit' },
        { value: 'Check', label: 'Option_Check' },
      ],
      stylingChoice: 'stacked',
    },
  },
  { key: 'VenmoHandle', role: 'payoutAccount', widget: 'text', label: 'Field_VenmoHandle' },
  { key: 'RoutingNumber', widget: 'text', label: 'Field_RoutingNumber' },
  { key: 'AccountNumber', role: 'payoutAccount', widget: 'text', label: 'Field_AccountNumber' },
  { key: 'ConfirmAccountNumber', widget: 'text', label: 'Field_ConfirmAccountNumber' },
  {
    key: 'AccountType',
    widget: 'radio',
    label: 'Field_AccountType',
    props: {
      options: [
        { value: 'Checking', label: 'Option_Checking' },
        { value: 'Savings', label: 'Option_Savings' },
      ],
    },
  },
  { key: 'Payee', widget: 'text', label: 'Field_Payee' },
]);

const additions = paymentFieldAdditions(section);
const claimDetails: ModelConfig = { ...written, fields: written.fields.map((field) => withAdditions(field, additions.get(field.key))) };

const noPages = {} as SitePages;

/** The saved claim details with these answers. */
const answered =
  (fields: Record<string, unknown>) =>
  (store: ModelStore): ModelStore => {
    const model = store.saved[0]!;
    return replaceModel(store, { ...model, fields: { ...model.fields, ...fields } });
  };

const view = () => <WizardSectionView formType="Standard" section={section} pages={noPages} progress={undefined} />;

/** Nothing chosen yet: the methods alone. */
export const Choice: Story = () => <BlockStory configs={[claimDetails]}>{view}</BlockStory>;

/** Direct deposit chosen: its four fields, required. */
export const DirectDeposit: Story = () => (
  <BlockStory configs={[claimDetails]} prepare={answered({ paymentMethod: 'DirectDeposit' })}>
    {view}
  </BlockStory>
);

/** After a failed Next: a Venmo user name, which is neither a phone number nor an email. */
export const VenmoWithError: Story = () => (
  <BlockStory configs={[claimDetails]} prepare={answered({ paymentMethod: 'Venmo', venmoHandle: '@dana-w' })} showErrors>
    {view}
  </BlockStory>
);
