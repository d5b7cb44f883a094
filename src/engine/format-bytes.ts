// Byte counts as people read them. The server's messages (the largest document allowed) and the
// app's upload progress format sizes with this one function, so both say the same.

/** Units for formatBytes, in steps of 1024 (what operating systems show for file sizes). */
const byteUnits = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** Formats a byte count as a short human-readable size in a locale ("0 B", "512 B", "1.5 KB",
 *  "25 MB", "1,2 MB" in Spanish), at most one decimal from KB up, so upload sizes, progress and
 *  the server's limits read the same way everywhere. A locale the platform does not know
 *  formats as en-US. */
export function formatBytes(bytes: number, locale = 'en-US'): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), byteUnits.length - 1);
  const value = bytes / 1024 ** exponent;
  const options = { maximumFractionDigits: exponent === 0 ? 0 : 1 };
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, options);
  } catch {
    format = new Intl.NumberFormat('en-US', options);
  }
  return `${format.format(value)} ${byteUnits[exponent]}`;
}
