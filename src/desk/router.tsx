import { createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { deskPath } from '@/contract/desk';
import { ClaimPage } from './claim-page';
import { DeskFrame } from './desk-frame';
import { QueuePage } from './queue-page';
import { SignInPage } from './sign-in-page';

// The desk's pages, under /admin: the queue, one claim, and where a sign-in link lands.
const rootRoute = createRootRoute({ component: DeskFrame });
const queueRoute = createRoute({ getParentRoute: () => rootRoute, path: deskPath, component: QueuePage });
const signInRoute = createRoute({ getParentRoute: () => rootRoute, path: `${deskPath}/sign-in`, component: SignInPage });
const claimRoute = createRoute({ getParentRoute: () => rootRoute, path: `${deskPath}/claims/$referenceCode`, component: ClaimPage });

/** The desk's router, over the browser's history. */
export function createDeskRouter() {
  return createRouter({ routeTree: rootRoute.addChildren([queueRoute, signInRoute, claimRoute]) });
}
