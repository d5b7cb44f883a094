/** Builds the app and its server half into `dist`, as `npm run build` does for the app. */
export declare function buildForBench(dist: string): void;

/** A reference server started for a page benchmark. */
export interface BenchServer {
  /** Its address once it listens (no trailing slash). */
  readonly url: Promise<string>;
  /** The server's own process (tsx loads in it), whose CPU time the benchmarks read. */
  readonly pid: number;
  stop(): Promise<void>;
}

/** Starts server/main.ts serving `dist` on a free port with its own data folder and `env` besides. */
export declare function startBenchServer(dist: string, dataDir: string, env?: Readonly<Record<string, string>>): BenchServer;
