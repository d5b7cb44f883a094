// Dates as the date field types and reads them, in the contract's MM/dd/yyyy.

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
