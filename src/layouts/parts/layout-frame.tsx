import type { FormEvent, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '@ui/banner';
import { FeedbackMessage } from '@ui/feedback-message';
import { bannerCopy, headerCopy } from '@/contract/copy-keys';
import { cultureDirection } from '@/engine/text-direction';
import { HtmlCopy } from './html-copy';

/** What the shell hands every layout. */
export interface LayoutProps {
  /** The routed page. */
  children: ReactNode;
  /** The banner state (contract.md §Data: activeBannerState); hidden by default. */
  bannerOpen?: boolean;
  /** Closes the banner (its close button); without it the banner has none. */
  onBannerDismiss?: () => void;
  /** Messages of start-up calls that failed but do not stop the site. */
  notices?: readonly string[];
  /** Slot for the session-timeout dialog (its feature renders it). */
  sessionDialog?: ReactNode;
  /** Slot for the alert dialog of errorInfo (its feature renders it). */
  alertDialog?: ReactNode;
}

/** The id of the main content, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

function SkipLink() {
  const { t } = useTranslation();
  // Focus is moved by hand: following the fragment would add a history entry the router reacts to.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only z-50 rounded-theme bg-background p-2 text-link underline focus:not-sr-only focus:absolute focus:top-2 focus:start-2"
    >
      {t(headerCopy.skipToContent)}
    </a>
  );
}

/** The settlement's banner under the header (contract.md §Data: activeBannerState), closable when given onDismiss. */
export function SiteBanner({ open, onDismiss }: { open: boolean; onDismiss?: (() => void) | undefined }) {
  const { t } = useTranslation();
  return (
    <Banner
      open={open}
      header={t(bannerCopy.header)}
      copy={<HtmlCopy html={t(bannerCopy.copy)} className="[&_a]:text-banner-fg" />}
      onDismiss={onDismiss}
      dismissLabel={t(bannerCopy.close)}
    />
  );
}

// contract.md §Routes: the form area is one form whose submit is suppressed; buttons act on click.
const suppressSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

/** The parts every layout shares around its own header and footer: skip link, banner, the
 *  routed form area, notices and the dialog slots. */
export function LayoutFrame({
  header,
  footer,
  bannerOpen = false,
  onBannerDismiss,
  notices = [],
  sessionDialog,
  alertDialog,
  children,
}: LayoutProps & { header: ReactNode; footer: ReactNode }) {
  const { i18n } = useTranslation();
  const culture = i18n.language || 'en';
  // The root element carries the direction too (the page's <html> does in the app), so a layout
  // drawn elsewhere, as in a story, reads right to left in an rtl culture.
  return (
    <div
      data-slot="layout"
      lang={culture}
      dir={cultureDirection(culture)}
      className="flex min-h-screen flex-col bg-background text-foreground"
    >
      <SkipLink />
      {header}
      <SiteBanner open={bannerOpen} onDismiss={onBannerDismiss} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 p-page focus:outline-none">
        {notices.length > 0 && (
          <FeedbackMessage variant="warning" live className="mb-4">
            {notices.map((notice) => (
              <p key={notice}>{notice}</p>
            ))}
          </FeedbackMessage>
        )}
        <form onSubmit={suppressSubmit} noValidate data-slot="form-area">
          {children}
        </form>
      </main>
      {footer}
      {sessionDialog}
      {alertDialog}
    </div>
  );
}
