// Checks the pages of a forms file against its own models: every mapping and field key a page
// names exists, every field of the configs is shown by some page, and the form's pages make one
// journey (segments unique, at most one authorize page, one submit page before the closing
// pages). Together with the shape check of the page schema, a form that passes here is one the
// app's generic wizard can render.
import type { z } from 'zod';
import { camelCaseKey } from '../../src/contract/camel-case-key';
import { widgetOf } from '../../src/contract/widgets';
import type { FormType } from '../../src/contract/form-type-names';
import type { ModelConfig } from '../../src/contract/model-config';
import { formPagesSchema, pageLayoutSchema, pageSectionSchema, type PageLayout } from '../../src/contract/page-layouts';
import { displayRowOverflow } from '../../src/contract/display-limits';
import { sectionCopyKeys, sectionDefinitions, sectionKinds, sectionShows } from '../../src/engine/sections/registry';
import { shownKeys } from '../../src/engine/sections/section-definition';
import { impossibleValueReason } from './check-conditions';
import type { JsonFile } from './json-file';
import type { PackageProblem } from './problems';
import { writtenKey } from './written-keys';

/** A copy key a page names, with where it names it and the {parameters} the app fills into it. */
interface PageCopyReference {
  readonly path: PropertyKey[];
  readonly key: string;
  readonly params?: readonly string[];
}

/** An introduction may name the submitted claim's reference code. */
const introParams = ['referenceCode'];

/** The pages of a forms file: all of them when every page's shape is right (else null), and
 *  each page that reads on its own, so one broken page does not hide what the others name. */
interface ParsedPages {
  readonly pages: PageLayout[] | null;
  /** Every page in file order as far as it reads: the sections whose shape is wrong left out
   *  (holes at their index), null where the rest of the page is wrong too. */
  readonly readable: (PageLayout | null)[];
}

/** Reads the pages of a forms file, reporting each shape problem at its place. */
export function parsePages(
  file: JsonFile,
  value: unknown,
  problems: PackageProblem[],
  reasonOf: (issue: z.core.$ZodIssue) => string,
): ParsedPages {
  if (value === undefined) {
    problems.push(file.problemAt([], 'missing "pages": list the form\'s pages in order (see settlements/README.md, "Pages")'));
    return { pages: null, readable: [] };
  }
  const result = formPagesSchema.safeParse(value, { reportInput: true });
  if (result.success) return { pages: result.data, readable: result.data };
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
          `unknown section kind: use ${sectionKinds.slice(0, -1).join(', ')} or ${sectionKinds.at(-1)}`,
        ),
      );
    } else {
      problems.push(file.problemAt(['pages', ...issue.path], reasonOf(issue)));
    }
  }
  const readable = Array.isArray(value)
    ? value.map((page) => {
        const sections: unknown[] = isRecord(page) && Array.isArray(page.sections) ? page.sections : [];
        const readAt = sections.flatMap((section, at) => (pageSectionSchema.safeParse(section).success ? [at] : []));
        const one = pageLayoutSchema.safeParse(isRecord(page) ? { ...page, sections: readAt.map((at) => sections[at]) } : page);
        if (!one.success) return null;
        // The sections that read stay at their own index (a sparse list, which forEach walks
        // without the holes), so every problem names the section as the file numbers it.
        const placed: PageLayout['sections'] = new Array(sections.length);
        readAt.forEach((at, index) => (placed[at] = one.data.sections[index]!));
        return { ...one.data, sections: placed };
      })
    : [];
  return { pages: null, readable };
}

/** The models of a forms file the engine could not parse, by mapping: the field keys they have
 *  as written, so pages naming them are checked without the engine's parse. */
export type UnparsedModels = ReadonlyMap<string, ReadonlySet<string>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const mappingOf = (config: ModelConfig) => config.metadata.mappingName ?? config.metadata.dtoMapping;
const listOf = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');

