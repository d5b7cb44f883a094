// Makes sure ClamAV's daemon (clamd) is present for the document scanning tests, which start a
// real one (scripts/ensure-debian-package.mjs). Only the daemon is needed: the tests write their
// own signatures, so freshclam's downloads are never used.
import { ensureDebianPackage } from './ensure-debian-package.mjs';

ensureDebianPackage({
  name: "ClamAV's daemon (clamd)",
  neededBy: 'The document scanning tests',
  path: process.env.CLAMD_PATH ?? '/usr/sbin/clamd',
  pathVariable: 'CLAMD_PATH',
  debianPackage: 'clamav-daemon',
  elsewhere: "Install ClamAV's clamd with your system package manager (e.g. CLAMD_PATH=/usr/local/sbin/clamd npm test)",
});
