import Color from 'colorjs.io';
import { normalizeColorText, parseColor } from './color';
import { parseScale, scaleStepNames, scaleSteps, writeRem, writeScale, type Scale, type ScaleName } from './scales';
import {
  colorTokens,
  contrastPairs,
  isColorToken,
  scaleOfToken,
  shapeTokenInfo,
  tokenNames,
  type ColorToken,
  type ShapeToken,
  type TokenName,
} from './tokens';
import type { ThemeSource } from './theme-css';

// W3C Design Tokens (DTCG, format 2025.10) for a theme. The CSS files in themes/ stay the source
// (docs/decisions.md §Themes); this is their exchange form for design tools. Where each token goes:
//   color.<name>        --<name>          ($type color)
//   font.body|heading   --font-body|heading ($type fontFamily)
//   size.<name>         --<name>          ($type dimension: radius, radius-sm, space-page, focus-width)
//   scale.type|space    --type-scale|space-scale ($type dimension: the base step; the ratio or the
//                       explicit steps in $extensions["org.claims-site.scale"])
//   font-size.<step>, line-height.<step>, spacing.<step>: every step as a dimension, written for
//                       design tools; an import reads the scale and checks the steps agree with it
//   dark.color.<name>   the dark scheme's value of --<name> ($type color); the other tokens are
//                       the same in both schemes

/** The `$extensions` key under which the brand a file was exported from is recorded. */
const extensionKey = 'org.claims-site.theme';

/** The `$extensions` key under which a scale token keeps its ratio or its explicit steps. */
const scaleKey = 'org.claims-site.scale';

/** The groups that hold each scale's steps, by the part of a step they hold. */
const stepGroups = { type: { size: 'font-size', leading: 'line-height' }, space: { size: 'spacing' } } as const;

/** A DTCG document: nested groups of tokens. */
type DtcgDocument = Record<string, unknown>;

/** Where a token sits in the DTCG document. */
function dtcgPath(name: TokenName): [string, string] {
  if (isColorToken(name)) return ['color', name];
  if (name === 'font-body' || name === 'font-heading') return ['font', name.slice('font-'.length)];
  const scale = scaleOfToken(name);
  if (scale) return ['scale', scale];
  return ['size', name];
}

// colorjs.io space ids and the DTCG names of the same spaces.
const dtcgSpaces: Readonly<Record<string, string>> = {
  srgb: 'srgb',
  'srgb-linear': 'srgb-linear',
  hsl: 'hsl',
  hwb: 'hwb',
  lab: 'lab',
  lch: 'lch',
  oklab: 'oklab',
  oklch: 'oklch',
  p3: 'display-p3',
  a98rgb: 'a98-rgb',
  prophoto: 'prophoto-rgb',
  rec2020: 'rec2020',
  'xyz-d65': 'xyz-d65',
  'xyz-d50': 'xyz-d50',
};
const colorjsSpaces = Object.fromEntries(Object.entries(dtcgSpaces).map(([id, name]) => [name, id]));

const round = (n: number) => Math.round(n * 1e6) / 1e6;

function colorValue(text: string): Record<string, unknown> {
  const parsed = parseColor(text);
  if (!parsed) throw new Error(`"${text}" is not a CSS colour`);
  const space = dtcgSpaces[parsed.color.space.id] ?? 'srgb';
  const color = dtcgSpaces[parsed.color.space.id] ? parsed.color : parsed.color.to('srgb');
  const value: Record<string, unknown> = {
    colorSpace: space,
    components: color.coords.map((c) => (c === null || Number.isNaN(c) ? 'none' : round(Number(c)))),
  };
  if (parsed.alpha < 1) value.alpha = round(parsed.alpha);
  value.hex = parsed.hex;
  return value;
}

const dimensionPattern = /^(-?(?:\d+\.?\d*|\.\d+))(px|rem)?$/;

/** Reads a dimension token's CSS value (0, or a number of px or rem, as DTCG dimensions allow). */
export function parseDimension(text: string): { value: number; unit: 'px' | 'rem' } | null {
  const m = dimensionPattern.exec(text.trim());
  if (!m) return null;
  const value = Number(m[1]);
  if (!m[2] && value !== 0) return null;
  return { value, unit: (m[2] as 'px' | 'rem' | undefined) ?? 'px' };
}

