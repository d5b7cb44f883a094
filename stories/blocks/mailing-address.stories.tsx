import type { Story, StoryDefault } from '@ladle/react';
import { useTranslation } from 'react-i18next';
import { Button } from '@ui/button';
import { MailingAddress } from '@/features/form-engine/blocks/mailing-address';
import { findModel, replaceModel, type ModelStore } from '@/engine/models';
import { BlockStory, savedClientId, storyConfig } from './support';

export default { title: 'Form engine / Blocks / Mailing address' } satisfies StoryDefault;

// The claimant-info model of a settlement that accepts addresses abroad: the US state select and
// ZIP code are required for the United States, the region and postal code are optional elsewhere.
// The state and country selects name no options: the block offers its own lists.
const claimantInfo = storyConfig('claimantInfo', [
  {
    key: 'MailingStreetLine1',
    widget: 'text',
    label: 'Field_Street1',
    validations: [{ type: 'required' }, { type: 'maxLength', max: 100 }, { type: 'characterSetRestriction' }],
  },
  { key: 'MailingStreetLine2', widget: 'text', label: 'Field_Street2', validations: [{ type: 'maxLength', max: 100 }] },
  { key: 'MailingCity', widget: 'text', label: 'Field_City', validations: [{ type: 'required' }, { type: 'maxLength', max: 60 }] },
  {
    key: 'MailingSubDivision',
    widget: 'select',
    label: 'Field_State',
    validations: [{ type: 'requiredIf', field: 'mailingCountry', value: 'US' }],
    props: { dependencies: [{ field: 'mailingCountry', value: 'US' }] },
  },
  {
    key: 'MailingPostalCode',
    widget: 'text',
    label: 'Field_Zip',
    maskName: 'usZip',
    validations: [{ type: 'requiredIf', field: 'mailingCountry', value: 'US' }],
    props: { dependencies: [{ field: 'mailingCountry', value: 'US' }] },
  },
  {
    key: 'MailingSubDivisionNonUS',
    widget: 'text',
    label: 'Field_Region',
    validations: [{ type: 'maxLength', max: 50 }],
    props: { dependencies: [{ field: 'mailingCountry', operator: 'IsNotEqualTo', value: 'US' }] },
  },
  {
    key: 'MailingPostalCodeNonUS',
    widget: 'text',
    label: 'Field_PostalCode',
    maskName: 'nonUsPostal',
    props: { dependencies: [{ field: 'mailingCountry', operator: 'IsNotEqualTo', value: 'US' }] },
  },
  { key: 'MailingCountry', widget: 'select', label: 'Field_Country', defaultValue: 'US', validations: [{ type: 'required' }] },
]);

function inSpain(store: ModelStore): ModelStore {
  const model = store.saved[0]!;
  const found = findModel(store, model.clientId)!.model;
  return replaceModel(store, {
    ...found,
    fields: {
      ...found.fields,
      mailingStreetLine1: 'Calle de Alcalá 120',
      mailingCity: 'Madrid',
      mailingSubDivisionNonUS: 'Madrid',
      mailingPostalCodeNonUS: '28009',
      mailingCountry: 'ES',
    },
  });
}

/** A US-only settlement: street, city, state and ZIP code, no country select. */
export const UnitedStatesOnly: Story = () => (
  <BlockStory configs={[claimantInfo]}>{(engine) => <MailingAddress clientId={savedClientId(engine, claimantInfo)} />}</BlockStory>
);

/** International support and the second street line: the country comes first; choosing another
 *  country swaps the state and ZIP code for the region and postal code and keeps the city. */
export const International: Story = () => (
  <BlockStory configs={[claimantInfo]}>
    {(engine) => <MailingAddress clientId={savedClientId(engine, claimantInfo)} international secondLine />}
  </BlockStory>
);

/** An address abroad, as prepopulated from the claimant's record. */
export const AddressAbroad: Story = () => (
  <BlockStory configs={[claimantInfo]} prepare={inSpain}>
    {(engine) => <MailingAddress clientId={savedClientId(engine, claimantInfo)} international />}
  </BlockStory>
);

/** After a failed Next: the required street, city, state and ZIP code. */
export const WithErrors: Story = () => (
  <BlockStory configs={[claimantInfo]} showErrors>
    {(engine) => <MailingAddress clientId={savedClientId(engine, claimantInfo)} international />}
  </BlockStory>
);

function LanguageSwitch() {
  const { i18n } = useTranslation();
  return (
    <Button variant="secondary" className="mt-6" onClick={() => void i18n.changeLanguage(i18n.language === 'es' ? 'en' : 'es')}>
      {i18n.language === 'es' ? 'English' : 'Español'}
    </Button>
  );
}

/** State and country names are copy keys (State_NY, Country_ES) with English defaults: the
 *  Spanish copy here names a few, the rest stay in English. */
export const LanguageSwitchExample: Story = () => (
  <BlockStory configs={[claimantInfo]}>
    {(engine) => (
      <>
        <MailingAddress clientId={savedClientId(engine, claimantInfo)} international />
        <LanguageSwitch />
      </>
    )}
  </BlockStory>
);
