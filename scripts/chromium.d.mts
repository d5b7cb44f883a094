/** Path of the Chromium binary; CHROME_PATH overrides it. */
export const chromiumPath: string;
/** Launch flags for headless Chromium in tests and benchmarks. */
export const chromiumArgs: string[];
/** A fresh, empty profile folder inside the project's .tmp. */
export function freshUserDataDir(): string;
