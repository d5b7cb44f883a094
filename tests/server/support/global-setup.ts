import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from '../../support/embedded-postgres';
import { startLocalS3 } from '../../support/s3-server';
import { bundleServer } from '../../support/server-bundle';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the run's throwaway PostgreSQL server (its `postgres` database). */
    postgresUrl: string;
    /** Endpoint of the run's local S3 server. */
    s3Endpoint: string;
    /** Folder of the run's bundle of the server's commands (main.mjs, cli.mjs). */
    serverBundle: string;
  }
}

/** Starts one PostgreSQL server and one S3 server for the whole server suite (each test server
 *  gets a database and a bucket of its own on them), and bundles the server's commands for the
 *  tests that run them in processes of their own; stops both servers at the end and removes the
 *  bundle. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const bundle = join(process.cwd(), '.tmp', `server-bundle-${process.pid}`);
  const [started, s3Started, bundled] = await Promise.allSettled([startThrowawayPostgres(), startLocalS3(), bundleServer(bundle)]);
  if (started.status === 'rejected' || s3Started.status === 'rejected' || bundled.status === 'rejected') {
    // Whichever did start is stopped, or its open server would keep the run from ending.
    await Promise.all([
      started.status === 'fulfilled' ? started.value.stop() : undefined,
      s3Started.status === 'fulfilled' ? s3Started.value.stop() : undefined,
    ]);
    await rm(bundle, { recursive: true, force: true });
    const failed = [started, s3Started, bundled].find((result) => result.status === 'rejected');
    throw (failed as PromiseRejectedResult).reason;
  }
  const [postgres, s3] = [started.value, s3Started.value];
  project.provide('postgresUrl', postgres.url());
  project.provide('s3Endpoint', s3.endpoint);
  project.provide('serverBundle', bundle);
  return async () => {
    await Promise.all([postgres.stop(), s3.stop(), rm(bundle, { recursive: true, force: true })]);
  };
}
