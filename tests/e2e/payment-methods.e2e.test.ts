import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { chooseFileByKeyboard, chooseRadio, pickOption, pressButtonByKeyboard, tickBox, typeInto } from './support/a11y-keyboard';
import { axeAudit } from './support/a11y-walk';
import { startE2eSession } from './support/session';
import {
  addPurchaseRowInSpanish,
  claimant,
  fillClaimantInfo,
  fillClaimantInfoInSpanish,
  fillClaimDetails,
  fillPurchaseDetails,
  openStandardPage,
  pressButton,
  receipt,
  signSummary,
  summaryAnswers,
  waitForStandardPage,
} from './support/wizard-standard';

// A claim paid by each of the six payment methods the demo's Standard form offers, from the first
// page to the reference code, in the site's two cultures: check, PayPal and direct deposit (by
// keyboard alone) in English; Venmo, Zelle and the prepaid card in Spanish. Each journey runs axe
// on its payment page with its method's fields showing, reads the method back on the summary and
// the confirmation, and finds the election stored, masked for the administrator.

const ADMIN_TOKEN = 'payment-methods-e2e-admin-token';
const REFERENCE_CODE = /^STD-[A-Z0-9]{4}-[A-Z0-9]{4}$/;
// A 1x1 PNG standing in for PayPal's mark (the test machine reaches no outside host).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const e2e = startE2eSession({ ADMIN_TOKEN });

/** The words of the pages around the payment page, in each culture. */
const words = {
  en: {
    next: 'Next',
    submit: 'Submit',
    payment: 'Choose how to receive your payment',
    documents: 'Upload your proof of purchase',
    summary: 'Check your answers before you submit',
    confirmation: 'Thank you, your claim was submitted',
    question: 'How would you like to be paid?',
  },
  es: {
    next: 'Siguiente',
    submit: 'Enviar',
    payment: 'Elija cómo recibir su pago',
    documents: 'Cargue su comprobante de compra',
    summary: 'Revise sus respuestas antes de enviar',
    confirmation: 'Gracias, su reclamo fue enviado',
    question: '¿Cómo desea recibir su pago?',
  },
} as const;

type Culture = keyof typeof words;

/** Claimant info and claim details in Spanish, up to the payment page. */
async function walkToPaymentInSpanish(page: Page): Promise<void> {
  await openStandardPage(page, e2e.server.url, 'claimantInfo', '?culture=es', 'Díganos quién es usted');
  await fillClaimantInfoInSpanish(page);
  await pressButton(page, 'Siguiente');
  await waitForStandardPage(page, 'claimDetails', 'Cuéntenos sobre su compra');
  await fillPurchaseDetails(page, 'es');
  await addPurchaseRowInSpanish(page);
  await pressButton(page, 'Siguiente');
  await waitForStandardPage(page, 'paymentElection', words.es.payment);
}

/** Claimant info and claim details in English, up to the payment page. */
async function walkToPaymentInEnglish(page: Page): Promise<void> {
  await openStandardPage(page, e2e.server.url, 'claimantInfo');
  await fillClaimantInfo(page);
  await pressButton(page, 'Next');
  await waitForStandardPage(page, 'claimDetails');
  await fillClaimDetails(page);
  await pressButton(page, 'Next');
  await waitForStandardPage(page, 'paymentElection');
}

/** From the answered payment page to the reference code: a receipt, the summary (whose answers it
 *  returns) signed, Submit, and the confirmation. */
