import { KontentFooter } from './parts/footers';
import { HeaderTitles } from './parts/header-titles';
import { HeaderLanguages } from './parts/language-menu';
import { LayoutFrame, type LayoutProps } from './parts/layout-frame';
import { SiteNavigation } from './parts/site-links';

/** The kontent header: one content block with titles and navigation. */
export function KontentHeader() {
  return (
    <header data-slot="site-header" className="bg-header text-header-fg">
      <div id="header-content" data-scroll-target="header-content" className="mx-auto max-w-6xl space-y-4 p-page">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <HeaderTitles />
          <HeaderLanguages />
        </div>
        <SiteNavigation faqPath="/faq" />
      </div>
    </header>
  );
}

/** The kontent layout (jnd-9-0-kontent): the kontent header and footer around the page. */
export default function LayoutKontent(props: LayoutProps) {
  return <LayoutFrame {...props} header={<KontentHeader />} footer={<KontentFooter />} />;
}
