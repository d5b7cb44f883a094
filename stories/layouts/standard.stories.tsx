import type { Story, StoryDefault } from '@ladle/react';
import { SiteBanner } from '@/layouts/parts/layout-frame';
import { SiteNavigation } from '@/layouts/parts/site-links';
import { ShellStory } from '../shell/support';
import { layoutParts, SamplePageContent } from './support';

export default { title: 'Layouts / Standard (jnd-7)' } satisfies StoryDefault;

// The standard layout (jnd-7-0-default) with the demo settlement's copy. The theme picker (or ?brand=) shows it in
// any theme; the axe sweep checks it in all three.
const { Page, Header, Footer } = layoutParts.Layout;

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
      <SiteNavigation faqPath="/faqs" />
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
