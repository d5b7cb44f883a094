/** Bare import specifiers used by browser-side sources, sorted and de-duplicated. */
export function browserDependencies(): string[];
