import type { Story, StoryDefault } from '@ladle/react';
import { NameInput } from '@/features/form-engine/blocks/name-input';
import { BlockStory, savedClientId, storyConfig } from './support';

export default { title: 'Form engine / Blocks / Name input' } satisfies StoryDefault;

const letters = { type: 'characterSetRestriction' } as const;

// The claimant-info model's name fields as the demo settlement sends them.
const claimantInfo = storyConfig('claimantInfo', [
  {
    key: 'FirstName',
    widget: 'text',
    label: 'Field_FirstName',
    validations: [{ type: 'required' }, { type: 'maxLength', max: 50 }, letters],
  },
  {
    key: 'MiddleInitial',
    widget: 'text',
    label: 'Field_MiddleInitial',
    validations: [
      { type: 'maxLength', max: 1 },
      { type: 'regularExpression', pattern: '^[A-Za-z]$' },
    ],
  },
  {
    key: 'LastName',
    widget: 'text',
    label: 'Field_LastName',
    validations: [{ type: 'required' }, { type: 'maxLength', max: 50 }, letters],
  },
]);

/** First name, middle initial and last name in one fieldset. */
export const Default: Story = () => (
  <BlockStory configs={[claimantInfo]}>{(engine) => <NameInput clientId={savedClientId(engine, claimantInfo)} />}</BlockStory>
);

/** Without the middle initial. */
export const WithoutMiddleInitial: Story = () => (
  <BlockStory configs={[claimantInfo]}>
    {(engine) => <NameInput clientId={savedClientId(engine, claimantInfo)} middleInitial={false} />}
  </BlockStory>
);

/** After a failed Next. */
export const WithErrors: Story = () => (
  <BlockStory configs={[claimantInfo]} showErrors>
    {(engine) => <NameInput clientId={savedClientId(engine, claimantInfo)} />}
  </BlockStory>
);
