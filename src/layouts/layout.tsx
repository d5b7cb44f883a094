import { StandardFooter } from './parts/footers';
import { HeaderTitles } from './parts/header-titles';
import { HeaderLanguages } from './parts/language-menu';
import { LayoutFrame, type LayoutProps } from './parts/layout-frame';
import { SiteNavigation } from './parts/site-links';

/** The standard header: titles, then the site navigation the page scrolls to. */
export function StandardHeader() {
  return (
    <header data-slot="site-header" className="bg-header text-header-fg">
      <div className="mx-auto flex max-w-6xl flex-wrap items-start justify-between gap-4 p-page">
        <HeaderTitles />
        <HeaderLanguages />
      </div>
      <div id="header-navigation" data-scroll-target="header-navigation" className="border-t border-header-fg/30">
        <SiteNavigation faqPath="/faqs" className="mx-auto max-w-6xl px-page py-3" />
      </div>
    </header>
  );
}

/** The standard layout (jnd-7-0-default): the standard header and footer around the page. */
export default function Layout(props: LayoutProps) {
  return <LayoutFrame {...props} header={<StandardHeader />} footer={<StandardFooter />} />;
}
