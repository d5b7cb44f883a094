import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCopy } from '@/contract/copy-keys';
import { REQUEST_FAILED } from '@/contract/messages';

// One section of a wizard page that throws while it renders (a package the settlement check let
// through, a bug in one block) takes down only itself: the rest of the page stays, with its
// answers and buttons, and the section says in a sentence that it could not be shown.

/** What a section that failed shows in its place: the package's own "reload and try again"
 *  sentence, which every package already has, in the claimant's language. */
function SectionFailed() {
  const { t } = useTranslation();
  return (
    <p role="alert" data-slot="section-failed" className="text-danger">
      {t(errorCopy.requestFailed, { defaultValue: REQUEST_FAILED })}
    </p>
  );
}

interface SectionBoundaryProps {
  /** Names the section in the log ("Standard page claim-summary, section 1 (summary)"). */
  readonly name: string;
  readonly children: ReactNode;
}

/** Catches what one section throws while rendering, logs it and shows SectionFailed instead. */
export class SectionBoundary extends Component<SectionBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`${this.props.name} could not be shown`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <SectionFailed /> : this.props.children;
  }
}