async function fileFromPayment(page: Page, culture: Culture): Promise<{ summary: string[]; code: string }> {
  const say = words[culture];
  await pressButton(page, say.next);
  await waitForStandardPage(page, 'supportingDocuments', say.documents);
  await pressButton(page, culture === 'es' ? 'Agregar un documento' : 'Add a document');
  await page.getByRole('combobox', { name: culture === 'es' ? /^Tipo de documento/ : /^Type of document/ }).selectOption({
    label: culture === 'es' ? 'Recibo' : 'Receipt',
  });
  await page.locator('input[type=file]').setInputFiles(receipt);
  await pressButton(page, culture === 'es' ? 'Cargar' : 'Upload');
  await page.getByText(receipt.name, { exact: true }).first().waitFor();
  await pressButton(page, say.next);
  await waitForStandardPage(page, 'claimSummary', say.summary);
  const summary = await summaryAnswers(page);
  if (culture === 'es') {
    await page.getByRole('textbox', { name: /^Firma \(escriba su nombre completo\)/ }).fill('Dana Whitfield');
    await page.getByRole('checkbox', { name: /^Declaro bajo pena de perjurio/ }).check();
  } else await signSummary(page);
  await pressButton(page, say.submit);
  await waitForStandardPage(page, 'confirmation', say.confirmation);
  const code = (await page.getByRole('region', { name: say.confirmation }).getByRole('definition').innerText()).trim();
  return { summary, code };
}

/** The claim's details as the administrator sees them by default (sensitive answers masked) and
 *  as stored (revealed, the reason audited). */
