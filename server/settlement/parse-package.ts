// Checks the JSON files of a settlement package and builds the Settlement from them. Every
// problem is collected, not only the first, each with its file, JSON path, line and reason. The
// model configs go through the form engine's own validation (the code the app runs on them), the
// deadlines through the app's own date and zone parsing, so a package that passes here is one the
// app can run. claimants.csv is checked separately (load.ts), by the import's own reader.
import type { z } from 'zod';
import { deadlineKeys, type DeadlineKey } from '../../src/contract/api';
import { allCopyKeys } from '../../src/contract/copy-keys';
import { formTypes, formTypeSegment, type FormType } from '../../src/contract/form-type-names';
import { fieldConfigSchema, type ModelConfig, type ModelConfigInput } from '../../src/contract/model-config';
import { camelCaseKey } from '../../src/contract/camel-case-key';
import type { PageLayout } from '../../src/contract/page-layouts';
import { parseDeadlineDateTime } from '../../src/engine/deadlines/parse-deadline';
import type { ConfigProblem } from '../../src/engine/config-check';
import { checkModelConfigs } from '../../src/engine/config-validation';
import { mappingNameOf, sameMapping } from '../../src/engine/models';
import { paymentFieldAdditions, withAdditions } from '../../src/engine/payment-methods/election-rules';
import { readJsonFile, type JsonFile } from './json-file';
import {
  copyFileSchema,
  deadlinesFileSchema,
  formsFileEnvelopeSchema,
  settlementFileSchema,
  type DeadlinesFile,
  type SettlementFile,
} from './package-schema';
import { settlementReference, settlementReferences } from './copy-references';
import { allCopyEntries, paramsOf } from '../../src/contract/copy-catalogue';
import { claimantMessageParameters } from '../claimant-messages';
import { checkPages, parsePages, type UnparsedModels } from './check-pages';
import { checkPaymentMethods, paymentSectionsOf } from './check-payment-methods';
import { checkConditions } from './check-conditions';
import { ruleMessageParams } from './rule-message-params';
import { checkCaseFileReach, checkCredentialRoles, checkRoles, hasPaymentElection, type AssumedRole } from './check-roles';
import type { PackageProblem } from './problems';
import { unknownProperties } from './unknown-properties';
import { rememberWrittenKeys } from './written-keys';
import { createSettlement, metadataHashOf, type Settlement } from './settlement';
import { copyDefaultsOf, hasCopyDefault } from './copy-defaults';
import { currentFormatVersion } from './package-formats';
import { assumeFormat0Roles, format0Of, format0PagesWarning } from './format0';
import { format0Pages } from './format0-pages';

/** The package's files: path relative to the package folder (forward slashes) to text. */
type PackageFiles = ReadonlyMap<string, string>;

/** The outcome of a check: the Settlement when there is no problem, and the configs that parsed
 *  either way (the claimants file is checked against them). */
export interface PackageCheck {
  readonly settlement: Settlement | null;
  readonly problems: PackageProblem[];
  /** What the package may keep but an administrator should know: the built-in copy it relies on. */
  readonly warnings: PackageProblem[];
  readonly configs: readonly ModelConfig[];
  /** True when some model could not be read or parsed (so `configs` may lack some form's models). */
  readonly configsIncomplete: boolean;
}

/** Options of a check. */
interface CheckOptions {
  /** The package folder, for messages and the Settlement. */
  readonly dir: string;
  /** Absolute path of claimants.csv when the package has one. */
  readonly claimantsFile?: string | null;
}

const formTypeOfFile = new Map<string, FormType>(formTypes.map((formType) => [`forms/${formTypeSegment[formType]}.json`, formType]));
const appCopyKeys: ReadonlySet<string> = new Set(allCopyKeys);
/** The {parameters} the app fills into each of its own copy keys; {maxSize} the server fills
 *  into any text. A parameter outside these would reach claimants as written ("{minimum}"). */
const appCopyParameters: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  allCopyEntries.map((entry) => [entry.key, new Set([...entry.params, 'maxSize'])]),
);

/** Paragraph and list markup: the site puts each copy text inside its own paragraph, label,
 *  heading or list item, where a block of its own would be invalid HTML or break the layout. */
const blockMarkup = /<\/?(?:p|ul|ol|li|br)\b[^>]*>?/i;

/** The {name} parameters the app fills in (settlement references are filled in here, not
 *  there), sorted so two texts' lists compare as strings. */
const copyParameters = (text: string): string[] => paramsOf(text).sort();

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  return JSON.stringify(value) ?? String(value);
}

