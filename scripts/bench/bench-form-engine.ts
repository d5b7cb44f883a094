// Benchmark of the pure form engine: how long a generated 1,000-field config takes to become
// models and validators (target: under 50 ms), plus a full validation of the model it yields.
// Run with `npx tsx --expose-gc scripts/bench/bench-form-engine.ts [runs]`; figures are medians over
// the runs. With --expose-gc the heap is collected before each run, so a pause caused by the
// previous run's garbage is not billed to this one (the figures hold without it, only noisier).
import { performance } from 'node:perf_hooks';
import { checkModelConfigs } from '../../src/engine/config-validation';
import { createModelStore, allModels } from '../../src/engine/models';
import { compileModelValidator, validateModel } from '../../src/engine/rules/validate';
import { maskNames } from '../../src/contract/field-kinds';

const FIELD_COUNT = 1000;
const runs = Number(process.argv[2] ?? 50);
const warmups = 5;

/** A realistic mix: text fields with masks and rules, selects, radios, checkboxes, dates,
 *  dependencies and cross-field rules, in one claimantInfo and one claimDetails model. */
function generateConfigs(): unknown[] {
  const fields = (offset: number, count: number) =>
    Array.from({ length: count }, (_, index) => {
      const n = offset + index;
      const key = `Field${n}`;
      switch (index % 8) {
        case 0:
          return {
            key,
            widget: 'text',
            maskName: maskNames[n % maskNames.length],
            validations: [{ type: 'required' }, { type: 'maxLength', max: 40 }, { type: 'characterSetRestriction' }],
          };
        case 1:
          return {
            key,
            widget: 'select',
            defaultValue: 'a',
            props: {
              options: [
                { value: 'a', label: 'A' },
                { value: 'b', label: 'B' },
              ],
              dependencies: [{ field: `Field${n - 1}`, operator: 'HasValue' }],
            },
          };
        case 2:
          return { key, widget: 'checkbox', validations: [{ type: 'requireOnePropertyValTrue', fields: [key, `Field${n - 2}`] }] };
        case 3:
          return {
            key,
            widget: 'date',
            validations: [
              { type: 'validDate', formats: 'MM/dd/yyyy' },
              { type: 'range', valueType: 'date', min: '01/01/1900', max: '12/31/2100' },
              { type: 'preventFutureShortDate' },
            ],
          };
        case 4:
          return {
            key,
            widget: 'text',
            validations: [
              { type: 'requiredIf', field: `Field${n - 3}`, value: 'b' },
              { type: 'regularExpression', pattern: '[A-Za-z0-9 .,-]*' },
            ],
            props: { dependencies: [{ field: `Field${n - 2}`, value: true, effect: 'disable' }] },
          };
        case 5:
          return {
            key,
            widget: 'radio',
            props: {
              options: [
                { value: 'Y', label: 'Yes' },
                { value: 'N', label: 'No' },
              ],
              hasNoneOption: true,
            },
            validations: [{ type: 'required' }],
          };
        case 6:
          return {
            key,
            widget: 'text',
            validations: [
              {
                type: 'nestedRequiredIf',
                logic: 'Or',
                conditions: [
                  { field: `Field${n - 1}`, operator: 'IsEqualTo', value: 'Y' },
                  { field: `Field${n - 3}`, operator: 'IsNotEqualTo', value: null },
                ],
              },
              { type: 'range', valueType: 'number', min: 0, max: 1_000_000 },
            ],
          };
        default:
          return {
            key,
            widget: 'textArea',
            validations: [
              { type: 'maxLength', max: 500 },
              { type: 'endDate', startField: `Field${n - 4}`, allowEqual: true },
            ],
          };
      }
    });
  return [
    { metadataHash: 'bench-1', metadata: { DtoMapping: 'claimantInfo', FormType: 'Standard' }, fields: fields(0, FIELD_COUNT / 2) },
    {
      metadataHash: 'bench-2',
      metadata: { DtoMapping: 'claimDetails', FormType: 'Standard' },
      fields: fields(FIELD_COUNT / 2, FIELD_COUNT / 2),
    },
  ];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const collect = (globalThis as { gc?: () => void }).gc;

interface Timing {
  wall: number;
  cpu: number;
}

// Wall time is what a claimant waits; CPU time (user + system of this process) is what the
// engine itself costs, and stays meaningful when other work is loading the machine.
function time<T>(work: () => T): [T, Timing] {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const result = work();
  const wall = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  return [result, { wall, cpu: (cpu.user + cpu.system) / 1000 }];
}

const add = (a: Timing, ...rest: Timing[]): Timing => rest.reduce((sum, t) => ({ wall: sum.wall + t.wall, cpu: sum.cpu + t.cpu }), a);

const figures = {
  parse: [] as Timing[],
  models: [] as Timing[],
  validators: [] as Timing[],
  total: [] as Timing[],
  validate: [] as Timing[],
};
const whitelist = new Set(Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)));

for (let run = 0; run < warmups + runs; run += 1) {
  // A fresh JSON copy each run, so no parsed object or compiled validator is reused.
  const raw = JSON.parse(JSON.stringify(generateConfigs())) as unknown;
  collect?.();
  const [checked, parse] = time(() => checkModelConfigs(raw));
  if (checked.problems.length > 0) throw new Error(checked.problems.map((problem) => problem.message).join('\n'));
  const [store, models] = time(() => createModelStore(checked.configs));
  const [, validators] = time(() => checked.configs.map(compileModelValidator));
  const context = { models: allModels(store), whitelist, now: new Date() };
  const [errors, validate] = time(() =>
    store.saved.map((model) =>
      validateModel(model, checked.configs.find((config) => config.metadataHash === model.metadataHash)!, context, { side: 'client' }),
    ),
  );
  if (Object.keys(errors[0] ?? {}).length === 0) throw new Error('the generated model should have errors (required fields are empty)');
  if (run < warmups) continue;
  figures.parse.push(parse);
  figures.models.push(models);
  figures.validators.push(validators);
  figures.total.push(add(parse, models, validators));
  figures.validate.push(validate);
}

const ms = (values: Timing[]) =>
  `${median(values.map((t) => t.wall))
    .toFixed(2)
    .padStart(7)} ms wall  ${median(values.map((t) => t.cpu))
    .toFixed(2)
    .padStart(7)} ms cpu`;
const totalWall = median(figures.total.map((t) => t.wall));
console.log(
  `form engine, ${FIELD_COUNT} fields in 2 models, median of ${runs} runs (after ${warmups} warm-up runs), Node ${process.version}${collect ? ', heap collected between runs' : ''}`,
);
console.log(`  parse + check configs        ${ms(figures.parse)}`);
console.log(`  create models (store)        ${ms(figures.models)}`);
console.log(`  compile validators           ${ms(figures.validators)}`);
console.log(`  config -> models+validators  ${ms(figures.total)}   target < 50 ms wall: ${totalWall < 50 ? 'met' : 'NOT met'}`);
console.log(`  validate every field once    ${ms(figures.validate)}`);
