/** Asks the system for a port no one is listening on, then lets it go for the caller to take. */
export function freePort(): Promise<number>;