async function electionOf(code: string): Promise<{ masked: Record<string, unknown>; stored: Record<string, unknown>; culture: string }> {
  const read = async (query: string) => {
    const response = await fetch(`${e2e.server.url}/api/admin/claims/${encodeURIComponent(code)}${query}`, {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { culture: string; payload: { claimDetails: { fields: Record<string, unknown> } } };
  };
  const masked = await read('');
  const stored = await read(`?reveal=${encodeURIComponent('the test reads the payment election')}`);
  return { masked: masked.payload.claimDetails.fields, stored: stored.payload.claimDetails.fields, culture: stored.culture };
}

/** The summary's rows of the payment page ("question: answer"). */
function paymentRows(summary: readonly string[], culture: Culture): string[] {
  const prefix = `${words[culture].payment} / `;
  return summary.filter((line) => line.startsWith(prefix)).map((line) => line.slice(prefix.length));
}

/** One method's journey in one culture, chosen and answered on the payment page by `elect`. */
interface MethodJourney {
  culture: Culture;
  /** The method's option as the claimant reads it. */
  option: string;
  elect: (page: Page) => Promise<void>;
  /** The rows the summary shows for the payment page. */
  rows: string[];
  /** What is stored, and what the administrator sees by default. */
  stored: Record<string, unknown>;
  masked: Record<string, unknown>;
}

const journeys: Record<string, MethodJourney> = {
  'a paper check, in English': {
    culture: 'en',
    option: 'Paper check by mail',
    elect: async (page) => {
      await page.getByRole('radio', { name: 'Paper check by mail', exact: true }).check();
      // The payee is the claimant's name unless they change it.
      expect(await page.getByRole('textbox', { name: /^Name to print on the check/ }).inputValue()).toBe('Dana Whitfield');
    },
    rows: ['How would you like to be paid?: Paper check by mail', 'Name to print on the check: Dana Whitfield'],
    stored: { paymentMethod: 'Check', checkPayeeName: 'Dana Whitfield', venmoHandle: null, bankAccountNumber: null },
    masked: { paymentMethod: 'Check', checkPayeeName: '****ield' },
  },
  'Venmo, in Spanish': {
    culture: 'es',
    option: 'Venmo',
    elect: async (page) => {
      await page.getByRole('radio', { name: 'Venmo', exact: true }).check();
      await page.getByRole('textbox', { name: /^Teléfono o correo electrónico de su cuenta de Venmo/ }).fill('(916) 555-0187');
    },
    rows: ['¿Cómo desea recibir su pago?: Venmo', 'Teléfono o correo electrónico de su cuenta de Venmo: (916) 555-0187'],
    stored: { paymentMethod: 'Venmo', venmoHandle: '(916) 555-0187', zelleRecipient: null },
    masked: { paymentMethod: 'Venmo', venmoHandle: '****0187' },
  },
  'Zelle, in Spanish': {
    culture: 'es',
    option: 'Zelle',
    elect: async (page) => {
      await page.getByRole('radio', { name: 'Zelle', exact: true }).check();
      await page.getByRole('textbox', { name: /^Correo electrónico o celular de EE\. UU\. que usa con Zelle/ }).fill('dana.w@example.com');
    },
    rows: ['¿Cómo desea recibir su pago?: Zelle', 'Correo electrónico o celular de EE. UU. que usa con Zelle: dana.w@example.com'],
    stored: { paymentMethod: 'Zelle', zelleRecipient: 'dana.w@example.com', venmoHandle: null },
    masked: { paymentMethod: 'Zelle', zelleRecipient: '****.com' },
  },
  'a prepaid card, in Spanish': {
    culture: 'es',
    option: 'Tarjeta prepagada virtual por correo electrónico',
    elect: async (page) => {
      await page.getByRole('radio', { name: 'Tarjeta prepagada virtual por correo electrónico', exact: true }).check();
      // Sent to the claimant's own email unless they name another.
      const email = page.getByRole('textbox', { name: /^Correo electrónico al que enviar la tarjeta/ });
      expect(await email.inputValue()).toBe(claimant.email);
    },
    rows: [
      '¿Cómo desea recibir su pago?: Tarjeta prepagada virtual por correo electrónico',
      `Correo electrónico al que enviar la tarjeta: ${claimant.email}`,
    ],
    stored: { paymentMethod: 'PrepaidCard', prepaidCardEmail: claimant.email, zelleRecipient: null },
    masked: { paymentMethod: 'PrepaidCard', prepaidCardEmail: '****.com' },
  },
};

describe('a claim paid by each method', () => {
  it.each(Object.entries(journeys))('%s: chosen, shown on the summary, filed and stored masked', async (_, journey) => {
    const { page } = e2e;
    const audit = axeAudit(page);
    await (journey.culture === 'es' ? walkToPaymentInSpanish : walkToPaymentInEnglish)(page);
    await journey.elect(page);
    await audit.check(`payment page, ${journey.option}`);
    const { summary, code } = await fileFromPayment(page, journey.culture);
    expect(paymentRows(summary, journey.culture)).toEqual(journey.rows);
    expect(code).toMatch(REFERENCE_CODE);
    await audit.check('confirmation');
    const { masked, stored, culture } = await electionOf(code);
    expect(culture).toBe(journey.culture);
    expect(stored).toMatchObject(journey.stored);
    expect(masked).toMatchObject(journey.masked);
    expect(audit.violations).toEqual({});
  });

  it('PayPal, in English: logged in through the pop-up, verified, filed with the login', async () => {
    const { page, context } = e2e;
    await context.route('https://www.paypalobjects.com/**', (route) => route.fulfill({ contentType: 'image/png', body: PNG }));
    const audit = axeAudit(page);
    await walkToPaymentInEnglish(page);
    await page.getByRole('radio', { name: 'PayPal', exact: true }).check();
    // The claimant's email is offered as the PayPal account.
    expect(await page.getByRole('textbox', { name: /^PayPal email address/ }).inputValue()).toBe(claimant.email);
    await page.getByRole('textbox', { name: /^Confirm PayPal email address/ }).fill(claimant.email);
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Log in with PayPal' }).click();
    const popup = await popupOpened;
    await popup.getByRole('heading', { level: 1, name: 'Log in to PayPal (demo)' }).waitFor();
    await popup.getByRole('textbox', { name: 'Email' }).fill(claimant.email);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Log in' }).click();
    await closed;
    await page.getByRole('status').filter({ hasText: 'PayPal account verified' }).waitFor();
    await audit.check('payment page, PayPal verified');
    const { summary, code } = await fileFromPayment(page, 'en');
    expect(paymentRows(summary, 'en')).toEqual(
      expect.arrayContaining(['How would you like to be paid?: PayPal', `PayPal email address: ${claimant.email}`]),
    );
    expect(code).toMatch(REFERENCE_CODE);
    const { masked, stored } = await electionOf(code);
    expect(stored).toMatchObject({ paymentMethod: 'PayPal', payPalEmailAddress: claimant.email, checkPayeeName: null });
    expect(stored.payPalAuthCode).toMatch(/^ppdemo\./);
    expect(masked.paymentMethod).toBe('PayPal');
    expect(JSON.stringify(masked)).not.toContain(String(stored.payPalAuthCode));
    expect(audit.violations).toEqual({});
  });

  it('direct deposit, in English, by keyboard alone', { timeout: 300_000 }, async () => {
    const { page } = e2e;
    const audit = axeAudit(page);
    await openStandardPage(page, e2e.server.url, 'claimantInfo');
    const box = (name: string | RegExp) => page.getByRole('textbox', { name });
    const next = async (which: Parameters<typeof waitForStandardPage>[1], name = 'Next') => {
      await pressButtonByKeyboard(page, page.getByRole('button', { name, exact: true }));
      await waitForStandardPage(page, which);
    };
    await typeInto(page, box('First name'), claimant.firstName);
    await typeInto(page, box('Last name'), claimant.lastName);
    await typeInto(page, box('Street address'), claimant.street);
    await typeInto(page, box('City'), claimant.city);
    await pickOption(page, page.getByRole('combobox', { name: /^State/ }), 'Californ');
    await typeInto(page, box(/^ZIP code/), claimant.zip);
    await typeInto(page, box(/^Email address/), claimant.email);
    await typeInto(page, box(/^Confirm email address/), claimant.email);
    await typeInto(page, box(/^US phone number/), claimant.phoneDigits);
    await typeInto(page, box(/^Confirm US phone number/), claimant.phoneDigits);
    await next('claimDetails');

    await chooseRadio(page, page.getByRole('radio', { name: 'Dishwasher' }));
    await pickOption(page, page.getByRole('combobox', { name: /^Model series/ }), 'BW-1');
    await typeInto(page, box(/^Date of purchase/), '03152022');
    await typeInto(page, box(/^Price paid/), '650');
    await typeInto(page, box(/^How many did you buy/), '1');
    await chooseRadio(page, page.getByRole('radio', { name: 'Online' }));
    await tickBox(page, page.getByRole('checkbox', { name: 'The appliance leaked water' }));
    const rows: Locator = page.locator('table input');
    if ((await rows.count()) === 0) {
      await pressButtonByKeyboard(page, page.getByRole('button', { name: /Add row/ }));
      await rows.first().waitFor();
    }
    await typeInto(page, rows.nth(0), '03152022');
    await typeInto(page, rows.nth(1), '650');
    await typeInto(page, rows.nth(2), 'Applianceland');
    await next('paymentElection');

    const account = '000123456789';
    await chooseRadio(page, page.getByRole('radio', { name: 'Direct deposit to a US bank account' }));
    await typeInto(page, box(/^Routing number/), '021000021');
    await typeInto(page, box(/^Account number/), account);
    await typeInto(page, box(/^Confirm account number/), account);
    await chooseRadio(page, page.getByRole('radio', { name: 'Savings' }));
    await audit.check('payment page, direct deposit');
    await next('supportingDocuments');

    await pressButtonByKeyboard(page, page.getByRole('button', { name: 'Add a document' }));
    await pickOption(page, page.getByRole('combobox', { name: /^Type of document/ }), 'Rec');
    await chooseFileByKeyboard(page, receipt);
    await page.getByText(receipt.name).first().waitFor();
    await pressButtonByKeyboard(page, page.getByRole('button', { name: 'Upload' }));
    await page.locator('input[type=file]').waitFor();
    await next('claimSummary');

    expect(paymentRows(await summaryAnswers(page), 'en')).toEqual(
      expect.arrayContaining(['How would you like to be paid?: Direct deposit to a US bank account', 'Account type: Savings']),
    );
    await typeInto(page, box(/^Signature/), 'Dana Whitfield');
    await tickBox(page, page.getByRole('checkbox', { name: /I declare/ }));
    await next('confirmation', 'Submit');
    const code = (await page.getByRole('region', { name: words.en.confirmation }).getByRole('definition').innerText()).trim();
    expect(code).toMatch(REFERENCE_CODE);
    const { masked, stored } = await electionOf(code);
    expect(stored).toMatchObject({
      paymentMethod: 'DirectDeposit',
      bankRoutingNumber: '021000021',
      bankAccountNumber: account,
      bankAccountType: 'Savings',
    });
    expect(masked).toMatchObject({ bankAccountNumber: '****6789', bankRoutingNumber: '****0021' });
    expect(audit.violations).toEqual({});
  });
});
