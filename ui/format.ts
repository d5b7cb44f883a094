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

/** Zero-pads a number to two digits. */
function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** Formats a calendar date as MM/dd/yyyy, the contract's date format, from its local date parts. */
export function formatDateMDY(date: Date): string {
  return `${pad2(date.getMonth() + 1)}/${pad2(date.getDate())}/${String(date.getFullYear()).padStart(4, '0')}`;
}

/** Parses a complete MM/dd/yyyy string into a local date, or null when it is incomplete or names
 *  no real day (02/30/2024). Only the shape is checked: range rules belong to the caller. */
export function parseDateMDY(text: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  const year = Number(match[3]);
  const date = new Date(year, month - 1, day);
  // new Date() rolls 02/30 over into March; a round trip catches that.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date;
}
