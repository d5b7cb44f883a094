import type { z } from 'zod';
import { camelCaseKey } from '@/contract/camel-case-key';
import { modelConfigSchema, type ModelConfig } from '@/contract/model-config';
import { ConfigError, crossCheckProblems, partialModelProblems, problemOf, type ConfigProblem, type UnreadModel } from './config-check';
import { showValue as show } from './values';

// The config check of raw configs: the contract schema's parse (every problem named by model,
// field and setting) and then the cross checks of config-check.ts. The server runs it on a
// settlement package before it serves anything.

/** The outcome of checking configs: the valid ones and the problems of the rest. */
interface ConfigCheck {
  readonly configs: ModelConfig[];
  readonly problems: ConfigProblem[];
}

type Raw = Record<string, unknown>;

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a key that may arrive camelCase or PascalCase. */
function readKey(record: unknown, key: string): unknown {
  if (!isRecord(record)) return undefined;
  if (key in record) return record[key];
  const found = Object.keys(record).find((candidate) => camelCaseKey(candidate) === key);
  return found === undefined ? undefined : record[found];
}

function readPath(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const segment of path) {
    if (Array.isArray(current) && typeof segment === 'number') current = current[segment];
    else current = readKey(current, String(segment));
  }
  return current;
}

function modelLabel(raw: unknown, index: number): string {
  const metadata = readKey(raw, 'metadata');
  const formType = readKey(metadata, 'formType');
  const dtoMapping = readKey(metadata, 'dtoMapping');
  if (typeof formType === 'string' && typeof dtoMapping === 'string') return `Model ${formType}/${dtoMapping}`;
  return `Model #${index + 1}`;
}

function fieldLabel(rawField: unknown, index: number): string {
  const key = readKey(rawField, 'key');
  return typeof key === 'string' && key !== '' ? camelCaseKey(key) : `#${index + 1}`;
}

function joinPath(path: readonly PropertyKey[]): string {
  return path
    .map((segment) => (typeof segment === 'number' ? `[${segment}]` : `.${String(segment)}`))
    .join('')
    .replace(/^\./, '');
}

function cleanMessage(message: string): string {
  return message.replace(/^Invalid input: /, '').replace(/^Invalid option: /, '');
}

/** Turns one zod issue about field `field` of a model into the named problem. */
function fieldIssue(issue: z.core.$ZodIssue, rest: readonly PropertyKey[], rawField: unknown): string {
  const value = readPath(rawField, rest);
  const [head, index, sub] = rest;
  if (rest.length === 1 && head === 'widget' && issue.code === 'invalid_value') return `unknown widget ${show(value)}`;
  if (rest.length === 1 && head === 'maskName' && issue.code === 'invalid_value') return `unknown mask ${show(value)}`;
  if (head === 'validations' && typeof index === 'number') {
    const rule = readPath(rawField, ['validations', index]);
    const type = readKey(rule, 'type');
    if (issue.code === 'invalid_union' && sub === 'type') return `unknown validation type ${show(type)}`;
    const inner = joinPath(rest.slice(2));
    return `rule ${show(type)} (validations[${index}])${inner ? ` ${inner}` : ''}: ${cleanMessage(issue.message)}`;
  }
  if (head === 'props' && index === 'dependencies' && typeof sub === 'number') {
    const inner = rest.slice(3);
    if (inner.length === 1 && inner[0] === 'maskName' && issue.code === 'invalid_value')
      return `dependency ${sub + 1}: unknown mask ${show(value)}`;
    return `dependency ${sub + 1}${inner.length ? ` ${joinPath(inner)}` : ''}: ${cleanMessage(issue.message)}`;
  }
  if (head === 'props' && index === 'metadata' && rest.length === 3 && (sub === 'disabledDates' || sub === 'disabledWeekdays')) {
    if (!Array.isArray(value)) return `date picker setting ${String(sub)} must be an array, got ${show(value)}`;
  }
  if (head === 'key' && value === undefined) return 'has no key';
  return `${joinPath(rest) || 'field'}: ${cleanMessage(issue.message)}${value === undefined ? '' : ` (got ${show(value)})`}`;
}

