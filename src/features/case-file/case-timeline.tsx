import { useTranslation } from 'react-i18next';
import type { CaseEvent } from '@/contract/case-file';
import { caseFileCopy } from '@/contract/copy-keys';
import { caseStateCopy } from './case-states';

/** The claim's history, oldest first, as an ordered list: each step's state, its date in the
 *  settlement's zone and the reason written for it; the last step is where the claim stands. */
export function CaseTimeline({ history, formatDate }: { history: readonly CaseEvent[]; formatDate: (iso: string) => string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="case-history-heading" className="flex flex-col gap-4">
      <h2 id="case-history-heading" className="font-heading text-2xl font-bold">
        {t(caseFileCopy.historyHeading)}
      </h2>
      <ol data-slot="case-timeline" className="m-0 flex list-none flex-col gap-0 p-0">
        {history.map((event, index) => {
          const current = index === history.length - 1;
          return (
            <li
              key={`${event.state}-${event.at}`}
              aria-current={current ? 'step' : undefined}
              data-current={current || undefined}
              className="relative border-s-4 border-border ps-6 pb-6 last:pb-0 data-current:border-primary"
            >
              <p className="m-0 flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className={current ? 'text-xl font-bold' : 'font-semibold'}>{t(caseStateCopy[event.state])}</span>
                {current && (
                  <span className="rounded-theme bg-primary px-2 py-0.5 text-sm font-semibold text-primary-fg">
                    {t(caseFileCopy.currentStep)}
                  </span>
                )}
              </p>
              <p className="m-0">
                <time dateTime={event.at}>{formatDate(event.at)}</time>
              </p>
              {event.reason && <p className="m-0 max-w-prose">{t(caseFileCopy.reason, { reason: event.reason })}</p>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
