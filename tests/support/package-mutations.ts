import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { DISPLAY_ROW_MAX } from '@/contract/display-limits';

// Changes to the demo package that its JSON Schemas and its own structure allow, for the
// generative tests that hold the package check and the app to each other: renamed models and
// fields, fields added and removed, rules with valid and invalid parameters, other date formats,
// another culture, other summary rows, pages reordered, copy keys dropped.

/* eslint-disable @typescript-eslint/no-explicit-any -- the mutations edit raw package JSON */
type Json = any;

/** A package in memory: settlement.json, forms/<file>.json and copy/<culture>.json. */
export interface Package {
  settlement: Json;
  forms: Record<string, Json>;
  copy: Record<string, Record<string, string>>;
}

const formsSchema: Json = JSON.parse(readFileSync('settlements/schema/forms.schema.json', 'utf8'));
const fieldSchema = formsSchema.properties.models.items.properties.fields.items;
/** The widgets and the validation rules, as the schema an editor completes from lists them. */
const widgets: string[] = fieldSchema.properties.widget.enum;
const ruleSchemas: Json[] = fieldSchema.properties.validations.items.oneOf;

const camel = (key: string) => key.charAt(0).toLowerCase() + key.slice(1);

/** Every string in `value` equal to `from` becomes `to`, except under the properties `keep`. */
function replaceStrings(value: Json, from: string, to: string, keep: ReadonlySet<string> = new Set()): Json {
  if (typeof value === 'string') return value === from ? to : value;
  if (Array.isArray(value)) return value.map((item) => replaceStrings(item, from, to, keep));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keep.has(k) ? v : replaceStrings(v, from, to, keep)]));
  return value;
}

const dateFormats = ['MM/dd/yyyy', 'M/d/yyyy', 'yyyy-MM-dd', 'dd.MM.yyyy', 'MM/dd/yyyy,yyyy-MM-dd', 'QQ/zz', 'yyyy', 'MM/yyyy'];
const dateBounds = ['2000-01-01', '01/01/2000', '2099-12-31', 'yesterday', '2024-02-30', 1999];
const patterns = ['^\\d{5}$', '[A-Z]+', '(', '^(a|b)$', '\\'];
const numbers = [-1, 0, 1, 5, 12, 2020, 100_000, 0.5];

type Gen = fc.GeneratorValue;
const pick = <T>(g: Gen, items: readonly T[]): T => items[g(fc.nat, { max: items.length - 1 })]!;

/** A value for one property of a rule, by its name and schema, drawn from the model's own keys. */
function ruleValue(g: Gen, name: string, schema: Json, keys: readonly string[], copyKeys: readonly string[]): Json {
  if (schema.enum) return pick(g, schema.enum);
  if (name === 'message') return pick(g, [...copyKeys.slice(0, 3), 'Gen_Missing_Message']);
  if (name === 'formats') return pick(g, dateFormats);
  if (name === 'pattern') return pick(g, patterns);
  if (name === 'min' || name === 'max') return pick(g, [...numbers, ...dateBounds]);
  if (name === 'field' || name === 'startField') return pick(g, [...keys, 'notAField']);
  if (name === 'model') return pick(g, ['claimDetails', 'claimantInfo', 'nowhere']);
  if (name === 'fields') return [pick(g, [...keys, 'notAField'])];
  if (name === 'conditions') return [{ field: pick(g, keys), operator: 'IsEqualTo', value: 'x' }];
  if (schema.type === 'boolean') return g(fc.boolean);
  if (schema.type === 'integer' || schema.type === 'number') return pick(g, numbers);
  return pick(g, ['x', ...keys]);
}

/** A rule of a random type, its required properties filled and now and then an optional one. */
function randomRule(g: Gen, keys: readonly string[], copyKeys: readonly string[]): Json {
  const schema = pick(g, ruleSchemas);
  const rule: Json = { type: schema.properties.type.const };
  for (const [name, property] of Object.entries<Json>(schema.properties)) {
    if (name === 'type') continue;
    if ((schema.required ?? []).includes(name) || g(fc.boolean)) rule[name] = ruleValue(g, name, property, keys, copyKeys);
  }
  return rule;
}