function schemaProblems(raw: unknown, index: number, issues: readonly z.core.$ZodIssue[]): ConfigProblem[] {
  const model = modelLabel(raw, index);
  return issues.map((issue) => {
    const path = issue.path;
    if (path[0] === 'fields' && typeof path[1] === 'number') {
      const rawField = readPath(raw, ['fields', path[1]]);
      return problemOf(model, fieldLabel(rawField, path[1]), fieldIssue(issue, path.slice(2), rawField));
    }
    const value = readPath(raw, path);
    const where = joinPath(path) || 'config';
    if (value === undefined) return problemOf(model, null, `${where}: missing`);
    if (path[0] === 'metadata' && issue.code === 'invalid_value') return problemOf(model, null, `${where}: unknown value ${show(value)}`);
    return problemOf(model, null, `${where}: ${cleanMessage(issue.message)}`);
  });
}

/** A model whose only problems are in some of its fields, read without those fields (with the
 *  keys left out); null when its metadata or field list is wrong too, or it still does not parse. */
function withoutBrokenFields(
  item: unknown,
  issues: readonly z.core.$ZodIssue[],
): { config: ModelConfig; leftOut: ReadonlySet<string> } | null {
  const fields = readKey(item, 'fields');
  if (!isRecord(item) || !Array.isArray(fields)) return null;
  const broken = new Set<number>();
  for (const issue of issues) {
    if (issue.path[0] !== 'fields' || typeof issue.path[1] !== 'number') return null;
    broken.add(issue.path[1]);
  }
  const leftOut = new Set<string>();
  for (const at of broken) {
    const key = readKey(fields[at], 'key');
    if (typeof key === 'string') leftOut.add(camelCaseKey(key));
  }
  const fieldsKey = Object.keys(item).find((candidate) => camelCaseKey(candidate) === 'fields')!;
  const result = modelConfigSchema.safeParse({ ...item, [fieldsKey]: fields.filter((_, at) => !broken.has(at)) });
  return result.success ? { config: result.data, leftOut } : null;
}

/** Parses raw configs (the GET /api/forms/config answer) and checks them. Returns the configs
 *  that parsed and every problem found: the schema's in config order, then the cross checks of
 *  the configs that parsed, then those of the models read without their broken fields. */
export function checkModelConfigs(raw: unknown): ConfigCheck {
  if (!Array.isArray(raw)) {
    return { configs: [], problems: [problemOf('Model configs', null, `expected an array of model configs, got ${show(raw)}`)] };
  }
  const configs: ModelConfig[] = [];
  const problems: ConfigProblem[] = [];
  const parsedAt: number[] = [];
  const unread: UnreadModel[] = [];
  const partials: { readonly config: ModelConfig; readonly leftOut: ReadonlySet<string> }[] = [];
  raw.forEach((item, index) => {
    const result = modelConfigSchema.safeParse(item);
    if (result.success) {
      configs.push(result.data);
      parsedAt.push(index);
    } else {
      problems.push(...schemaProblems(item, index, result.error.issues));
      const metadata = readKey(item, 'metadata');
      unread.push({ formType: readKey(metadata, 'formType'), dtoMapping: readKey(metadata, 'dtoMapping') });
      const partial = withoutBrokenFields(item, result.error.issues);
      if (partial) partials.push(partial);
    }
  });

  problems.push(...crossCheckProblems(configs, parsedAt, unread));
  for (const { config, leftOut } of partials) problems.push(...partialModelProblems(config, configs, unread, leftOut));
  return { configs, problems };
}

/** Parses raw configs; throws a ConfigError listing every problem when any config is wrong. */
export function parseModelConfigs(raw: unknown): ModelConfig[] {
  const { configs, problems } = checkModelConfigs(raw);
  if (problems.length > 0) throw new ConfigError(problems);
  return configs;
}
