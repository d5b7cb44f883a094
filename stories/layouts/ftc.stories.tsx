import type { Story, StoryDefault } from '@ladle/react';
import { SiteBanner } from '@/layouts/parts/layout-frame';
import { ShellStory } from '../shell/support';
import { layoutParts, SamplePageContent } from './support';

export default { title: 'Layouts / Government agency (ftc-7)' } satisfies StoryDefault;

// The government-agency layout (ftc-7-0-default) with the demo settlement's copy. The theme picker (or ?brand=) shows it in
// any theme; the axe sweep checks it in all three.
const { Page, Header, Footer } = layoutParts.LayoutFtc;

/** The header. */
export const HeaderStory: Story = () => (
  <ShellStory>
    <Header />
  </ShellStory>
);
HeaderStory.storyName = 'Header';

// This layout's header has no site navigation: its header is logo, title and subtitle only.

/** The footer. */
export const FooterStory: Story = () => (
  <ShellStory>
    <Footer />
  </ShellStory>
);
FooterStory.storyName = 'Footer';

/** The settlement's banner under the header, with its close button. */
export const Banner: Story = () => (
  <ShellStory>
    <SiteBanner open onDismiss={() => {}} />
  </ShellStory>
);

/** The whole page: header, banner, the page's content and the footer. */
export const WholePage: Story = () => (
  <ShellStory>
    <Page bannerOpen onBannerDismiss={() => {}}>
      <SamplePageContent />
    </Page>
  </ShellStory>
);
