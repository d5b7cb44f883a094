import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Button } from '@ui/button';
import { TextInput } from '@ui/text-input';
import { Spinner } from '@ui/spinner';
import { deskApi } from '@/contract/desk';
import { dashboardQuery, periodQuery, type PeriodSearch } from './api';
import { DashboardFigures } from './dashboard-figures';
import { CallFailed } from './call-failed';
import { PageHeading } from './desk-frame';
import { DeskLink } from './desk-link';

/** The dashboard: a period's figures as charts with their tables, the report for counsel as CSV
 *  and as a printable page. The period lives in the address. */
export function DashboardPage() {
  const period = useSearch({ strict: false }) as PeriodSearch;
  const navigate = useNavigate();
  const figures = useQuery(dashboardQuery(period));
  return (
    <>
      <PageHeading title="Dashboard" />
      <form
        className="mb-6 flex flex-wrap items-end gap-4"
        aria-label="Choose the period"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          void navigate({
            href: `/admin/dashboard${periodQuery({ from: String(data.get('from') ?? ''), to: String(data.get('to') ?? '') })}`,
          });
        }}
      >
        <TextInput
          label="From"
          name="from"
          type="date"
          defaultValue={period.from ?? figures.data?.from ?? ''}
          key={`from-${figures.data?.from}`}
        />
        <TextInput label="To" name="to" type="date" defaultValue={period.to ?? figures.data?.to ?? ''} key={`to-${figures.data?.to}`} />
        <Button type="submit" variant="secondary" label="Show the period" />
      </form>
      {figures.isPending ? (
        <Spinner label="Loading the figures" />
      ) : figures.error ? (
        <CallFailed error={figures.error} />
      ) : (
        <>
          <p className="mb-6 flex flex-wrap gap-6">
            <a
              href={`${deskApi.reportCsv}${periodQuery({ from: figures.data.from, to: figures.data.to })}`}
              className="text-link underline"
            >
              Download the report as CSV
            </a>
            <DeskLink
              href={`/admin/report${periodQuery({ from: figures.data.from, to: figures.data.to })}`}
              className="text-link underline"
            >
              The report as a printable page
            </DeskLink>
          </p>
          <DashboardFigures figures={figures.data} />
        </>
      )}
    </>
  );
}
