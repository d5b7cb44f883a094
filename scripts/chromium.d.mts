/** Path of the full Chromium browser (benchmarks, the PDF viewer); CHROME_PATH overrides it. */
export const chromiumPath: string;
/** Path of Chromium's headless shell, which the tests drive; CHROME_PATH overrides it. */
export const testChromiumPath: string;
/** Launch flags for headless Chromium in tests and benchmarks. */
export const chromiumArgs: string[];
/** A fresh, empty profile folder inside the project's .tmp. */
export function freshUserDataDir(): string;
