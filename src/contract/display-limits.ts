// How many fields a display row shows: the read-only row of one record on the summary, under a
// prepopulated heading and in a list of saved records. The row component throws past these, and
// the settlement check refuses a package whose pages would ask for more, with the same sentence.

/** Most fields a display row shows without buttons. */
export const DISPLAY_ROW_MAX = 12;
/** Most fields a display row shows beside its edit or delete button. */
const DISPLAY_ROW_MAX_WITH_ACTIONS = 11;

/** The most fields a display row shows, with or without its buttons. */
function displayRowLimit(hasActions: boolean): number {
  return hasActions ? DISPLAY_ROW_MAX_WITH_ACTIONS : DISPLAY_ROW_MAX;
}

/** Why a display row of `count` fields cannot be shown, or null when it fits. */
export function displayRowOverflow(count: number, hasActions: boolean): string | null {
  const limit = displayRowLimit(hasActions);
  if (count <= limit) return null;
  return `${count} fields is more than the ${limit} a display row shows${hasActions ? ' beside its edit and delete buttons' : ''}`;
}