/** Checks a form's pages against its models; returns the copy keys they name. */
export function checkPages(
  file: JsonFile,
  formType: FormType,
  /** The pages in file order, null where a page's shape is wrong (reported by parsePages). */
  pages: readonly (PageLayout | null)[],
  parsed: readonly { config: ModelConfig; index: number }[],
  problems: PackageProblem[],
  /** The models the engine could not parse (reported already): pages naming them are checked
   *  against their keys as written, and nothing is said of the fields they would show. */
  unparsed: UnparsedModels = new Map(),
  /** False when some page or section could not be read: what the form as a whole lacks (a submit
   *  page, a page showing a field) is then not said, since the broken part may hold it. */
  pagesComplete = true,
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
  const mappings = [...byMapping.keys(), ...unparsed.keys()];
  const modelAt = (path: PropertyKey[], mapping: string): ModelConfig | null => {
    const config = byMapping.get(mapping);
    if (config) return config;
    if (unparsed.has(mapping)) return null;
    badReferences += 1;
    problems.push(file.problemAt(path, `no ${formType} model has the mapping "${mapping}" (models: ${listOf(mappings)})`));
    return null;
  };
  /** Reports the keys a page names that a model the engine could not parse does not have. */
  const checkUnparsedKeys = (mapping: string, keys: readonly string[], at: (keyIndex: number) => PropertyKey[]) => {
    const known = unparsed.get(mapping);
    if (!known) return;
    keys.forEach((key, keyIndex) => {
      if ([...known].some((written) => camelCaseKey(written) === camelCaseKey(key))) return;
      badReferences += 1;
      problems.push(file.problemAt(at(keyIndex), `"${mapping}" has no field "${key}" (fields: ${listOf([...known])})`));
    });
  };
  const hasField = (config: ModelConfig, key: string) => config.fields.some((field) => field.key === camelCaseKey(key));
  const requireFields = (config: ModelConfig, at: PropertyKey[], keys: readonly string[], what: string) => {
    const missing = keys.filter((key) => !hasField(config, key));
    if (missing.length > 0)
      problems.push(
        file.problemAt(at, `the ${what} block needs the fields ${listOf(missing)}, which "${mappingOf(config)}" does not have`),
      );
  };

  // The summary shows each section of a page that goes on with Next as one display row per
  // record (claim-summary.tsx): the fields it lists, or all of its mapping's, less the hidden ones.
  const checkSummaryRow = (config: ModelConfig, keys: readonly string[] | undefined, at: PropertyKey[]) => {
    const wanted = keys ? keys.map(camelCaseKey) : config.fields.map((field) => field.key);
    const count = config.fields.filter((field) => wanted.includes(field.key) && widgetOf(field).seen).length;
    const overflow = displayRowOverflow(count, false);
    if (overflow)
      problems.push(
        file.problemAt(
          at,
          `on the summary, this section of "${mappingOf(config)}" is one display row: ${overflow} (split its fields over two sections, each listing its "keys")`,
        ),
      );
  };
  // The prepopulated block shows every value the authorize answer brought in one display row.
  const checkPrepopulatedRow = (at: PropertyKey[]) => {
    for (const config of configs) {
      if (config.metadata.dtoMapping !== 'prepopulatedData') continue;
      const overflow = displayRowOverflow(config.fields.length, false);
      if (overflow)
        problems.push(
          file.problemAt(
            at,
            `the prepopulated block shows "${mappingOf(config)}" in one display row: ${overflow} (keep at most the limit of fields in that model)`,
          ),
        );
    }
  };

  const segments = new Map<string, number>();
  let authorizeAt = -1;
  let submitAt = -1;
  let closedEarly = false;
  pages.forEach((page, index) => {
    if (!page) return;
    const at = (...rest: PropertyKey[]) => ['pages', index, ...rest];
    const earlier = segments.get(page.segment);
    if (earlier !== undefined)
      problems.push(
        file.problemAt(at('segment'), `segment "${page.segment}" is also pages[${earlier}]'s: each page needs its own address`),
      );
    segments.set(page.segment, index);
    for (const name of ['title', 'heading', 'intro', 'button'] as const) {
      const key = page[name];
      if (key !== undefined) copy.push({ path: at(name), key, ...(name === 'intro' ? { params: introParams } : {}) });
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
      checkUnparsedKeys(page.skipWhen.mapping, [page.skipWhen.field], () => at('skipWhen', 'field'));
      if (config && !hasField(config, page.skipWhen.field)) {
        problems.push(file.problemAt(at('skipWhen', 'field'), `"${page.skipWhen.mapping}" has no field "${page.skipWhen.field}"`));
      }
      // A value no answer can take never holds, so the page would never be skipped (or always).
      const target = config?.fields.find((field) => field.key === camelCaseKey(page.skipWhen!.field));
      const reason = target && impossibleValueReason(target, page.skipWhen.field, page.skipWhen.value, page.skipWhen.operator);
      if (reason) problems.push(file.problemAt(at('skipWhen', 'value'), reason));
    }

    // What each section names and shows comes from its kind's definition (src/engine/sections).
    page.sections.forEach((section, sectionIndex) => {
      const sectionAt = (...rest: PropertyKey[]) => at('sections', sectionIndex, ...rest);
      for (const { property, key, params } of sectionCopyKeys(section))
        copy.push({ path: sectionAt(property), key, ...(params ? { params } : {}) });
      if (sectionDefinitions[section.kind].beforeSubmit && submitAt >= 0 && index > submitAt)
        problems.push(file.problemAt(sectionAt('kind'), `the ${section.kind} must come before the claim is sent`));
      if (section.kind === 'prepopulated') checkPrepopulatedRow(sectionAt('kind'));
      const shows = sectionShows(section);
      if (!shows) return;
      if ('dtoMapping' in shows) {
        for (const config of configs) if (config.metadata.dtoMapping === shows.dtoMapping) show(config, 'all');
        return;
      }
      const { mapping, fields } = shows;
      const config = modelAt(sectionAt('mapping'), mapping);
      if ('listed' in fields) checkUnparsedKeys(mapping, fields.listed, (keyIndex) => sectionAt('keys', keyIndex));
      if (!config) return;
      if (shows.records !== 'one' && config.metadata.isSingleInstance)
        problems.push(file.problemAt(sectionAt('mapping'), `"${mapping}" holds one model: a ${section.kind} block needs a list mapping`));
      if (shows.records === 'documents' && !/^documentcontexts$/i.test(config.metadata.dtoMapping))
        problems.push(file.problemAt(sectionAt('mapping'), `"${mapping}" is not a document-context model (DtoMapping documentContexts)`));
      if (page.action === 'next' && sectionDefinitions[section.kind].summary !== 'nothing')
        checkSummaryRow(config, shownKeys(fields), 'listed' in fields ? sectionAt('keys') : sectionAt('mapping'));
      if ('every' in fields) return show(config, 'all');
      if ('block' in fields) {
        requireFields(config, sectionAt('mapping'), fields.needs, section.kind);
        return show(config, fields.block);
      }
      fields.listed.forEach((key, keyIndex) => {
        if (hasField(config, key)) return;
        badReferences += 1;
        problems.push(
          file.problemAt(
            sectionAt('keys', keyIndex),
            `"${mapping}" has no field "${key}" (fields: ${listOf(config.fields.map(writtenKey))})`,
          ),
        );
      });
      return show(config, fields.listed.map(camelCaseKey));
    });
  });
  const allPagesRead = pagesComplete && pages.every((page) => page !== null);
  if (formType !== 'Lookup' && submitAt < 0 && !closedEarly && allPagesRead)
    problems.push(file.problemAt(['pages'], `no page submits: one page of the ${formType} form needs "action": "submit"`));

  // Every field a claimant answers must be on some page; hidden fields hold nothing typed (a
  // signature date, a login code) and prepopulated data is the server's.
  // A page naming a wrong mapping or key most likely meant a field reported here, so the check
  // waits until those references are right rather than report the same mistake twice.
  // A page that could not be read may be the one showing a field, so it waits for those too.
  for (const { config, index } of allPagesRead && badReferences === 0 ? parsed : []) {
    if (config.metadata.dtoMapping === 'prepopulatedData') continue;
    const keys = shown.get(mappingOf(config));
    if (keys === 'all') continue;
    config.fields.forEach((field, fieldIndex) => {
      if (!widgetOf(field).seen || keys?.has(field.key)) return;
      problems.push(
        file.problemAt(
          ['models', index, 'fields', fieldIndex],
          `no page shows the field "${writtenKey(field)}" of "${mappingOf(config)}": add it to a page's section, or remove it`,
        ),
      );
    });
  }
  return copy;
}
