import { useId, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';

/** Props of Banner. */
interface BannerProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The banner's heading. */
  header: ReactNode;
  /** Element for the heading, so the caller can fit it into the page's heading outline. */
  headerAs?: 'h1' | 'h2' | 'h3';
  /** The banner's body copy. */
  copy?: ReactNode;
  /** Optional decorative background image URL. */
  backgroundImage?: string | undefined;
  /** Renders nothing when false (contract: the banner is controlled by banner state). */
  open?: boolean;
  /** Offers a close button that calls this; the caller turns `open` off. */
  onDismiss?: (() => void) | undefined;
  /** The close button's accessible name, e.g. "Close this notice". */
  dismissLabel?: string | undefined;
}

/** Wraps a URL for use in CSS url(), escaping the characters that would end the string. */
function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;
}

/** A page banner with a heading, copy and an optional background image (contract: banner block). */
export function Banner({
  header,
  headerAs: Heading = 'h2',
  copy,
  backgroundImage,
  open = true,
  onDismiss,
  dismissLabel = 'Close',
  className,
  style,
  ...props
}: BannerProps) {
  const headingId = `${useId()}-banner`;
  if (!open) return null;
  const imageStyle: CSSProperties | undefined = backgroundImage ? { backgroundImage: cssUrl(backgroundImage), ...style } : style;
  return (
    <section
      aria-labelledby={headingId}
      data-slot="banner"
      data-image={backgroundImage ? 'true' : undefined}
      className={cn('bg-banner bg-cover bg-center text-banner-fg', backgroundImage && 'p-4 sm:p-8', className)}
      style={imageStyle}
      {...props}
    >
      {/* Text always sits on a solid banner-token panel, so its contrast never depends on the image. */}
      <div data-slot="banner-panel" className="flex max-w-prose items-start gap-4 rounded-theme bg-banner p-4 text-banner-fg sm:p-6">
        <div className="min-w-0 flex-1 space-y-2">
          <Heading id={headingId} className="m-0 text-xl font-bold break-words">
            {header}
          </Heading>
          {copy && <div data-slot="banner-copy">{copy}</div>}
        </div>
        {onDismiss && <Button type="button" variant="secondary" size="sm" icon="x" iconOnly label={dismissLabel} onClick={onDismiss} />}
      </div>
    </section>
  );
}
