import { useTranslation } from 'react-i18next';
import { headerCopy } from '@/contract/copy-keys';
import { FtcFooter } from './parts/footers';
import { HeaderLanguages } from './parts/language-menu';
import { LayoutFrame, type LayoutProps } from './parts/layout-frame';
import { NewTabLink, useProjectSite } from './parts/site-links';

/** The settlement's mark: a simple seal drawn in the header's text colour. */
function Logo({ label }: { label: string }) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 48 48" className="size-12 shrink-0" data-slot="logo">
      <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M14 26l7 7 13-16" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The government-agency header: logo, project title and subtitle (no site navigation). */
export function FtcHeader() {
  const { t } = useTranslation();
  const site = useProjectSite();
  return (
    <header id="header" data-slot="site-header" data-scroll-target="header" className="bg-header text-header-fg">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 p-page">
        <div className="flex min-w-0 items-center gap-4">
          <NewTabLink href={site()} className="rounded-theme-sm text-header-fg focus-visible:outline-header-fg">
            <Logo label={t(headerCopy.logoAlt)} />
          </NewTabLink>
          <div className="min-w-0 space-y-1">
            <p className="font-heading text-2xl font-bold break-words">{t(headerCopy.projectTitle)}</p>
            <p className="text-sm">{t(headerCopy.projectSubtitle)}</p>
          </div>
        </div>
        <HeaderLanguages />
      </div>
    </header>
  );
}

/** The government-agency layout (ftc-7-0-default): the FTC header and footer around the page. */
export default function LayoutFtc(props: LayoutProps) {
  return <LayoutFrame {...props} header={<FtcHeader />} footer={<FtcFooter />} />;
}
