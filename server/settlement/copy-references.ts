// Copy may name values of settlement.json as {settlement.caseName} or {settlement.contact.phone},
// so a phone number or the case name is written once and every culture shows the same. They are
// filled in when the package loads; the app never sees them (its own parameters are {name}, no dot).
/** A settlement reference in copy text; the name is the first group. */
export const settlementReference = /\{settlement\.([A-Za-z0-9_.]+)\}/g;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The values copy may name as {settlement.<name>}: the case, the settlement, its site, and
 *  every contact entry as contact.<name>. */
export function settlementReferences(info: Readonly<Record<string, unknown>>): Record<string, string> {
  const references: Record<string, string> = {};
  for (const name of ['caseName', 'caseNumber', 'settlementName', 'projectSiteUrl'] as const) {
    const value = info[name];
    if (typeof value === 'string') references[name] = value;
  }
  if (isRecord(info.contact)) {
    for (const [name, value] of Object.entries(info.contact)) if (typeof value === 'string') references[`contact.${name}`] = value;
  }
  return references;
}

/** One culture's copy with its {settlement.<name>} references filled in (and without "$schema"). */
export function resolveCopyReferences(
  copy: Readonly<Record<string, string>>,
  info: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const references = settlementReferences(info);
  return Object.fromEntries(
    Object.entries(copy)
      .filter(([key]) => key !== '$schema')
      .map(([key, text]) => [key, text.replace(settlementReference, (whole, name: string) => references[name] ?? whole)]),
  );
}