/** A zod issue in the words of the package's documentation. */
function reasonOf(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return `missing (expected ${issue.expected})`;
  if (issue.code === 'invalid_type') return `expected ${issue.expected}, got ${show(issue.input)}`;
  if (issue.code === 'invalid_value' && !issue.message.startsWith('Invalid')) return issue.message;
  if (issue.code === 'invalid_value') return `${show(issue.input)} is not one of ${issue.values.map(show).join(', ')}`;
  return issue.message.replace(/^Invalid input: /, '');
}

/** The problems of `file` against `schema`, placed at each issue's path. */
function schemaProblems(file: JsonFile, schema: z.ZodType): PackageProblem[] {
  const result = schema.safeParse(file.value, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) =>
        file.problemAt([...issue.path, key], `unknown property "${key}" (a typo? see the file's JSON Schema in settlements/schema/)`),
      );
    }
    return [file.problemAt(issue.path, reasonOf(issue))];
  });
}

// -- model configs -------------------------------------------------------------------------

function readMeta(metadata: unknown, key: string): unknown {
  if (!isRecord(metadata)) return undefined;
  const found = Object.keys(metadata).find((candidate) => camelCaseKey(candidate) === key);
  return found === undefined ? undefined : metadata[found];
}

/** Where in a forms file an engine problem is: the model, the field and, when the problem says,
 *  the property of the field it is about. */
