// `node --import ./scripts/bench-ciphers-off/register.mjs`: runs the server with its two ciphers
// swapped for stand-ins that keep every byte in the clear (bench-encryption.ts measures the server
// against itself this way). Only the cryptography is off: the envelopes, key rows and framing
// around it still run. Never used outside the benchmark.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