/** Forms files with their models and the models' fields, for the mutations to choose from. */
const modelsOf = (pkg: Package) =>
  Object.entries(pkg.forms).flatMap(([file, forms]) => (forms.models as Json[]).map((model) => ({ file, forms, model })));

/** The models a claimant fills in (not the credentials or data that come from claimants.csv). */
const answerModels = (pkg: Package) =>
  modelsOf(pkg).filter(({ model }) => !['credentials', 'prepopulatedData'].includes(model.metadata.DtoMapping));

let counter = 0;
const fresh = (prefix: string) => `${prefix}${++counter}`;

/** Each kind of change, applied to the package in place. */
export const mutations = {
  /** A model gets another mapping name; every reference in its forms file follows (its kind stays). */
  renameModel(pkg: Package, g: Gen) {
    const { file, model } = pick(g, answerModels(pkg));
    const from: string = model.metadata.MappingName;
    pkg.forms[file] = replaceStrings(pkg.forms[file], from, fresh('genModel'), new Set(['DtoMapping']));
  },
  /** A field gets another key; the pages and rules that name it follow. */
  renameField(pkg: Package, g: Gen) {
    const { file, model } = pick(g, answerModels(pkg));
    const field = pick(g, model.fields as Json[]);
    const to = fresh('GenField');
    const from: string = field.key;
    pkg.forms[file] = replaceStrings(replaceStrings(pkg.forms[file], from, to), camel(from), camel(to));
  },
  /** A new field of a random widget with random rules, labelled in every culture or (sometimes) not. */
  addField(pkg: Package, g: Gen) {
    const { file, model } = pick(g, answerModels(pkg));
    const keys = (model.fields as Json[]).map((field) => camel(field.key));
    const key = fresh('GenAdded');
    const label = `Field_${key}`;
    const labelled = g(fc.nat, { max: 4 }) > 0;
    if (labelled) for (const copy of Object.values(pkg.copy)) copy[label] = `Added field ${key}`;
    const widget = pick(g, widgets);
    const field: Json = { key, widget, label, validations: [] };
    for (let n = g(fc.nat, { max: 2 }); n > 0; n--) field.validations.push(randomRule(g, keys, [label]));
    if (['select', 'radio', 'hybridRadio'].includes(widget)) field.props = { options: [{ value: 'A', label }] };
    model.fields.push(field);
    // Shown on a page of that model too, now and then.
    const section = (pkg.forms[file].pages as Json[])
      .flatMap((page) => page.sections as Json[])
      .find((s) => s.mapping === model.metadata.MappingName && Array.isArray(s.keys));
    if (section && g(fc.boolean)) section.keys.push(camel(key));
  },
  /** A field is removed from its model (pages and rules that name it are left as they were).
   *  Mostly one no rule names, so that the pages listing it are what the check must notice. */
  removeField(pkg: Package, g: Gen) {
    const all = answerModels(pkg).flatMap(({ file, model }) => (model.fields as Json[]).map((field) => ({ file, model, field })));
    const namedOnce = all.filter(({ file, field }) => JSON.stringify(pkg.forms[file]).split(`"${camel(field.key)}"`).length <= 2);
    const { model, field } = pick(g, namedOnce.length > 0 && g(fc.nat, { max: 2 }) > 0 ? namedOnce : all);
    model.fields.splice(model.fields.indexOf(field), 1);
  },
  /** Another rule on an existing field. */
  addRule(pkg: Package, g: Gen) {
    const { model } = pick(g, answerModels(pkg));
    const keys = (model.fields as Json[]).map((field) => camel(field.key));
    const field = pick(g, model.fields as Json[]);
    field.validations = [...(field.validations ?? []), randomRule(g, keys, [field.label])];
  },
  /** Other date formats and range bounds on the rules that have them. */
  dates(pkg: Package, g: Gen) {
    for (const { model } of modelsOf(pkg))
      for (const field of model.fields as Json[])
        for (const rule of (field.validations ?? []) as Json[]) {
          if (rule.type === 'validDate') rule.formats = pick(g, dateFormats);
          if (rule.type === 'range' && rule.valueType === 'date') {
            rule.min = pick(g, dateBounds);
            rule.max = pick(g, dateBounds);
          }
        }
  },
  /** Another culture, right to left or not, its copy the English copy. */
  addCulture(pkg: Package, g: Gen) {
    const [code, name] = pick(g, [
      ['he', 'עברית'],
      ['ar', 'العربية'],
      ['fr', 'Français'],
      ['ja', '日本語'],
    ] as const);
    pkg.settlement.cultures[code] = name;
    pkg.copy[code] = { ...pkg.copy.en! };
  },
  /** A fields section lists another number of its model's fields (the summary shows it as one
   *  row); the rest of the keys its mapping's sections listed go to a section after it. */
  summaryRow(pkg: Package, g: Gen) {
    const forms = pick(g, Object.values(pkg.forms));
    const listing = (forms.pages as Json[]).flatMap((page) =>
      (page.sections as Json[])
        .filter((section) => section.kind === 'fields' && Array.isArray(section.keys))
        .map((section) => ({ page, section })),
    );
    if (listing.length === 0) return;
    const { page, section } = pick(g, listing);
    const siblings = listing.filter((entry) => entry.section.mapping === section.mapping);
    const pool: string[] = g(
      fc.shuffledSubarray,
      siblings.flatMap((entry) => entry.section.keys as string[]),
      { minLength: 0 },
    );
    const all = siblings.flatMap((entry) => entry.section.keys as string[]);
    const keys = [...pool, ...all.filter((key) => !pool.includes(key))];
    // Sizes around the display row's limit (src/contract/display-limits.ts), where it matters.
    const size = Math.min(keys.length, pick(g, [1, DISPLAY_ROW_MAX - 1, DISPLAY_ROW_MAX, DISPLAY_ROW_MAX + 1, DISPLAY_ROW_MAX + 3]));
    for (const entry of siblings) entry.page.sections = (entry.page.sections as Json[]).filter((other) => other !== entry.section);
    const rest = keys.slice(size);
    page.sections.push({ ...section, keys: keys.slice(0, size) });
    if (rest.length > 0) page.sections.push({ ...section, keys: rest });
    // Now and then one of them misspelt, as a hand-edited package may have it.
    if (g(fc.boolean)) page.sections.at(-1).keys[0] = `${page.sections.at(-1).keys[0]}s`;
  },
  /** The pages of a form in another order. */
  reorderPages(pkg: Package, g: Gen) {
    const forms = pick(g, Object.values(pkg.forms));
    forms.pages = g(fc.shuffledSubarray, forms.pages as Json[], { minLength: forms.pages.length, maxLength: forms.pages.length });
  },
  /** A copy key dropped from one culture (optional ones fall back to the built-in text). */
  dropCopyKey(pkg: Package, g: Gen) {
    const copy = pick(g, Object.values(pkg.copy));
    delete copy[pick(g, Object.keys(copy).sort())];
  },
};
type MutationKind = keyof typeof mutations;
export const kinds = Object.keys(mutations) as MutationKind[];

export async function readPackage(dir: string): Promise<Package> {
  const read = async (file: string) => JSON.parse(await readFile(join(dir, file), 'utf8')) as Json;
  const forms: Package['forms'] = {};
  for (const file of await readdir(join(dir, 'forms'))) forms[file] = await read(`forms/${file}`);
  const copy: Package['copy'] = {};
  for (const file of await readdir(join(dir, 'copy'))) copy[file.replace(/\.json$/, '')] = await read(`copy/${file}`);
  return { settlement: await read('settlement.json'), forms, copy };
}

export async function writePackage(dir: string, pkg: Package): Promise<void> {
  const write = (file: string, value: unknown) => writeFile(join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
  await rm(join(dir, 'forms'), { recursive: true, force: true });
  await rm(join(dir, 'copy'), { recursive: true, force: true });
  await mkdir(join(dir, 'forms'));
  await mkdir(join(dir, 'copy'));
  await write('settlement.json', pkg.settlement);
  for (const [file, forms] of Object.entries(pkg.forms)) await write(`forms/${file}`, forms);
  for (const [culture, copy] of Object.entries(pkg.copy)) await write(`copy/${culture}.json`, copy);
}
