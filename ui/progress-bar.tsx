import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';
import { formatBytes } from '@/engine/format-bytes';

/** Props of ProgressBar. */
interface ProgressBarProps extends Omit<ComponentProps<'div'>, 'role' | 'children'> {
  /** Visible label, which also names the progress bar (e.g. "Uploading invoice.pdf"). */
  label: ReactNode;
  /** Amount done, e.g. bytes sent; omit while the total is unknown (indeterminate). */
  value?: number | undefined;
  /** Total amount, e.g. the file size in bytes. */
  max: number;
  /** The spoken and shown progress text; defaults to sizes such as "1.2 MB of 3.4 MB". */
  formatValueText?: (value: number, max: number) => string;
}

/** Describes progress as "<done> of <total>" in human-readable sizes. */
function formatByteProgress(value: number, max: number): string {
  return `${formatBytes(value)} of ${formatBytes(max)}`;
}

/** An upload progress bar: role="progressbar" with its value, range and a readable value text. */
export function ProgressBar({ label, value, max, formatValueText = formatByteProgress, className, ...props }: ProgressBarProps) {
  const labelId = `${useId()}-label`;
  const safeMax = max > 0 ? max : 1;
  const clamped = value === undefined ? undefined : Math.min(Math.max(value, 0), safeMax);
  const percent = clamped === undefined ? 0 : (clamped / safeMax) * 100;
  const valueText = clamped === undefined ? undefined : formatValueText(clamped, max);
  return (
    <div data-slot="progress" className={cn('flex flex-col gap-1', className)} {...props}>
      <div id={labelId} data-slot="progress-label" className="font-semibold break-words">
        {label}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={valueText}
        data-slot="progress-track"
        data-state={clamped === undefined ? 'indeterminate' : clamped >= safeMax ? 'complete' : 'loading'}
        className="h-3 w-full overflow-hidden rounded-theme-sm border border-input bg-input-bg"
      >
        <div
          data-slot="progress-fill"
          // Forced-colours mode drops background colours, so the fill switches to a system colour there.
          className="h-full bg-primary motion-safe:transition-[width] forced-colors:bg-[CanvasText]"
          style={{ width: `${percent}%` }}
        />
      </div>
      {valueText && (
        // The same text the progress bar reports, for sighted users; hidden from screen readers
        // because aria-valuetext already carries it.
        <div aria-hidden="true" data-slot="progress-value" className="text-sm text-muted-fg">
          {valueText}
        </div>
      )}
    </div>
  );
}
