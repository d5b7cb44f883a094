import type { Story, StoryDefault } from '@ladle/react';
import { Banner } from '@ui/banner';

export default { title: 'Primitives / Banner' } satisfies StoryDefault;

// A decorative stripe pattern as a data URL, so the story needs no network and no asset files.
const pattern = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#335"/><path d="M0 40L40 0" stroke="#99a" stroke-width="12"/></svg>',
)}`;

/** Heading and copy. */
export const Default: Story = () => (
  <Banner header="Important update" copy={<p>The claim filing deadline has been extended to December 31, 2026.</p>} />
);

/** With a background image behind the text panel. */
export const WithBackgroundImage: Story = () => (
  <Banner header="File your claim online" copy={<p>It takes about ten minutes. Have your notice at hand.</p>} backgroundImage={pattern} />
);

/** With a close button (the app's banner, which the claimant can close for the tab). */
export const Dismissable: Story = () => (
  <Banner
    header="The claim deadline is December 31, 2099"
    copy={<p>File your claim online by 11:59 p.m. Pacific Time on the deadline.</p>}
    onDismiss={() => {}}
    dismissLabel="Close this notice"
  />
);

/** Heading only. */
export const HeaderOnly: Story = () => <Banner header="The settlement has received final approval" />;

/** Closed: renders nothing. */
export const Closed: Story = () => (
  <div>
    <p>The banner below is closed, so nothing shows.</p>
    <Banner header="Hidden banner" open={false} />
  </div>
);