function configProblemPath(problem: ConfigProblem, models: readonly unknown[]): PropertyKey[] {
  let modelIndex = -1;
  const numbered = /^Model #(\d+)$/.exec(problem.model);
  const named = /^Model ([^/]+)\/(.+)$/.exec(problem.model);
  const duplicate = /\(configs #\d+ and #(\d+)\)/.exec(problem.problem);
  if (duplicate) modelIndex = Number(duplicate[1]) - 1;
  else if (numbered) modelIndex = Number(numbered[1]) - 1;
  else if (named) {
    modelIndex = models.findIndex(
      (raw) => isRecord(raw) && readMeta(raw.metadata, 'formType') === named[1] && readMeta(raw.metadata, 'dtoMapping') === named[2],
    );
  }
  if (modelIndex < 0) return ['models'];
  const model = models[modelIndex];
  const path: PropertyKey[] = ['models', modelIndex];
  if (problem.field === null) {
    if (problem.problem.startsWith('minimumRecordCount')) path.push('metadata', 'MinimumRecordCount');
    const metadataKey = /^metadata\.(\w+)/.exec(problem.problem);
    if (metadataKey)
      path.push(
        'metadata',
        ...(isRecord(model) && isRecord(model.metadata)
          ? [Object.keys(model.metadata).find((k) => camelCaseKey(k) === metadataKey[1]) ?? metadataKey[1]!]
          : []),
      );
    return path;
  }
  const fields = isRecord(model) && Array.isArray(model.fields) ? model.fields : [];
  const numberedField = /^#(\d+)$/.exec(problem.field);
  const fieldIndex = numberedField
    ? Number(numberedField[1]) - 1
    : fields.findIndex((field) => isRecord(field) && typeof field.key === 'string' && camelCaseKey(field.key) === problem.field);
  if (fieldIndex < 0) return path;
  path.push('fields', fieldIndex);
  const field = fields[fieldIndex];
  const text = problem.problem;
  if (text.startsWith('unknown widget')) path.push('widget');
  else if (text.startsWith('unknown mask')) path.push('maskName');
  else if (/^(duplicate option value|select without|radio without|hybridRadio without)/.test(text)) path.push('props', 'options');
  else if (text.startsWith('textOptionValue')) path.push('props', 'textOptionValue');
  else {
    const indexed = /\(validations\[(\d+)\]\)/.exec(text);
    const rule = /^rule "(\w+)"/.exec(text);
    const dependency = /^dependency (\d+)/.exec(text);
    if (indexed) path.push('validations', Number(indexed[1]));
    else if (rule && isRecord(field) && Array.isArray(field.validations)) {
      const at = field.validations.findIndex((candidate) => isRecord(candidate) && candidate.type === rule[1]);
      if (at >= 0) path.push('validations', at);
    } else if (dependency) path.push('props', 'dependencies', Number(dependency[1]) - 1);
  }
  return path;
}

interface FormsFile {
  readonly file: JsonFile;
  readonly formType: FormType;
  /** The models as the file has them. */
  readonly raw: readonly unknown[];
  /** The models as served: { metadataHash, metadata, fields }. */
  readonly wire: ModelConfigInput[];
  /** What the engine parsed, with the index in the file. */
  readonly parsed: { config: ModelConfig; index: number }[];
  /** The form's pages, when their shape is right. */
  readonly pages: PageLayout[] | null;
  /** Each page as far as it reads (see parsePages), for the checks of what pages name. */
  readonly readablePages: (PageLayout | null)[];
  /** The models the engine could not parse, by mapping, with their field keys. */
  readonly unparsed: UnparsedModels;
}

function checkFormsFile(
  file: JsonFile,
  formType: FormType,
  problems: PackageProblem[],
  warnings: PackageProblem[],
  format0: boolean,
): FormsFile | null {
  // A mistake in the envelope (an unknown property) does not stop the check of the models and
  // pages, so the file's other mistakes are reported in the same run; only models that are not
  // a list leave nothing to check.
  problems.push(...schemaProblems(file, formsFileEnvelopeSchema));
  const models = isRecord(file.value) ? file.value.models : undefined;
  if (!Array.isArray(models)) return null;
  const raw: readonly unknown[] = models;
  const wire: ModelConfigInput[] = [];
  const positions: number[] = [];
  raw.forEach((model, index) => {
    if (!isRecord(model)) {
      problems.push(
        file.problemAt(['models', index], `expected a model config object { "metadata": ..., "fields": [...] }, got ${show(model)}`),
      );
      return;
    }
    for (const key of Object.keys(model)) {
      if (key === 'metadata' || key === 'fields') continue;
      const hint =
        key === 'metadataHash' ? ' (the server computes metadataHash; remove it)' : ' (a model has only "metadata" and "fields")';
      problems.push(file.problemAt(['models', index, key], `unknown property "${key}"${hint}`));
    }
    if (Array.isArray(model.fields)) {
      model.fields.forEach((field, at) => {
        for (const path of unknownProperties(fieldConfigSchema, field, ['models', index, 'fields', at])) {
          problems.push(file.problemAt(path, `unknown property "${String(path.at(-1))}" (a typo? the form engine would ignore it)`));
        }
      });
    }
    const declared = readMeta(model.metadata, 'formType');
    if (typeof declared === 'string' && declared !== formType) {
      const key = Object.keys(model.metadata as object).find((k) => camelCaseKey(k) === 'formType')!;
      problems.push(
        file.problemAt(
          ['models', index, 'metadata', key],
          `FormType "${declared}" in the file of ${formType}: each forms file holds one form type`,
        ),
      );
    }
    wire.push({
      metadataHash: metadataHashOf(model.metadata, model.fields),
      metadata: model.metadata as ModelConfigInput['metadata'],
      fields: model.fields as ModelConfigInput['fields'],
    });
    positions.push(index);
  });
  // The form engine's own check: the schema of the contract, unknown widgets and masks, rules and
  // dependencies that point at fields or models that do not exist, duplicates, bad patterns.
  const check = checkModelConfigs(wire);
  const rawOfWire = positions.map((index) => raw[index]);
  for (const problem of check.problems) {
    // A reference to a model the engine could not parse is not a second mistake: that model's
    // own problem is reported, and the reference is right once it parses.
    const missingModel = /points at missing model "([^"]*)"/.exec(problem.problem);
    if (missingModel && unparsedDtoMappings(wire, check.configs).some((mapping) => sameMapping(mapping, missingModel[1]!))) continue;
    const path = configProblemPath(problem, rawOfWire);
    // Paths found among the models that were objects: put them back at the file's own index.
    if (typeof path[1] === 'number') path[1] = positions[path[1]] ?? path[1];
    problems.push(file.problemAt(path, asWritten(problem, path, raw)));
  }
  const parsed = check.configs.map((config) => ({
    config,
    index:
      positions[
        wire.findIndex(
          (w) =>
            readMeta(w.metadata, 'dtoMapping') === config.metadata.dtoMapping &&
            readMeta(w.metadata, 'formType') === config.metadata.formType,
        )
      ] ?? -1,
  }));
  for (const { config, index } of parsed) rememberWrittenKeys(config, raw[index]);
  let listed = (file.value as { pages?: unknown }).pages;
  if (listed === undefined && format0) {
    listed = format0Pages[formType];
    warnings.push(file.problemAt([], format0PagesWarning));
  }
  const { pages, readable } = parsePages(file, listed, problems, reasonOf);
  return { file, formType, raw, wire, parsed, pages, readablePages: readable, unparsed: unparsedModels(wire, check.configs) };
}

