import { createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { deskPath } from '@/contract/desk';
import { AuditPage } from './audit-page';
import { CampaignPage } from './campaign-page';
import { ClaimPage } from './claim-page';
import { ComparePage } from './compare-page';
import { DeskFrame } from './desk-frame';
import { QueuePage } from './queue-page';
import { SearchPage } from './search-page';
import { SessionsPage } from './sessions-page';
import { SignInPage } from './sign-in-page';

// The desk's pages, under /admin: the queue, one claim, the dashboard and its printable report,
// where a sign-in link lands, and the person's own sessions. The charts (visx and d3) load with
// the dashboard's pages only.
const rootRoute = createRootRoute({ component: DeskFrame });
const queueRoute = createRoute({ getParentRoute: () => rootRoute, path: deskPath, component: QueuePage });
const signInRoute = createRoute({ getParentRoute: () => rootRoute, path: `${deskPath}/sign-in`, component: SignInPage });
const compareRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: `${deskPath}/claims/$referenceCode/compare/$other`,
  component: ComparePage,
});
const searchRoute = createRoute({ getParentRoute: () => rootRoute, path: `${deskPath}/search`, component: SearchPage });
const sessionsRoute = createRoute({ getParentRoute: () => rootRoute, path: `${deskPath}/sessions`, component: SessionsPage });
const auditRoute = createRoute({ getParentRoute: () => rootRoute, path: `${deskPath}/audit`, component: AuditPage });
const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: `${deskPath}/dashboard`,
  component: lazyRouteComponent(() => import('./dashboard-page'), 'DashboardPage'),
});
const reportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: `${deskPath}/report`,
  component: lazyRouteComponent(() => import('./report-page'), 'ReportPage'),
});
const campaignRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: `${deskPath}/campaigns/$referenceCode`,
  component: CampaignPage,
});
const claimRoute = createRoute({ getParentRoute: () => rootRoute, path: `${deskPath}/claims/$referenceCode`, component: ClaimPage });

/** The desk's router, over the browser's history. */
export function createDeskRouter() {
  return createRouter({
    routeTree: rootRoute.addChildren([
      queueRoute,
      signInRoute,
      claimRoute,
      compareRoute,
      dashboardRoute,
      reportRoute,
      auditRoute,
      searchRoute,
      campaignRoute,
      sessionsRoute,
    ]),
  });
}
