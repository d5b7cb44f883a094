// Checks the pages of a forms file against its own models: every mapping and field key a page
// names exists, every field of the configs is shown by some page, and the form's pages make one
// journey (segments unique, at most one authorize page, one submit page before the closing
// pages). Together with the shape check of the page schema, a form that passes here is one the
// app's generic wizard can render.
import type { z } from 'zod';
import { addressKeys, nameKeys } from '../../src/contract/form-pages';
import { camelCaseKey } from '../../src/contract/camel-case-key';
import type { FormType } from '../../src/contract/form-types';
import type { ModelConfig } from '../../src/contract/model-config';
import { looseEquals } from '../../src/engine/values';
import { formPagesSchema, type PageLayout } from '../../src/contract/page-layouts';
import type { JsonFile } from './json-file';
import type { PackageProblem } from './problems';

/** A copy key a page names, with where it names it. */
export interface PageCopyReference {
  readonly path: PropertyKey[];
  readonly key: string;
}

/** The pages of a forms file, when their shape is right. */
export function parsePages(
  file: JsonFile,
  value: unknown,
  problems: PackageProblem[],
  reasonOf: (issue: z.core.$ZodIssue) => string,
): PageLayout[] | null {
  if (value === undefined) {
    problems.push(file.problemAt([], 'missing "pages": list the form\'s pages in order (see settlements/README.md, "Pages")'));
    return null;
  }
  const result = formPagesSchema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        problems.push(
          file.problemAt(
            ['pages', ...issue.path, key],
            `unknown property "${key}" (a typo? see the file's JSON Schema in settlements/schema/)`,
          ),
        );
    } else if (issue.code === 'invalid_union' && issue.path.at(-1) === 'kind') {
      problems.push(
        file.problemAt(
          ['pages', ...issue.path],
          'unknown section kind: use fields, name, address, table, records, paypal, summary, prepopulated or confirmation',
        ),
      );
    } else {
      problems.push(file.problemAt(['pages', ...issue.path], reasonOf(issue)));
    }
  }
  return null;
}

const mappingOf = (config: ModelConfig) => config.metadata.mappingName ?? config.metadata.dtoMapping;
const listOf = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