/** Puts the roles the check assumed (an older package's sign-in) on the form's models, parsed
 *  and as served, so the server and the app find those fields by role like any other. */
function withAssumedRoles(form: FormsFile, assumed: readonly AssumedRole[]): void {
  for (const { index, key, role } of assumed) {
    const entry = form.parsed.find((candidate) => candidate.index === index)!;
    entry.config = { ...entry.config, fields: entry.config.fields.map((field) => (field.key === key ? { ...field, role } : field)) };
    rememberWrittenKeys(entry.config, form.raw[index]);
    const { dtoMapping, formType } = entry.config.metadata;
    const at = form.wire.findIndex(
      (model) => readMeta(model.metadata, 'dtoMapping') === dtoMapping && readMeta(model.metadata, 'formType') === formType,
    );
    const served = form.wire[at]!;
    const fields = served.fields.map((field) => (camelCaseKey(field.key) === key ? { ...field, role } : field));
    form.wire[at] = { metadataHash: metadataHashOf(served.metadata, fields), metadata: served.metadata, fields };
  }
}

/** Puts what each payment method asks of its fields (election-rules.ts) on the form's models,
 *  parsed and as served, so the app checks an election with the same rules the server re-checks. */
function withPaymentRules(form: FormsFile): void {
  for (const { section } of paymentSectionsOf(form.pages)) {
    const additions = paymentFieldAdditions(section);
    const entry = form.parsed.find((candidate) => mappingNameOf(candidate.config.metadata) === section.mapping);
    if (!entry) continue;
    const original = entry.config;
    entry.config = { ...original, fields: original.fields.map((field) => withAdditions(field, additions.get(field.key))) };
    rememberWrittenKeys(entry.config, form.raw[entry.index]);
    const { dtoMapping, formType } = original.metadata;
    const at = form.wire.findIndex(
      (model) => readMeta(model.metadata, 'dtoMapping') === dtoMapping && readMeta(model.metadata, 'formType') === formType,
    );
    const served = form.wire[at]!;
    const fields = served.fields.map((field) => withAdditions(field, additions.get(camelCaseKey(field.key))));
    form.wire[at] = { metadataHash: metadataHashOf(served.metadata, fields), metadata: served.metadata, fields };
    // The parsed config carries the hash the app sends back, so it must be the served one's.
    entry.config = { ...entry.config, metadataHash: form.wire[at].metadataHash };
  }
}

function isUnparsed(model: ModelConfigInput, configs: readonly ModelConfig[]): boolean {
  const dtoMapping = readMeta(model.metadata, 'dtoMapping');
  const formType = readMeta(model.metadata, 'formType');
  return !configs.some((config) => config.metadata.dtoMapping === dtoMapping && config.metadata.formType === formType);
}

/** The DtoMappings of the models of `wire` the engine did not parse. */
function unparsedDtoMappings(wire: readonly ModelConfigInput[], configs: readonly ModelConfig[]): string[] {
  return wire.flatMap((model) => {
    const dtoMapping = readMeta(model.metadata, 'dtoMapping');
    return typeof dtoMapping === 'string' && isUnparsed(model, configs) ? [dtoMapping] : [];
  });
}

/** The engine's sentence with the field named as the file writes it ("FirstName", not "firstName"). */
function asWritten(problem: ConfigProblem, path: readonly PropertyKey[], raw: readonly unknown[]): string {
  if (problem.field === null || path[2] !== 'fields' || typeof path[1] !== 'number' || typeof path[3] !== 'number') return problem.message;
  const model = raw[path[1]];
  const field = isRecord(model) && Array.isArray(model.fields) ? model.fields[path[3]] : undefined;
  const key = isRecord(field) ? field.key : undefined;
  if (typeof key !== 'string' || key === '') return problem.message;
  return problem.message.replace(`field "${problem.field}"`, `field "${key}"`);
}

/** The models of `wire` the engine did not parse, by mapping (its MappingName, else its
 *  DtoMapping), with their field keys as written. */
function unparsedModels(wire: readonly ModelConfigInput[], configs: readonly ModelConfig[]): Map<string, ReadonlySet<string>> {
  const unparsed = new Map<string, ReadonlySet<string>>();
  for (const model of wire) {
    const dtoMapping = readMeta(model.metadata, 'dtoMapping');
    const mappingName = readMeta(model.metadata, 'mappingName');
    const mapping = typeof mappingName === 'string' ? mappingName : dtoMapping;
    if (typeof mapping !== 'string' || !isUnparsed(model, configs)) continue;
    const fields: unknown[] = Array.isArray(model.fields) ? model.fields : [];
    const keys = fields.flatMap((field) => (isRecord(field) && typeof field.key === 'string' ? [field.key] : []));
    unparsed.set(mapping, new Set(keys));
  }
  return unparsed;
}

