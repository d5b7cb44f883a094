import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { InPlaceLink } from '@ui/in-place-link';

export default { title: 'Primitives / In-place link' } satisfies StoryDefault;

/** A plain click is followed in place (here: the address shows below); Ctrl, Cmd, Shift or the
 *  middle button opens it as any link. */
export const Default: Story = () => {
  const [followed, setFollowed] = useState<string | null>(null);
  return (
    <p className="flex flex-col gap-2">
      <InPlaceLink
        href="#/standard/claimant-info"
        onFollow={setFollowed}
        className="text-link underline underline-offset-4 hover:no-underline"
      >
        Change your information
      </InPlaceLink>
      <span role="status">{followed ? `Followed in place: ${followed}` : 'Not followed yet'}</span>
    </p>
  );
};
