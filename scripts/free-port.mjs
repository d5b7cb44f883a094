// A free TCP port on the loopback address, for servers that tests and benchmarks start.
import { createServer } from 'node:net';

/** Asks the system for a port no one is listening on, then lets it go for the caller to take. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port on 127.0.0.1'))));
    });
  });
}
