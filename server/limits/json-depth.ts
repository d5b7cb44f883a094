// How deep a JSON text may nest before it is parsed: every JSON a client sends (a body, a
// claim's payload part, a draft) is measured first, as a deeper one would exhaust the stack of
// the checks that walk it.

/** Deepest nesting of arrays and objects a JSON body may have. */
export const JSON_MAX_DEPTH = 64;

/** How deep arrays and objects nest in a JSON text (brackets inside strings aside). */
export function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i += 1;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (ch === 0x5d || ch === 0x7d) depth -= 1;
  }
  return deepest;
}