/** Every copy key a field names, with where it names it and the {parameters} filled into it. */
function copyKeysOfField(config: ModelConfig['fields'][number]): { path: PropertyKey[]; key: string; params?: readonly string[] }[] {
  const keys: { path: PropertyKey[]; key: string; params?: readonly string[] }[] = [];
  if (config.label) keys.push({ path: ['label'], key: config.label });
  if (config.props?.hint) keys.push({ path: ['props', 'hint'], key: config.props.hint });
  if (config.props?.noneOptionLabel) keys.push({ path: ['props', 'noneOptionLabel'], key: config.props.noneOptionLabel });
  (config.props?.options ?? []).forEach((option, index) => keys.push({ path: ['props', 'options', index, 'label'], key: option.label }));
  (config.validations ?? []).forEach((rule, index) => {
    if (rule.message) keys.push({ path: ['validations', index, 'message'], key: rule.message, params: ruleMessageParams(rule.type) });
  });
  return keys;
}

// -- deadlines -------------------------------------------------------------------------------

function checkDeadlineDates(file: JsonFile, problems: PackageProblem[]): void {
  const value = file.value;
  if (!isRecord(value) || !isRecord(value.deadlines)) return;
  // A bad zone is reported by the schema; the dates are still read (in Pacific) so a wrong
  // format is reported in the same run.
  const zone = typeof value.timeZone === 'string' ? value.timeZone : 'Pacific';
  for (const key of deadlineKeys) {
    const entry = value.deadlines[key];
    if (!isRecord(entry) || typeof entry.date !== 'string') continue;
    try {
      parseDeadlineDateTime(entry.date, zone, key);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message.includes('unknown time zone')) {
        try {
          parseDeadlineDateTime(entry.date, 'Pacific', key);
          continue;
        } catch (inner) {
          problems.push(file.problemAt(['deadlines', key, 'date'], dateReason(inner, entry.date)));
          continue;
        }
      }
      problems.push(file.problemAt(['deadlines', key, 'date'], dateReason(error, entry.date)));
    }
  }
}

function dateReason(error: unknown, date: string): string {
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes('unsupported date format')) {
    return `${show(date)} is not in an accepted date format: MM/dd/yyyy hh:mm:ss a, yyyy-MM-ddTHH:mm:ss (no offset), MM/dd/yyyy, MM/dd/yyyy HH:mm or MM/dd/yyyy HH:mm:ss`;
  }
  return `${show(date)} is not a real date (${message.replace(/^Deadline '[^']*': /, '')})`;
}

// -- the whole package -----------------------------------------------------------------------

/** Sorts problems by file, then line and column, so an administrator fixes a file top to bottom
 *  (problems of the same place keep the order they were found in). */
function sortProblems(problems: PackageProblem[]): void {
  const position = (problem: PackageProblem) => [problem.line ?? 0, problem.column ?? 0] as const;
  problems.sort((a, b) => {
    if (a.file !== b.file) return a.file < b.file ? -1 : 1;
    const [lineA, columnA] = position(a);
    const [lineB, columnB] = position(b);
    return lineA - lineB || columnA - columnB;
  });
}

