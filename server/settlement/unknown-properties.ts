// Properties a schema does not know, found anywhere in a value. The contract's schemas pass
// unknown properties through silently (the API must tolerate additions), but in a file an
// administrator typed, "lable" or "validation" is a typo whose setting would simply be lost.
import type { z } from 'zod';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  values?: unknown[];
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The paths (from `path`) of every property of `value` that `schema` has no place for. */
export function unknownProperties(schema: z.ZodType, value: unknown, path: readonly PropertyKey[] = []): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const walk = (current: z.ZodType, at: unknown, where: readonly PropertyKey[]): void => {
    const def = defOf(current);
    switch (def.type) {
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
        return walk(def.innerType!, at, where);
      case 'pipe':
        return walk(def.in!, at, where);
      case 'array':
        if (Array.isArray(at)) at.forEach((item, index) => walk(def.element!, item, [...where, index]));
        return;
      case 'record':
        if (isRecord(at)) for (const [key, item] of Object.entries(at)) walk(def.valueType!, item, [...where, key]);
        return;
      case 'object':
        if (!isRecord(at)) return;
        for (const [key, item] of Object.entries(at)) {
          const known = def.shape?.[key];
          if (known) walk(known, item, [...where, key]);
          else if (def.catchall && defOf(def.catchall).type !== 'never') walk(def.catchall, item, [...where, key]);
          else found.push([...where, key]);
        }
        return;
      case 'union': {
        // Only discriminated unions (the rules) are looked into: the option is known by its tag.
        if (!def.discriminator || !isRecord(at)) return;
        const option = def.options?.find((candidate) =>
          defOf(defOf(candidate).shape?.[def.discriminator!] ?? candidate).values?.includes(at[def.discriminator!]),
        );
        if (option) walk(option, at, where);
        return;
      }
      default:
        return;
    }
  };
  walk(schema, value, path);
  return found;
}
