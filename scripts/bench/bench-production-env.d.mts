/** The environment a benchmark's server needs to start in production mode. */
export declare const benchProductionEnv: Readonly<Record<string, string>>;
