import type { Story, StoryDefault } from '@ladle/react';
import { ConfirmationBlock } from '@/features/form-engine/blocks/confirmation-block';
import { BlockStory } from './support';

export default { title: 'Form engine / Blocks / Confirmation block' } satisfies StoryDefault;

/** The reference code of a submitted claim, with copy and print buttons. */
export const Default: Story = () => <BlockStory configs={[]}>{() => <ConfirmationBlock referenceCode="STD-7K3Q-9XWM" />}</BlockStory>;

/** As the page's main heading, when the confirmation page has no other. */
export const AsPageHeading: Story = () => (
  <BlockStory configs={[]}>{() => <ConfirmationBlock referenceCode="AUT-4HPD-2RZC" headingLevel={1} />}</BlockStory>
);
