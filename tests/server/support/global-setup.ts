import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from '../../support/embedded-postgres';
import { startLocalS3 } from '../../support/s3-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the run's throwaway PostgreSQL server (its `postgres` database). */
    postgresUrl: string;
    /** Endpoint of the run's local S3 server. */
    s3Endpoint: string;
  }
}

/** Starts one PostgreSQL server and one S3 server for the whole server suite (each test server
 *  gets a database and a bucket of its own on them), and stops both at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [started, s3Started] = await Promise.allSettled([startThrowawayPostgres(), startLocalS3()]);
  if (started.status === 'rejected' || s3Started.status === 'rejected') {
    // Whichever did start is stopped, or its open server would keep the run from ending.
    await Promise.all([
      started.status === 'fulfilled' ? started.value.stop() : undefined,
      s3Started.status === 'fulfilled' ? s3Started.value.stop() : undefined,
    ]);
    throw started.status === 'rejected' ? started.reason : (s3Started as PromiseRejectedResult).reason;
  }
  const [postgres, s3] = [started.value, s3Started.value];
  project.provide('postgresUrl', postgres.url());
  project.provide('s3Endpoint', s3.endpoint);
  return async () => {
    await Promise.all([postgres.stop(), s3.stop()]);
  };
}
