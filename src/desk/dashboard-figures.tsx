import type { DeskDashboard } from '@/contract/desk';
import type { CaseState } from '@/contract/case-file';
import { screeningFlagWords, type ScreeningFlagName } from '@/contract/screening-flags';
import { BarChart } from './bar-chart';
import { stateWords } from './words';

const total = (counts: Readonly<Record<string, number>>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** The period's figures: charts, each with its table, and the case file's counts. Shared by the
 *  dashboard and the printable report. */
export function DashboardFigures({ figures }: { figures: DeskDashboard }) {
  const lastDay = figures.days.at(-1)?.day ?? figures.to;
  return (
    <div className="flex flex-col gap-10">
      <BarChart
        title={`Claims filed each day, ${figures.from} to ${figures.to}`}
        labelHeading="Day"
        data={figures.days.map((day) => ({ label: day.day, value: total(day.byFormType) }))}
      />
      <div className="overflow-x-auto">
        <table className="border-collapse text-start">
          <caption className="text-start font-semibold">Claims filed each day by form</caption>
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="p-2 text-start">
                Day
              </th>
              {Object.keys(figures.days[0]?.byFormType ?? {}).map((formType) => (
                <th key={formType} scope="col" className="p-2 text-end">
                  {formType}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {figures.days.map((day) => (
              <tr key={day.day} className="border-b border-border">
                <th scope="row" className="p-2 text-start font-normal">
                  {day.day}
                </th>
                {Object.entries(day.byFormType).map(([formType, count]) => (
                  <td key={formType} className="p-2 text-end">
                    {count}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <BarChart
        title={`Claims filed each hour on ${lastDay} (${figures.timeZone})`}
        labelHeading="Hour"
        data={figures.hours.map((hour) => ({ label: `${hour.hour.slice(11)}:00`, value: hour.count }))}
      />
      <BarChart
        horizontal
        title="All claims by where they stand now"
        labelHeading="State"
        data={figures.states.map((state) => ({ label: stateWords[state.name as CaseState] ?? state.name, value: state.count }))}
      />
      <BarChart
        horizontal
        title="The period's claims by screening flag"
        labelHeading="Flag"
        data={figures.flags.map((flag) => ({ label: screeningFlagWords[flag.name as ScreeningFlagName] ?? flag.name, value: flag.count }))}
      />
      <BarChart
        horizontal
        title="The period's claims by payment method"
        labelHeading="Payment method"
        data={figures.paymentMethods.map((method) => ({ label: method.name, value: method.count }))}
      />
      <section aria-labelledby="case-figures" className="flex flex-col gap-2">
        <h2 id="case-figures" className="font-heading text-lg font-semibold">
          Deficiencies and appeals in the period
        </h2>
        <dl className="grid grid-cols-[auto_auto] justify-start gap-x-6 gap-y-1">
          <dt>Claims marked deficient</dt>
          <dd>{figures.deficiencies.marked}</dd>
          <dt>Deficiencies cured</dt>
          <dd>{figures.deficiencies.cured}</dd>
          <dt>Appeals made</dt>
          <dd>{figures.appeals.made}</dd>
          <dt>Appeals decided</dt>
          <dd>{figures.appeals.decided}</dd>
        </dl>
      </section>
    </div>
  );
}
