// What a benchmark's server needs to start in production mode, which refuses to start without
// its secrets: an audit key and the key-encryption key of personal data (both published here and
// good for benchmarks only; the servers' data folders are thrown away), and the offline captcha
// stand-in, since no captcha provider is reachable from this machine.
export const benchProductionEnv = {
  NODE_ENV: 'production',
  ALLOW_TEST_CAPTCHA: '1',
  AUDIT_KEY: 'bench-audit-key-not-secret-0123456789abcdef',
  DATA_KEYS: 'bench:YmVuY2gta2V5LW5vdC1zZWNyZXQtMDEyMzQ1Njc4OWE=',
};
