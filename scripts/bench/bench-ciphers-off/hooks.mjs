// Module resolution hook of register.mjs: the server's key-ring and document-cipher modules resolve
// to the stand-ins beside this file; the stand-ins themselves still reach the real modules.
const swapped = {
  '/server/privacy/key-ring.ts': new URL('./key-ring.ts', import.meta.url).href,
  '/server/privacy/document-cipher.ts': new URL('./document-cipher.ts', import.meta.url).href,
};
const standIns = new Set(Object.values(swapped));

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (context.parentURL && standIns.has(context.parentURL)) return resolved;
  for (const [tail, standIn] of Object.entries(swapped)) if (resolved.url.endsWith(tail)) return { ...resolved, url: standIn };
  return resolved;
}