/** Checks the files of a package; the Settlement when nothing is wrong. */
export function checkPackageFiles(files: PackageFiles, options: CheckOptions): PackageCheck {
  const problems: PackageProblem[] = [];
  const warnings: PackageProblem[] = [];
  const readJson = (name: string): JsonFile | null => {
    const text = files.get(name);
    if (text === undefined) return null;
    const read = readJsonFile(name, text);
    if ('problems' in read) {
      problems.push(...read.problems);
      return null;
    }
    return read.file;
  };

  for (const name of files.keys()) {
    const known = name === 'settlement.json' || name === 'deadlines.json' || /^(forms|copy)\/[^/]+\.json$/.test(name);
    if (!known && name.endsWith('.json') && !name.startsWith('pages/') && !name.startsWith('schema/')) {
      problems.push({
        file: name,
        path: '',
        reason: 'not a file of a settlement package (settlement.json, deadlines.json, forms/<form type>.json, copy/<culture>.json)',
      });
    }
  }

  // settlement.json
  const settlementJson = readJson('settlement.json');
  if (!files.has('settlement.json'))
    problems.push({ file: 'settlement.json', path: '', reason: 'missing: every package has one (see settlements/README.md)' });
  let info: SettlementFile | null = null;
  if (settlementJson) {
    const found = schemaProblems(settlementJson, settlementFileSchema);
    problems.push(...found);
    if (found.length === 0) info = settlementFileSchema.parse(settlementJson.value);
  }
  const rawCultures =
    settlementJson && isRecord(settlementJson.value) && isRecord(settlementJson.value.cultures)
      ? Object.keys(settlementJson.value.cultures)
      : null;

  // deadlines.json
  const deadlinesJson = readJson('deadlines.json');
  if (!files.has('deadlines.json'))
    problems.push({ file: 'deadlines.json', path: '', reason: 'missing: every package has one (see settlements/README.md)' });
  let deadlines: DeadlinesFile | null = null;
  if (deadlinesJson) {
    const found = schemaProblems(deadlinesJson, deadlinesFileSchema);
    problems.push(...found);
    checkDeadlineDates(deadlinesJson, problems);
    if (found.length === 0) deadlines = deadlinesFileSchema.parse(deadlinesJson.value);
  }

  // forms/<form type>.json
  const forms: FormsFile[] = [];
  let configsIncomplete = false;
  const formsFiles: { formType: FormType; file: JsonFile | null }[] = [];
  for (const name of [...files.keys()].filter((n) => n.startsWith('forms/'))) {
    const formType = formTypeOfFile.get(name);
    if (!formType) {
      if (name.endsWith('.json')) {
        problems.push({
          file: name,
          path: '',
          reason: `not a form type: name forms files ${[...formTypeOfFile.keys()].map((n) => n.slice('forms/'.length)).join(', ')}`,
        });
      }
      continue;
    }
    formsFiles.push({ formType, file: readJson(name) });
  }
  const format0 = format0Of(
    settlementJson?.value,
    formsFiles.flatMap(({ file }) => (file ? [file] : [])),
  );
  for (const { formType, file } of formsFiles) {
    const checked = file ? checkFormsFile(file, formType, problems, warnings, format0.pages) : null;
    if (checked) forms.push(checked);
    else configsIncomplete = true;
  }
  if (![...files.keys()].some((name) => formTypeOfFile.has(name))) {
    problems.push({
      file: 'forms/',
      path: '',
      reason: 'no form type offered: add at least one of forms/standard.json, lookup.json, automotive.json, documents-upload.json',
    });
  }
  forms.sort((a, b) => formTypes.indexOf(a.formType) - formTypes.indexOf(b.formType));

  // copy/<culture>.json
  const cultures = rawCultures ?? [];
  const copyFiles = new Map<string, JsonFile>();
  for (const culture of cultures) {
    const name = `copy/${culture}.json`;
    if (!files.has(name)) {
      problems.push(settlementJson!.problemAt(['cultures', culture], `culture "${culture}" has no copy file: add ${name} with its copy`));
      continue;
    }
    const file = readJson(name);
    if (!file) continue;
    const found = schemaProblems(file, copyFileSchema);
    problems.push(...found);
    if (found.length === 0) copyFiles.set(culture, file);
  }
  for (const name of [...files.keys()].filter((n) => n.startsWith('copy/') && n.endsWith('.json'))) {
    const culture = name.slice('copy/'.length, -'.json'.length);
    if (rawCultures && !rawCultures.includes(culture)) {
      problems.push({
        file: name,
        path: '',
        reason: `culture "${culture}" is not enabled: add it to "cultures" in settlement.json, or remove this file`,
      });
    }
  }
  const copyOf = (culture: string) => (copyFiles.get(culture)?.value ?? {}) as Record<string, string>;
  const readCultures = [...copyFiles.keys()];

  // Copy keys the configs and pages name: each must be there in every culture.
  const configKeys = new Set<string>();
  /** The {parameters} the app fills into each copy key the package's forms name (in every use). */
  const packageKeyParams = new Map<string, Set<string>>();
  const noteUse = (key: string, params: readonly string[] = []) => {
    configKeys.add(key);
    const known = packageKeyParams.get(key) ?? new Set(['maxSize']);
    for (const name of params) known.add(name);
    packageKeyParams.set(key, known);
  };
  for (const form of forms) {
    for (const { path, key, params } of checkPages(
      form.file,
      form.formType,
      form.readablePages,
      form.parsed,
      problems,
      form.unparsed,
      form.pages !== null,
    )) {
      noteUse(key, params);
      const missing = readCultures.filter((culture) => !Object.hasOwn(copyOf(culture), key));
      if (missing.length > 0)
        problems.push(form.file.problemAt(path, `copy key "${key}" is missing in ${missing.map((c) => `copy/${c}.json`).join(', ')}`));
    }
  }
  for (const form of forms) checkConditions(form.file, form.parsed, problems);
  if (format0.roles) for (const form of forms) withAssumedRoles(form, assumeFormat0Roles(form.file, form.parsed, warnings));
  for (const form of forms) checkRoles(form.file, form.formType, form.pages, form.parsed, problems);
  for (const form of forms) checkPaymentMethods(form.file, form.pages, form.parsed, problems);
  for (const form of forms)
    withAssumedRoles(form, checkCredentialRoles(form.file, form.formType, form.pages, form.parsed, problems, warnings));
  for (const form of forms) checkCaseFileReach(form.file, form.formType, form.parsed, warnings);
  if (info?.payPal.enabled && settlementJson && !configsIncomplete && !hasPaymentElection(forms))
    problems.push(
      settlementJson.problemAt(
        ['payPal', 'enabled'],
        'PayPal is on, but no form has a field with the role "paymentElection" to choose it (or set "enabled": false)',
      ),
    );
  for (const form of forms) {
    for (const { config, index } of form.parsed) {
      config.fields.forEach((field, fieldIndex) => {
        for (const { path, key, params } of copyKeysOfField(field)) {
          noteUse(key, params);
          const missing = readCultures.filter((culture) => !Object.hasOwn(copyOf(culture), key));
          if (missing.length > 0) {
            problems.push(
              form.file.problemAt(
                ['models', index, 'fields', fieldIndex, ...path],
                `copy key "${key}" is missing in ${missing.map((c) => `copy/${c}.json`).join(', ')}`,
              ),
            );
          }
        }
      });
    }
  }

  // The app's own copy keys in every culture; other keys in all cultures or none; the same
  // parameters everywhere; settlement references that exist.
  const references = settlementReferences(info ?? (isRecord(settlementJson?.value) ? settlementJson.value : {}));
  const allKeys = new Set(readCultures.flatMap((culture) => Object.keys(copyOf(culture)).filter((key) => key !== '$schema')));
  for (const culture of readCultures) {
    const file = copyFiles.get(culture)!;
    const copy = copyOf(culture);
    // A key with a built-in default may be missing (a package older than the key): warned, not refused.
    const defaulted: string[] = [];
    for (const key of allCopyKeys) {
      if (Object.hasOwn(copy, key)) continue;
      if (hasCopyDefault(key)) defaulted.push(key);
      else problems.push(file.problemAt([key], `missing app copy key "${key}" (it has no built-in text: the settlement must write it)`));
    }
    if (defaulted.length > 0)
      warnings.push(file.problemAt([], builtInCopyWarning(culture, defaulted, info?.formatVersion ?? (format0.roles ? 0 : 1))));
    for (const key of allKeys) {
      // The server's own messages are optional: a culture without one gets its English text.
      if (appCopyKeys.has(key) || configKeys.has(key) || claimantMessageParameters.has(key) || Object.hasOwn(copy, key)) continue;
      const having = readCultures.filter((other) => Object.hasOwn(copyOf(other), key));
      problems.push(
        file.problemAt([key], `missing: copy key "${key}" is in ${having.map((c) => `copy/${c}.json`).join(', ')} but not here`),
      );
    }
    for (const [key, text] of Object.entries(copy)) {
      if (key === '$schema') continue;
      const block = blockMarkup.exec(text);
      if (block)
        problems.push(
          file.problemAt(
            [key],
            `paragraph or list markup ${block[0]}: the site places each text in a paragraph, label or list of its own, so copy may use inline markup only (strong, em, a)`,
          ),
        );
      const known = appCopyParameters.get(key) ?? packageKeyParams.get(key) ?? claimantMessageParameters.get(key);
      const unknown = known ? copyParameters(text).filter((name) => !known.has(name)) : [];
      if (unknown.length > 0)
        problems.push(
          file.problemAt(
            [key],
            `${unknown.map((name) => `{${name}}`).join(', ')} is filled in by nothing: claimants would read it as written (${
              known!.size > 1
                ? `this text may use ${[...known!]
                    .filter((name) => name !== 'maxSize')
                    .map((name) => `{${name}}`)
                    .join(', ')}`
                : 'this text takes no parameters'
            })`,
          ),
        );
      for (const match of text.matchAll(settlementReference)) {
        if (!Object.hasOwn(references, match[1]!)) {
          problems.push(
            file.problemAt(
              [key],
              `{settlement.${match[1]}} names nothing in settlement.json (known: ${Object.keys(references)
                .map((r) => `{settlement.${r}}`)
                .join(', ')})`,
            ),
          );
        }
      }
    }
  }
  for (const key of allKeys) {
    // A server message may leave out parameters (checked above against what the server fills in).
    if (claimantMessageParameters.has(key)) continue;
    const having = readCultures.filter((culture) => Object.hasOwn(copyOf(culture), key));
    const reference = having.includes('en') ? 'en' : having[0];
    if (reference === undefined) continue;
    const expected = copyParameters(copyOf(reference)[key]!);
    const known = appCopyParameters.get(key) ?? packageKeyParams.get(key);
    for (const culture of having) {
      if (culture === reference) continue;
      const actual = copyParameters(copyOf(culture)[key]!);
      // A parameter the app does not fill in is reported once, above.
      if (known && actual.some((name) => !known.has(name))) continue;
      if (actual.join(',') !== expected.join(',')) {
        const list = (names: string[]) => (names.length ? names.map((n) => `{${n}}`).join(', ') : 'none');
        problems.push(
          copyFiles.get(culture)!.problemAt([key], `parameters ${list(actual)} differ from copy/${reference}.json's ${list(expected)}`),
        );
      }
    }
  }

  // Deadline redirects name enabled cultures.
  if (deadlinesJson && deadlines && rawCultures) {
    for (const key of deadlineKeys) {
      for (const culture of Object.keys(deadlines.deadlines[key].redirects ?? {})) {
        if (!rawCultures.includes(culture)) {
          problems.push(
            deadlinesJson.problemAt(['deadlines', key, 'redirects', culture], `culture "${culture}" is not enabled in settlement.json`),
          );
        }
      }
    }
  }

  if (problems.length === 0) for (const form of forms) withPaymentRules(form);
  const configs = forms.flatMap((form) => form.parsed.map((p) => p.config));
  // A model the engine rejected has no parsed config: its columns cannot be told from unknown ones.
  const incomplete = configsIncomplete || forms.some((form) => form.parsed.length < form.raw.length);
  sortProblems(problems);
  sortProblems(warnings);
  if (problems.length > 0 || !info || !deadlines) return { settlement: null, problems, warnings, configs, configsIncomplete: incomplete };
  const { $schema: _settlementSchema, ...infoWithoutSchema } = info;
  const { $schema: _deadlinesSchema, ...deadlinesWithoutSchema } = deadlines;
  const copy = Object.fromEntries(
    readCultures.map((culture) => {
      const own = copyOf(culture);
      const defaults = copyDefaultsOf(culture).copy;
      return [
        culture,
        Object.fromEntries([
          ...Object.entries(own)
            .filter(([key]) => key !== '$schema')
            .map(([key, text]) => [key, text.replace(settlementReference, (_, name: string) => references[name] ?? '')]),
          ...Object.entries(defaults).filter(([key]) => !Object.hasOwn(own, key)),
        ]),
      ];
    }),
  );
  const settlement = createSettlement({
    dir: options.dir,
    info: infoWithoutSchema,
    deadlines: deadlinesWithoutSchema as Omit<DeadlinesFile, '$schema'> & {
      deadlines: Record<DeadlineKey, DeadlinesFile['deadlines'][DeadlineKey]>;
    },
    formTypes: forms.map((form) => form.formType),
    pages: Object.fromEntries(forms.map((form) => [form.formType, form.pages!])),
    modelConfigs: forms.flatMap((form) => form.wire),
    configs,
    copy,
    claimantsFile: options.claimantsFile ?? null,
    warnings,
  });
  return { settlement, problems, warnings, configs, configsIncomplete: incomplete };
}

/** The warning of a culture that relies on built-in copy: which keys, in which language, and
 *  what the administrator may do about it. */
function builtInCopyWarning(culture: string, keys: readonly string[], formatVersion: number): string {
  const { culture: textCulture } = copyDefaultsOf(culture);
  const language = textCulture === culture ? 'built-in' : `built-in English (the repository has no "${culture}" text)`;
  const count = keys.length === 1 ? '1 app copy key' : `${keys.length} app copy keys`;
  const format =
    formatVersion < currentFormatVersion
      ? `; the package is format ${formatVersion}, this server's is ${currentFormatVersion}: see settlements/README.md, "Package formats"`
      : '';
  return `${count} missing here use the ${language} text: ${keys.join(', ')} (add them to copy/${culture}.json to word them yourself${format})`;
}
