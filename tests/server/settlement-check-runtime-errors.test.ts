import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkSettlementPackage } from '@server/settlement/load';
import { copyDemoPackage, editJson } from './support/packages';

// Every error a page component can raise on a settlement's data must be one the settlement check
// refuses first, so no package that passes the check breaks a page. The page components are
// scanned for what they throw: each throw is listed below, either with a package mistake that
// provokes it (which the check must name) or as a programming error no package can cause. A new
// throw with no entry fails here until it has its checker rule.

vi.setConfig({ testTimeout: 120_000 });

const made: string[] = [];
afterAll(async () => {
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
});

/* eslint-disable @typescript-eslint/no-explicit-any -- the planted mistakes edit raw JSON */
interface Planted {
  /** Edits the demo's Standard forms file so that the page would throw. */
  readonly plant: (forms: any) => void;
  /** What the check must say, at which path of forms/standard.json. */
  readonly path: string | RegExp;
  readonly reason: RegExp;
}
type Entry = Planted | { readonly internal: string };

/** Each throw of the page components, by file and a fragment of its message. */
const runtimeErrors: Record<string, Record<string, Entry>> = {
  'form-engine/blocks/display-row.tsx': {
    // displayRowOverflow's sentence (src/contract/display-limits.ts).
    '${overflow}': {
      plant: (forms) => forms.pages[1].sections[0].keys.push('paymentMethod'),
      path: 'pages[1].sections[0].keys',
      reason: /13 fields is more than the 12 a display row shows/,
    },
    'the model has no field': {
      plant: (forms) => forms.pages[1].sections[0].keys.push('faxNumber'),
      path: 'pages[1].sections[0].keys[12]',
      reason: /has no field "faxNumber"/,
    },
    'needs a recordClientId': { internal: 'the caller passes the id of a record it holds' },
    'no record with client id': { internal: 'the caller passes the id of a record it holds' },
  },
  'form-engine/blocks/multi-row-table.tsx': {
    'the model has no field': { internal: 'the table shows the keys of its own model config' },
    'no model config for': {
      plant: (forms) => (forms.pages[1].sections[1].mapping = 'claimPurchases'),
      path: 'pages[1].sections[1].mapping',
      reason: /no Standard model has the mapping "claimPurchases"/,
    },
  },
  'form-engine/blocks/multi-record-manager.tsx': {
    'no model config for': {
      plant: (forms) => (forms.pages[3].sections[0].mapping = 'uploads'),
      path: 'pages[3].sections[0].mapping',
      reason: /no Standard model has the mapping "uploads"/,
    },
  },
  'form-engine/blocks/mailing-address.tsx': {
    'no model with client id': { internal: 'the page passes the id of the record it shows' },
    'international support needs': {
      plant: (forms) => {
        const fields = forms.models[0].fields;
        fields.splice(
          fields.findIndex((field: any) => field.key === 'MailingCountry'),
          1,
        );
      },
      path: /^models\[0\]\.fields\[\d+\]/,
      reason: /MailingCountry|mailingCountry/,
    },
  },
  'form-engine/blocks/name-input.tsx': {
    'no model with client id': { internal: 'the page passes the id of the record it shows' },
  },
  'form-engine/blocks/model-select.tsx': {
    'No model with client id': { internal: 'the page passes the id of the record it shows' },
    'has no field': {
      plant: (forms) => forms.pages[0].sections[2].keys.push('faxNumber'),
      path: 'pages[0].sections[2].keys[5]',
      reason: /has no field "faxNumber"/,
    },
  },
  'form-engine/react/model-fields.tsx': {
    'has no field': {
      plant: (forms) => forms.pages[4].sections[1].keys.push('witness'),
      path: 'pages[4].sections[1].keys[2]',
      reason: /has no field "witness"/,
    },
    'No model with client id': { internal: 'the page passes the id of the record it shows' },
    'is not registered': {
      plant: (forms) => (forms.models[4].fields[0].afterChangeHook = 'shout'),
      path: /^models\[4\]\.fields\[0\]/,
      reason: /"afterChangeHook"/,
    },
  },
  'form-engine/react/engine-context.tsx': {
    'must be used inside a FormEngineProvider': { internal: 'every page is inside the provider' },
  },
  'wizard/wizard-sections.tsx': {
    'fields with the roles paymentElection and payPalAuthCode': {
      plant: (forms) => delete forms.models[1].fields.find((field: any) => field.key === 'PayPalAuthCode').role,
      path: 'pages[2].sections[1].kind',
      reason: /the PayPal block needs fields with the roles "payPalAuthCode"/,
    },
  },
  'wizard/wizard-page.tsx': {
    'No page of the settlement is at': { internal: 'the router only routes to the pages the settlement has' },
  },
};

/** Every `throw new ...(message)` in the page components, by file under src/features. */
async function thrownMessages(): Promise<Map<string, string[]>> {
  const root = path.resolve('src/features');
  const found = new Map<string, string[]>();
  for (const entry of await readdir(root, { recursive: true })) {
    if (!entry.endsWith('.tsx')) continue;
    const text = await readFile(path.join(root, entry), 'utf8');
    const messages = [...text.matchAll(/throw new \w*Error\(\s*([`'"])([\s\S]*?)\1/g)].map((match) => match[2]!);
    if (messages.length > 0) found.set(entry.split(path.sep).join('/'), messages);
  }
  return found;
}

describe('the errors the page components raise on package data', () => {
  it('each has an entry here, and a package mistake behind it is named by the check', async () => {
    const thrown = await thrownMessages();
    const unlisted: string[] = [];
    for (const [file, messages] of thrown)
      for (const message of messages)
        if (!Object.keys(runtimeErrors[file] ?? {}).some((fragment) => message.includes(fragment))) unlisted.push(`${file}: ${message}`);
    expect(unlisted, 'page components throw errors with no checker rule listed here').toEqual([]);

    const planted = Object.entries(runtimeErrors).flatMap(([file, entries]) =>
      Object.entries(entries).flatMap(([fragment, entry]) => ('plant' in entry ? [{ name: `${file}: ${fragment}`, ...entry }] : [])),
    );
    const missed: string[] = [];
    for (const entry of planted) {
      const dir = await copyDemoPackage();
      made.push(dir);
      await editJson(dir, 'forms/standard.json', entry.plant);
      const { problems } = await checkSettlementPackage(dir);
      const named = problems.some(
        (problem) =>
          problem.file === 'forms/standard.json' &&
          (typeof entry.path === 'string' ? problem.path === entry.path : entry.path.test(problem.path)) &&
          entry.reason.test(problem.reason),
      );
      if (!named) missed.push(`${entry.name}: ${JSON.stringify(problems.map((problem) => `${problem.path}: ${problem.reason}`))}`);
    }
    expect(missed).toEqual([]);
  });
});
