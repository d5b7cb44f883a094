import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { Button } from '@ui/button';
import { Spinner } from '@ui/spinner';
import { dashboardQuery, type PeriodSearch } from './api';
import { DashboardFigures } from './dashboard-figures';
import { CallFailed } from './call-failed';
import { PageHeading } from './desk-frame';

/** Counsel's report of a period as a page to print: the dashboard's figures with a print button;
 *  the desk's header and the button itself are left off the printout. */
export function ReportPage() {
  const period = useSearch({ strict: false }) as PeriodSearch;
  const figures = useQuery(dashboardQuery(period));
  return (
    <>
      <PageHeading title={figures.data ? `Claims report, ${figures.data.from} to ${figures.data.to}` : 'Claims report'} />
      {figures.isPending ? (
        <Spinner label="Loading the figures" />
      ) : figures.error ? (
        <CallFailed error={figures.error} />
      ) : (
        <>
          <div className="mb-6 print:hidden">
            <Button variant="secondary" label="Print the report" onClick={() => window.print()} />
          </div>
          <DashboardFigures figures={figures.data} />
        </>
      )}
    </>
  );
}
