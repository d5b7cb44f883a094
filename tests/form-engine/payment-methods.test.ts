import { describe, expect, it } from 'vitest';
import type { ModelConfig } from '@/contract/model-config';
import { pageSectionSchema, type SectionOf } from '@/contract/page-layouts';
import { electionMessage } from '@/engine/payment-methods/election-message';
import { paymentFieldAdditions, withAdditions } from '@/engine/payment-methods/election-rules';
import { isAbaRoutingNumber } from '@/engine/rules/types/aba-routing-number';
import { validateModel } from '@/engine/rules/validate';
import { contextOf, mappedConfig, modelOf } from '../support/model-configs';

// Each payment method's rules as the engine runs them: the method's definition adds them to the
// package's fields of a payment section (as the server does when the package loads), and the
// engine's one validation checks an election in the app and again on the server.

const section = pageSectionSchema.parse({
  kind: 'payment',
  mapping: 'claimDetails',
  legend: 'Section_PaymentMethod',
  election: 'PaymentMethod',
  methods: [
    { method: 'payPal', option: 'PayPal', fields: { email: 'PayPalEmail' } },
    { method: 'check', option: 'Check', fields: { payee: 'Payee' } },
    { method: 'venmo', option: 'Venmo', fields: { handle: 'VenmoHandle' } },
    { method: 'zelle', option: 'Zelle', fields: { recipient: 'ZelleRecipient' } },
    {
      method: 'ach',
      option: 'Ach',
      fields: { routingNumber: 'Routing', accountNumber: 'Account', confirmAccountNumber: 'ConfirmAccount', accountType: 'AccountType' },
    },
    { method: 'prepaidCard', option: 'Card', fields: { email: 'CardEmail' } },
  ],
}) as SectionOf<'payment'>;

const written = mappedConfig('claimDetails', [
  {
    key: 'PaymentMethod',
    role: 'paymentElection',
    widget: 'radio',
    label: 'Method',
    validations: [{ type: 'required' }],
    props: { options: ['PayPal', 'Check', 'Venmo', 'Zelle', 'Ach', 'Card'].map((value) => ({ value, label: value })) },
  },
  { key: 'PayPalEmail', role: 'payPalEmail', widget: 'text', label: 'PayPal email' },
  { key: 'Payee', widget: 'text', label: 'Payee' },
  { key: 'VenmoHandle', role: 'payoutAccount', widget: 'text', label: 'Venmo' },
  { key: 'ZelleRecipient', role: 'payoutAccount', widget: 'text', label: 'Zelle' },
  { key: 'Routing', widget: 'text', label: 'Routing number' },
  { key: 'Account', role: 'payoutAccount', widget: 'text', label: 'Account number' },
  { key: 'ConfirmAccount', widget: 'text', label: 'Confirm account number' },
  {
    key: 'AccountType',
    widget: 'radio',
    label: 'Account type',
    props: { options: ['Checking', 'Savings'].map((value) => ({ value, label: value })) },
  },
  { key: 'CardEmail', role: 'payoutAccount', widget: 'text', label: 'Card email' },
]);

const additions = paymentFieldAdditions(section);
const config: ModelConfig = { ...written, fields: written.fields.map((field) => withAdditions(field, additions.get(field.key))) };

/** The message keys per field of an election, checked on one side. */
function errorsOf(answers: Record<string, unknown>, side: 'client' | 'server' = 'client') {
  const model = modelOf(config, answers);
  const errors = validateModel(model, config, contextOf([model]), { side });
  return Object.fromEntries(Object.entries(errors).map(([key, messages]) => [key, messages.map((message) => message.key)]));
}

interface Row {
  readonly name: string;
  readonly answers: Record<string, unknown>;
  readonly expected: Record<string, string[]>;
}

function table(method: string, rows: Row[]) {
  describe(method, () => {
    it.each(rows)('$name', ({ answers, expected }) => {
      expect(errorsOf(answers)).toEqual(expected);
      // The server re-checks with the same rules and finds the same.
      expect(errorsOf(answers, 'server')).toEqual(expected);
    });
  });
}

table('venmo', [
  { name: 'an email passes', answers: { paymentMethod: 'Venmo', venmoHandle: 'ada@example.com' }, expected: {} },
  { name: 'a US phone passes', answers: { paymentMethod: 'Venmo', venmoHandle: '(916) 555-0187' }, expected: {} },
  { name: 'a phone with +1 passes', answers: { paymentMethod: 'Venmo', venmoHandle: '+1 916 555 0187' }, expected: {} },
  {
    name: 'a user name fails',
    answers: { paymentMethod: 'Venmo', venmoHandle: '@ada-lovelace' },
    expected: { venmoHandle: ['Validation_Payment_VenmoHandle'] },
  },
  {
    name: 'seven digits fail',
    answers: { paymentMethod: 'Venmo', venmoHandle: '555-0187' },
    expected: { venmoHandle: ['Validation_Payment_VenmoHandle'] },
  },
  { name: 'an empty handle fails', answers: { paymentMethod: 'Venmo' }, expected: { venmoHandle: ['Validation_ConditionalRequired'] } },
]);

