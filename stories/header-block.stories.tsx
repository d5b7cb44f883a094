import type { Story, StoryDefault } from '@ladle/react';
import { HeaderBlock } from '@ui/header-block';

export default { title: 'Primitives / Header block' } satisfies StoryDefault;

/** The levels a block heading takes, each chosen by the block's place in the page outline. */
export const Levels: Story = () => (
  <div className="flex flex-col gap-3">
    <HeaderBlock styleTag="h2" className="text-xl">
      Questions about the settlement
    </HeaderBlock>
    <HeaderBlock styleTag="h3" className="text-lg">
      Your name and address
    </HeaderBlock>
    <HeaderBlock styleTag="h4">Purchase 1</HeaderBlock>
  </div>
);