const genericFamilies = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
  'emoji',
  'fangsong',
]);

/** Splits a CSS font-family list into family names, quotes removed. */
export function parseFontFamilies(text: string): string[] {
  return [...text.matchAll(/\s*(?:'([^']*)'|"([^"]*)"|([^,]+))\s*(?:,|$)/g)]
    .map((m) => (m[1] ?? m[2] ?? m[3] ?? '').trim())
    .filter((name) => name !== '');
}

/** Writes family names as a CSS font-family list: one-word names and generic families bare, others in single quotes. */
function writeFontFamilies(names: readonly string[]): string {
  return names.map((name) => (genericFamilies.has(name) || /^-?[A-Za-z_][\w-]*$/.test(name) ? name : `'${name}'`)).join(', ');
}

function tokenValue(name: TokenName, text: string): unknown {
  if (isColorToken(name)) return colorValue(text);
  if (shapeTokenInfo[name as ShapeToken].kind === 'fontFamily') return parseFontFamilies(text);
  const dimension = parseDimension(text);
  if (!dimension) throw new Error(`--${name}: "${text}" is not 0 or a number of px or rem, as DTCG dimensions require`);
  return dimension;
}

function describe(name: TokenName): string {
  if (!isColorToken(name)) return `--${name}: ${shapeTokenInfo[name as ShapeToken].label.toLowerCase()}`;
  const uses = contrastPairs.filter((p) => p.fg === name || p.bg === name).map((p) => p.use);
  return uses.length > 0 ? `--${name}; its contrast is checked for: ${[...new Set(uses)].join('; ')}` : `--${name}`;
}

/** The theme as a DTCG document (every token, typed and described). Throws on a value DTCG cannot hold. */
export function toDtcg(theme: ThemeSource): DtcgDocument {
  const doc: DtcgDocument = {
    $description: theme.description,
    $extensions: { [extensionKey]: { brand: theme.brand } },
    color: { $type: 'color' },
    font: { $type: 'fontFamily' },
    size: { $type: 'dimension' },
  };
  for (const name of tokenNames) {
    const [group, key] = dtcgPath(name);
    const scale = scaleOfToken(name);
    if (scale) {
      doc.scale ??= {};
      (doc.scale as Record<string, unknown>)[key] = scaleToken(scale, theme.tokens[name], describe(name));
      Object.assign(doc, stepTokens(scale, theme.tokens[name], doc));
      continue;
    }
    (doc[group] as Record<string, unknown>)[key] = { $value: tokenValue(name, theme.tokens[name]), $description: describe(name) };
  }
  doc.dark = {
    $description: 'The dark scheme: these colours replace the ones above when the reader asks for dark.',
    color: {
      $type: 'color',
      ...Object.fromEntries(colorTokens.map((name) => [name, { $value: colorValue(theme.dark[name]), $description: describe(name) }])),
    },
  };
  return doc;
}

const dimension = (rem: number) => ({ value: rem, unit: 'rem' });

function readScaleToken(scale: ScaleName, text: string): Scale {
  const value = parseScale(scale, text);
  if (typeof value === 'string') throw new Error(`--${scale}-scale: ${value}`);
  return value;
}

/** A scale as one DTCG token: its base step as the value (what a tool that knows no scales can
 *  use), and the ratio or the explicit steps where this editor reads them back. */
function scaleToken(scale: ScaleName, text: string, description: string): Record<string, unknown> {
  const value = readScaleToken(scale, text);
  const steps = scaleSteps(scale, value);
  const base = value.kind === 'ratio' ? value.base : steps.find((s) => s.name === (scale === 'type' ? 'base' : 'md'))!.size;
  const extension =
    value.kind === 'ratio'
      ? { ratio: value.ratio }
      : {
          steps: value.steps.map((s) =>
            s.leading === undefined ? { size: dimension(s.size) } : { size: dimension(s.size), lineHeight: dimension(s.leading) },
          ),
        };
  return { $type: 'dimension', $value: dimension(base), $description: description, $extensions: { [scaleKey]: extension } };
}

/** Every step of a scale as dimension tokens, merged into the document's step groups. */
function stepTokens(scale: ScaleName, text: string, doc: DtcgDocument): DtcgDocument {
  const groups: DtcgDocument = {};
  const group = (name: string) =>
    (groups[name] ??= { ...((doc[name] as object | undefined) ?? { $type: 'dimension' }) }) as Record<string, unknown>;
  for (const step of scaleSteps(scale, readScaleToken(scale, text))) {
    group(stepGroups[scale].size)[step.name] = { $value: dimension(step.size) };
    if (scale === 'type' && step.leading !== undefined) group(stepGroups.type.leading)[step.name] = { $value: dimension(step.leading) };
  }
  return groups;
}

/** Reads a scale token back: its ratio (with the base its value gives), or its explicit steps. */
function readScale(scale: ScaleName, token: Record<string, unknown>): string | string[] {
  const extensions = isObject(token.$extensions) ? token.$extensions[scaleKey] : undefined;
  const rem = (v: unknown) => (isObject(v) && v.unit === 'rem' && typeof v.value === 'number' ? v.value : null);
  if (!isObject(extensions)) return [`a scale keeps its ratio or its steps in $extensions["${scaleKey}"]`];
  let value: Scale | string;
  if (typeof extensions.ratio === 'number') {
    const base = rem(token.$value);
    if (base === null) return ['the base is { "value": number, "unit": "rem" }'];
    value = parseScale(scale, `${writeRem(base)} ${extensions.ratio}`);
  } else if (Array.isArray(extensions.steps)) {
    const steps = extensions.steps.map((step: unknown) => {
      const size = isObject(step) ? rem(step.size) : null;
      const leading = isObject(step) && step.lineHeight !== undefined ? rem(step.lineHeight) : undefined;
      return size === null || leading === null ? '?' : leading === undefined ? writeRem(size) : `${writeRem(size)}/${writeRem(leading)}`;
    });
    if (steps.includes('?')) return ['each step is { "size": dimension in rem, "lineHeight"?: dimension in rem }'];
    value = parseScale(scale, steps.join(' '));
  } else return ['the scale has neither a ratio nor steps'];
  return typeof value === 'string' ? [value] : writeScale(value);
}

/** What an imported DTCG document held: the tokens it sets, its brand and description when it
 *  names them, and every problem found (an import with problems must not be applied). */
interface DtcgImport {
  tokens: Partial<Record<TokenName, string>>;
  /** The dark scheme's colours, when the file has any. */
  dark?: Partial<Record<ColorToken, string>>;
  brand?: string;
  description?: string;
  problems: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function readColor(value: unknown): string | string[] {
  if (typeof value === 'string') return parseColor(value) ? normalizeColorText(value) : [`"${value}" is not a colour`];
  if (!isObject(value)) return ['a colour value is an object with colorSpace and components'];
  const space = colorjsSpaces[String(value.colorSpace)];
  const components = value.components;
  if (!space) return [`colorSpace "${String(value.colorSpace)}" is not one this editor reads`];
  if (!Array.isArray(components) || components.length !== 3 || components.some((c) => c !== 'none' && typeof c !== 'number')) {
    return ['components must be three numbers (or "none")'];
  }
  const alpha = value.alpha === undefined ? 1 : value.alpha;
  if (typeof alpha !== 'number' || alpha < 0 || alpha > 1) return ['alpha must be a number from 0 to 1'];
  const coords = components.map((c) => (c === 'none' ? null : c)) as [number, number, number];
  const color = new Color(space, coords, alpha);
  if (space === 'srgb' && alpha === 1) {
    const hex = color.toString({ format: 'hex', collapse: false });
    return normalizeColorText(hex);
  }
  return color.toString();
}

function readToken(name: TokenName, value: unknown): string | string[] {
  if (isColorToken(name)) return readColor(value);
  const info = shapeTokenInfo[name as ShapeToken];
  if (info.kind === 'fontFamily') {
    if (typeof value === 'string' && value.trim() !== '') return writeFontFamilies(parseFontFamilies(value));
    if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string' && v.trim() !== '')) {
      return writeFontFamilies(value as string[]);
    }
    return ['a font family is a name or a list of names'];
  }
  if (typeof value === 'string') return parseDimension(value) ? value.trim() : [`"${value}" is not 0 or a number of px or rem`];
  if (!isObject(value) || typeof value.value !== 'number' || (value.unit !== 'px' && value.unit !== 'rem')) {
    return ['a dimension is { "value": number, "unit": "px" | "rem" }'];
  }
  return value.value === 0 ? '0' : `${value.value}${value.unit}`;
}

/** The steps a file gives that its scale does not: a design tool changed a step, and the
 *  change would be lost, since the steps follow from the scale. */
function stepProblems(tokens: Partial<Record<TokenName, string>>, given: ReadonlyMap<string, unknown>): string[] {
  const problems: string[] = [];
  for (const scale of ['type', 'space'] as const) {
    const text = tokens[`${scale}-scale`];
    const value = text === undefined ? null : parseScale(scale, text);
    if (value === null || typeof value === 'string') continue;
    for (const step of scaleSteps(scale, value)) {
      const parts: [string, number | undefined][] = [[stepGroups[scale].size, step.size]];
      if (scale === 'type') parts.push([stepGroups.type.leading, step.leading]);
      for (const [group, expected] of parts) {
        const where = `${group}.${step.name}`;
        const found = given.get(where);
        if (found === undefined || expected === undefined) continue;
        const rem = isObject(found) && found.unit === 'rem' ? found.value : typeof found === 'string' ? found : null;
        if (rem !== expected && rem !== writeRem(expected)) {
          problems.push(`${where}: the ${scale} scale gives ${writeRem(expected)}; change the step in scale.${scale} instead`);
        }
      }
    }
  }
  return problems;
}

/** Reads a DTCG document (as exported by toDtcg, or any file using the same token paths) into CSS values. */
export function fromDtcg(input: unknown): DtcgImport {
  const result: DtcgImport = { tokens: {}, problems: [] };
  if (!isObject(input)) return { ...result, problems: ['The file is not a DTCG document (a JSON object of token groups).'] };
  if (typeof input.$description === 'string') result.description = input.$description;
  const extension = isObject(input.$extensions) ? input.$extensions[extensionKey] : undefined;
  if (isObject(extension) && typeof extension.brand === 'string') result.brand = extension.brand;
  const known = new Map(tokenNames.map((name) => [dtcgPath(name).join('.'), name]));
  // The steps as the file gives them: checked against the scale once it is read.
  const steps = new Map<string, unknown>();
  const stepPaths = new Set(
    (['type', 'space'] as const).flatMap((scale) =>
      Object.values(stepGroups[scale]).flatMap((group) => scaleStepNames(scale).map((step) => `${group}.${step}`)),
    ),
  );
  const walk = (group: Record<string, unknown>, path: string[], inheritedType: unknown) => {
    const type = group.$type ?? inheritedType;
    for (const [key, child] of Object.entries(group)) {
      if (key.startsWith('$') || !isObject(child)) continue;
      const childPath = [...path, key];
      if (!('$value' in child)) {
        walk(child, childPath, type);
        continue;
      }
      const where = childPath.join('.');
      const darkName = /^dark\.color\.(.+)$/.exec(where)?.[1];
      if (darkName !== undefined && isColorToken(darkName)) {
        const read =
          typeof child.$value === 'string' && /^\{.*\}$/.test(child.$value.trim())
            ? [`references ({...}) are not supported; write the value itself`]
            : readColor(child.$value);
        if (Array.isArray(read)) result.problems.push(...read.map((p) => `${where}: ${p}`));
        else (result.dark ??= {})[darkName] = read;
        continue;
      }
      const name = known.get(where);
      if (stepPaths.has(where)) {
        steps.set(where, child.$value);
        continue;
      }
      if (!name) {
        result.problems.push(`${where}: no such token in this theme`);
        continue;
      }
      if (typeof child.$value === 'string' && /^\{.*\}$/.test(child.$value.trim())) {
        result.problems.push(`${where}: references ({...}) are not supported; write the value itself`);
        continue;
      }
      const scale = scaleOfToken(name);
      const read = scale ? readScale(scale, child) : readToken(name, child.$value);
      if (Array.isArray(read)) result.problems.push(...read.map((p) => `${where}: ${p}`));
      else result.tokens[name] = read;
    }
  };
  walk(input, [], undefined);
  result.problems.push(...stepProblems(result.tokens, steps));
  if (Object.keys(result.tokens).length === 0 && !result.dark && result.problems.length === 0)
    result.problems.push('The file holds no tokens of this theme.');
  return result;
}