/** Checks a form's pages against its models; returns the copy keys they name. */
export function checkPages(
  file: JsonFile,
  formType: FormType,
  pages: readonly PageLayout[],
  parsed: readonly { config: ModelConfig; index: number }[],
  problems: PackageProblem[],
  /** False when some models of the file could not be parsed: what pages say of models is then
   *  not checked, so one broken model is reported once rather than again by every page using it. */
  modelsComplete = true,
): PageCopyReference[] {
  const configs = parsed.map((entry) => entry.config);
  const copy: PageCopyReference[] = [];
  // What the pages show, by mapping (a duplicated model is reported by the engine's own check).
  const shown = new Map<string, Set<string> | 'all'>();
  let badReferences = 0;
  const byMapping = new Map(configs.map((config) => [mappingOf(config), config]));
  const show = (config: ModelConfig, keys: readonly string[] | 'all') => {
    const mapping = mappingOf(config);
    const current = shown.get(mapping);
    if (current === 'all') return;
    if (keys === 'all') shown.set(mapping, 'all');
    else shown.set(mapping, new Set([...(current ?? []), ...keys]));
  };
  const modelAt = (path: PropertyKey[], mapping: string): ModelConfig | null => {
    const config = byMapping.get(mapping);
    if (!modelsComplete) return null;
    if (!config) badReferences += 1;
    if (!config)
      problems.push(file.problemAt(path, `no ${formType} model has the mapping "${mapping}" (models: ${listOf([...byMapping.keys()])})`));
    return config ?? null;
  };
  const hasField = (config: ModelConfig, key: string) => config.fields.some((field) => field.key === camelCaseKey(key));
  const requireFields = (config: ModelConfig, at: PropertyKey[], keys: readonly string[], what: string) => {
    const missing = keys.filter((key) => !hasField(config, key));
    if (missing.length > 0)
      problems.push(
        file.problemAt(at, `the ${what} block needs the fields ${listOf(missing)}, which "${mappingOf(config)}" does not have`),
      );
  };

  const segments = new Map<string, number>();
  let authorizeAt = -1;
  let submitAt = -1;
  let closedEarly = false;
  pages.forEach((page, index) => {
    const at = (...rest: PropertyKey[]) => ['pages', index, ...rest];
    const earlier = segments.get(page.segment);
    if (earlier !== undefined)
      problems.push(
        file.problemAt(at('segment'), `segment "${page.segment}" is also pages[${earlier}]'s: each page needs its own address`),
      );
    segments.set(page.segment, index);
    for (const name of ['title', 'heading', 'intro', 'button'] as const) {
      const key = page[name];
      if (key !== undefined) copy.push({ path: at(name), key });
    }

    if (page.action === 'authorize') {
      if (authorizeAt >= 0)
        problems.push(file.problemAt(at('action'), `pages[${authorizeAt}] already authorizes: a form gives claim ID and PIN once`));
      else authorizeAt = index;
    }
    if (page.action === 'submit') {
      if (formType === 'Lookup') problems.push(file.problemAt(at('action'), 'the Lookup form only authorizes: it has no submit call'));
      else if (submitAt >= 0)
        problems.push(file.problemAt(at('action'), `pages[${submitAt}] already submits: a form sends its claim once`));
      else submitAt = index;
    }
    if (page.action === 'none' && submitAt < 0) {
      problems.push(file.problemAt(at('action'), '"none" ends a form: it may only follow the page that submits'));
      closedEarly = true;
    }
    if (page.action !== 'none' && submitAt >= 0 && index > submitAt)
      problems.push(
        file.problemAt(at('action'), `after the page that submits (pages[${submitAt}]) only closing pages ("none") may follow`),
      );

    if (page.skipWhen) {
      const config = modelAt(at('skipWhen', 'mapping'), page.skipWhen.mapping);
      if (config && !hasField(config, page.skipWhen.field)) {
        problems.push(file.problemAt(at('skipWhen', 'field'), `"${page.skipWhen.mapping}" has no field "${page.skipWhen.field}"`));
      }
      // A value no option can take never holds, so the page would never be skipped (or always).
      const options = config?.fields.find((field) => field.key === camelCaseKey(page.skipWhen!.field))?.props?.options;
      if (options && !options.some((option) => looseEquals(option.value, page.skipWhen!.value)))
        problems.push(
          file.problemAt(
            at('skipWhen', 'value'),
            `no option of "${page.skipWhen.field}" has the value ${JSON.stringify(page.skipWhen.value)} (options: ${listOf(
              options.map((option) => String(option.value)),
            )})`,
          ),
        );
    }

    page.sections.forEach((section, sectionIndex) => {
      const sectionAt = (...rest: PropertyKey[]) => at('sections', sectionIndex, ...rest);
      switch (section.kind) {
        case 'fields': {
          copy.push({ path: sectionAt('legend'), key: section.legend });
          const config = modelAt(sectionAt('mapping'), section.mapping);
          if (!config) return;
          if (!section.keys) return show(config, 'all');
          section.keys.forEach((key, keyIndex) => {
            if (!hasField(config, key)) {
              badReferences += 1;
              problems.push(
                file.problemAt(
                  sectionAt('keys', keyIndex),
                  `"${section.mapping}" has no field "${key}" (fields: ${listOf(config.fields.map((field) => field.key))})`,
                ),
              );
            }
          });
          return show(config, section.keys.map(camelCaseKey));
        }
        case 'name':
        case 'address': {
          const config = modelAt(sectionAt('mapping'), section.mapping);
          if (!config) return;
          const keys = Object.values(section.kind === 'name' ? nameKeys : addressKeys);
          requireFields(
            config,
            sectionAt('mapping'),
            section.kind === 'name' ? [nameKeys.first, nameKeys.last] : [addressKeys.streetLine1, addressKeys.city],
            section.kind,
          );
          return show(config, keys);
        }
        case 'table':
        case 'records': {
          const config = modelAt(sectionAt('mapping'), section.mapping);
          if (section.kind === 'table')
            copy.push(
              ...(['caption', 'rowLabel', 'minimumMessage'] as const).map((name) => ({ path: sectionAt(name), key: section[name] })),
            );
          else copy.push({ path: sectionAt('heading'), key: section.heading });
          if (!config) return;
          if (config.metadata.isSingleInstance)
            problems.push(
              file.problemAt(sectionAt('mapping'), `"${section.mapping}" holds one model: a ${section.kind} block needs a list mapping`),
            );
          if (section.kind === 'records' && !/^documentcontexts$/i.test(config.metadata.dtoMapping)) {
            problems.push(
              file.problemAt(sectionAt('mapping'), `"${section.mapping}" is not a document-context model (DtoMapping documentContexts)`),
            );
          }
          return show(config, 'all');
        }
        case 'prepopulated': {
          copy.push({ path: sectionAt('heading'), key: section.heading });
          for (const config of configs) if (config.metadata.dtoMapping === 'prepopulatedData') show(config, 'all');
          return;
        }
        case 'paypal':
          // Its fields are found by role: see check-roles.ts.
          return;
        case 'confirmation':
          if (section.heading) copy.push({ path: sectionAt('heading'), key: section.heading });
          if (section.intro) copy.push({ path: sectionAt('intro'), key: section.intro });
          return;
        case 'summary':
          if (submitAt >= 0 && index > submitAt)
            problems.push(file.problemAt(sectionAt('kind'), 'the summary must come before the claim is sent'));
          return;
      }
    });
  });
  if (formType !== 'Lookup' && submitAt < 0 && !closedEarly)
    problems.push(file.problemAt(['pages'], `no page submits: one page of the ${formType} form needs "action": "submit"`));

  // Every field a claimant answers must be on some page; hidden fields hold nothing typed (a
  // signature date, a login code) and prepopulated data is the server's.
  // A page naming a wrong mapping or key most likely meant a field reported here, so the check
  // waits until those references are right rather than report the same mistake twice.
  for (const { config, index } of modelsComplete && badReferences === 0 ? parsed : []) {
    if (config.metadata.dtoMapping === 'prepopulatedData') continue;
    const keys = shown.get(mappingOf(config));
    if (keys === 'all') continue;
    config.fields.forEach((field, fieldIndex) => {
      if (field.widget === 'hidden' || keys?.has(field.key)) return;
      problems.push(
        file.problemAt(
          ['models', index, 'fields', fieldIndex],
          `no page shows the field "${field.key}" of "${mappingOf(config)}": add it to a page's section, or remove it`,
        ),
      );
    });
  }
  return copy;
}
