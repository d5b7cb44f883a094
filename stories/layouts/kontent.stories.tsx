import type { Story, StoryDefault } from '@ladle/react';
import { SiteBanner } from '@/layouts/parts/layout-frame';
import { SiteNavigation } from '@/layouts/parts/site-links';
import { ShellStory } from '../shell/support';
import { layoutParts, SamplePageContent } from './support';

export default { title: 'Layouts / Kontent (kontent-9)' } satisfies StoryDefault;

// The kontent layout (jnd-9-0-kontent) with the demo settlement's copy. The theme picker (or ?brand=) shows it in
// any theme; the axe sweep checks it in all three.
const { Page, Header, Footer } = layoutParts.LayoutKontent;

/** The header. */
export const HeaderStory: Story = () => (
  <ShellStory>
    <Header />
  </ShellStory>
);
HeaderStory.storyName = 'Header';

/** The header's site navigation: project-site links and the claim services menu. */
export const Navigation: Story = () => (
  <ShellStory>
    <div className="bg-header p-page text-header-fg">
      <SiteNavigation faqPath="/faq" />
    </div>
  </ShellStory>
);

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