table('zelle', [
  { name: 'an email passes', answers: { paymentMethod: 'Zelle', zelleRecipient: 'ada@example.com' }, expected: {} },
  { name: 'a US mobile passes', answers: { paymentMethod: 'Zelle', zelleRecipient: '916-555-0187' }, expected: {} },
  {
    name: 'a UK number fails',
    answers: { paymentMethod: 'Zelle', zelleRecipient: '+44 20 7946 0958' },
    expected: { zelleRecipient: ['Validation_Payment_ZelleRecipient'] },
  },
  {
    name: 'an empty recipient fails',
    answers: { paymentMethod: 'Zelle' },
    expected: { zelleRecipient: ['Validation_ConditionalRequired'] },
  },
]);

const account = { routing: '021000021', account: '123456789', confirmAccount: '123456789', accountType: 'Checking' };
table('ach', [
  { name: 'a complete account passes', answers: { paymentMethod: 'Ach', ...account }, expected: {} },
  {
    name: 'a wrong check digit fails',
    answers: { paymentMethod: 'Ach', ...account, routing: '021000022' },
    expected: { routing: ['Validation_AbaRoutingNumber'] },
  },
  {
    name: 'an account of three digits fails',
    answers: { paymentMethod: 'Ach', ...account, account: '123', confirmAccount: '123' },
    expected: { account: ['Validation_Payment_AccountNumber'] },
  },
  {
    name: 'an account typed differently the second time fails',
    answers: { paymentMethod: 'Ach', ...account, confirmAccount: '123456780' },
    expected: { confirmAccount: ['Validation_Payment_AccountNumberMismatch'] },
  },
  {
    name: 'every answer is required',
    answers: { paymentMethod: 'Ach' },
    expected: {
      routing: ['Validation_ConditionalRequired'],
      account: ['Validation_ConditionalRequired'],
      confirmAccount: ['Validation_ConditionalRequired'],
      accountType: ['Validation_ConditionalRequired'],
    },
  },
]);

table('prepaidCard', [
  { name: 'an email passes', answers: { paymentMethod: 'Card', cardEmail: 'ada@example.com' }, expected: {} },
  { name: 'a phone fails', answers: { paymentMethod: 'Card', cardEmail: '916-555-0187' }, expected: { cardEmail: ['Validation_Email'] } },
  { name: 'an empty email fails', answers: { paymentMethod: 'Card' }, expected: { cardEmail: ['Validation_ConditionalRequired'] } },
]);

table('check', [
  { name: 'a payee passes', answers: { paymentMethod: 'Check', payee: 'Ada Lovelace' }, expected: {} },
  { name: 'an empty payee fails', answers: { paymentMethod: 'Check' }, expected: { payee: ['Validation_ConditionalRequired'] } },
]);

table('payPal', [
  // Its login and the account's email are the PayPal block's and the server's PayPal check's.
  { name: 'adds nothing of its own', answers: { paymentMethod: 'PayPal' }, expected: {} },
]);

describe('an election', () => {
  it('checks only the chosen method’s fields: another method’s answers are hidden and not checked', () => {
    expect(errorsOf({ paymentMethod: 'Venmo', venmoHandle: 'ada@example.com', routing: '1', cardEmail: 'nope' })).toEqual({});
  });

  it('needs a method', () => {
    expect(errorsOf({})).toEqual({ paymentMethod: ['Validation_Required'] });
  });

  it('leaves a rule the package already wrote as it is, once', () => {
    const twice = withAdditions(withAdditions(written.fields[3]!, additions.get('venmoHandle')), additions.get('venmoHandle'));
    expect(twice).toEqual(withAdditions(written.fields[3]!, additions.get('venmoHandle')));
  });

  it('gives the server the engine’s message on an election field', () => {
    const model = modelOf(config, { paymentMethod: 'Venmo', venmoHandle: '@ada' });
    const errors = validateModel(model, config, contextOf([model]), { side: 'server' });
    expect(electionMessage(section, errors)?.key).toBe('Validation_Payment_VenmoHandle');
    expect(electionMessage(section, {})).toBeNull();
  });
});

describe('the ABA check digit', () => {
  /** A routing number from eight digits and the check digit that makes it valid. */
  const routing = (eight: string) => {
    const weights = [3, 7, 1, 3, 7, 1, 3, 7];
    const sum = [...eight].reduce((total, digit, i) => total + weights[i]! * Number(digit), 0);
    return eight + String((10 - (sum % 10)) % 10);
  };
  // A fixed seed: the same numbers on every run, spread over the whole range.
  let seed = 43;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const generated = Array.from({ length: 200 }, () => routing(String(next() % 10 ** 8).padStart(8, '0'))).filter(
    (number) => !/^0+$/.test(number),
  );

  it('passes every generated valid routing number', () => {
    for (const number of generated) expect(isAbaRoutingNumber(number), number).toBe(true);
  });

  it('fails every single-digit change of one', () => {
    for (const number of generated.slice(0, 40))
      for (let at = 0; at < 9; at++)
        for (let digit = 0; digit < 10; digit++) {
          if (String(digit) === number[at]) continue;
          const changed = number.slice(0, at) + String(digit) + number.slice(at + 1);
          expect(isAbaRoutingNumber(changed), changed).toBe(false);
        }
  });
});
