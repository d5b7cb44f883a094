import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import {
  addPurchaseRowInSpanish,
  claimantInfoFields,
  claimantInfoValues,
  claimsWithStoredDocuments,
  fillClaimantInfo,
  fillClaimantInfoInSpanish,
  filledClaimantInfo,
  fillPurchaseDetails,
  openStandardPage,
  pressButton,
  receipt,
  shownReferenceCode,
  signatureFields,
  signSummary,
  standardHeadings,
  storedClaim,
  summaryAnswers,
  waitForStandardPage,
  walkToSummary,
} from './support/wizard-standard';

// The Standard wizard in the built app against the reference server, as a claimant meets it:
// fields and buttons found by role and accessible name, claims checked where they are stored.
// One server (default theme) for the file, a fresh browser context (cookies, sessionStorage) per
// test, so no test sees another's session or answers.

const ADMIN_TOKEN = 'wizard-standard-e2e-admin-token';
const REFERENCE_CODE = /^STD-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

let browser: Browser;
let server: RunningServer;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer({ ADMIN_TOKEN })]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

/** Submits the signed summary and returns the reference code the confirmation shows. */
async function submitAndReadCode(): Promise<{ heading: string; code: string }> {
  await pressButton(page, 'Submit');
  await waitForStandardPage(page, 'confirmation', standardHeadings.confirmation);
  return shownReferenceCode(page);
}

/** What the error summary lists, once it shows under `where`. */
async function problemsListed(where: Page | Locator, heading = 'There is a problem'): Promise<string[]> {
  const summary = where.getByRole('region', { name: heading });
  await summary.waitFor();
  return summary.getByRole('listitem').allInnerTexts();
}

type StoredFields = { payload: { claimDetails: { fields: Record<string, unknown> } } };

/** The claim's details fields as the admin API shows them (sensitive values masked) and as
 *  stored (opened). */
async function claimDetailsOf(code: string): Promise<{ masked: Record<string, unknown>; stored: Record<string, unknown> }> {
  const masked = (await (
    await fetch(`${server.url}/api/admin/claims/${code}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })
  ).json()) as StoredFields;
  const stored = (await storedClaim(server, ADMIN_TOKEN, code)) as unknown as StoredFields;
  return { masked: masked.payload.claimDetails.fields, stored: stored.payload.claimDetails.fields };
}

describe('Standard wizard: a claim from start to reference code', () => {
  it('files a claim with one purchase, a check and a PDF, shows the answers and a reference code, and stores it with its document', async () => {
    const claimsBefore = await claimsWithStoredDocuments(server);
    await walkToSummary(page, server.url);

    const answers = await summaryAnswers(page);
    expect(answers).toEqual(
      expect.arrayContaining([
        'Tell us about yourself / First name: Dana',
        'Tell us about yourself / Last name: Whitfield',
        'Tell us about yourself / Street address: 1200 Harbor Way',
        'Tell us about yourself / City: Sacramento',
        'Tell us about yourself / State: California',
        'Tell us about yourself / ZIP code: 95814',
        'Tell us about yourself / Email address: dana@example.com',
        'Tell us about yourself / US phone number: (916) 555-0100',
        'Tell us about your purchase / Which appliance did you buy?: Dishwasher',
        'Tell us about your purchase / Model series: BW-100 series',
        'Tell us about your purchase / Date of purchase: 03/15/2022',
        'Tell us about your purchase / Price paid: $650.00',
        'Tell us about your purchase / Purchase date: 03/15/2022',
        'Tell us about your purchase / Store: Applianceland',
        'Choose how to receive your payment / How would you like to be paid?: Paper check by mail',
        'Choose how to receive your payment / Name to print on the check: Dana Whitfield',
        'Upload your proof of purchase / Type of document: Receipt',
        `Upload your proof of purchase / File: ${receipt.name}`,
      ]),
    );

    await signSummary(page);
    const { heading, code } = await submitAndReadCode();
    expect(heading).toBe(standardHeadings.confirmation);
    expect(code).toMatch(REFERENCE_CODE);

    const claim = await storedClaim(server, ADMIN_TOKEN, code);
    expect(claim).not.toBeNull();
    expect(claim?.referenceCode).toBe(code);
    expect(claim?.formType).toBe('Standard');
    expect(claim?.culture).toBe('en');
    const payload = claim?.payload as {
      claimantInfo: { fields: Record<string, unknown> };
      claimTransactions: { fields: Record<string, unknown> }[];
    };
    expect(payload.claimantInfo.fields).toMatchObject({
      firstName: 'Dana',
      lastName: 'Whitfield',
      mailingCity: 'Sacramento',
      mailingSubDivision: 'CA',
    });
    expect(payload.claimTransactions).toHaveLength(1);
    expect(claim?.files.map(({ originalName, contentType, sizeBytes }) => ({ originalName, contentType, sizeBytes }))).toEqual([
      { originalName: receipt.name, contentType: 'application/pdf', sizeBytes: receipt.buffer.length },
    ]);
    const claimsAfter = await claimsWithStoredDocuments(server);
    expect(claimsAfter.filter((id) => !claimsBefore.includes(id))).toEqual([claim?.id]);
  });
});

describe('Standard wizard: validation', () => {
  it('shows a focused error summary naming each field, whose links focus their field', async () => {
    await openStandardPage(page, server.url, 'claimantInfo');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    const summary = page.getByRole('region', { name: 'There is a problem' });
    await summary.waitFor();
    await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await summary.getByRole('listitem').allInnerTexts()).toEqual([
      'First name: Value is required',
      'Last name: Value is required',
      'Street address: Value is required',
      'City: Value is required',
      'State: The value is required',
      'ZIP code: The value is required',
      'Email address: Value is required',
      'US phone number: Enter a US phone number or an international phone number',
    ]);
    expect(new URL(page.url()).pathname).toBe('/standard/claimant-info');

    const fields = claimantInfoFields(page);
    await summary.getByRole('link', { name: 'City: Value is required' }).click();
    await expect.poll(() => fields.city.evaluate((element) => element === document.activeElement)).toBe(true);
    await summary.getByRole('link', { name: 'State: The value is required' }).click();
    await expect.poll(() => fields.state.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});

describe('Standard wizard: paid by direct deposit', () => {
  it('names a mistyped routing number, then files the claim with the account sealed and masked for an administrator', async () => {
    const account = '000123456789';
    await walkToSummary(page, server.url, async (payment) => {
      await payment.getByRole('radio', { name: 'Direct deposit to a US bank account', exact: true }).check();
      // One digit off: the check digit gives it away before anything is sent.
      await payment.getByRole('textbox', { name: /^Routing number/ }).fill('021000012');
      await payment.getByRole('textbox', { name: /^Account number/ }).fill(account);
      await payment.getByRole('textbox', { name: /^Confirm account number/ }).fill(account);
      await payment.getByRole('radio', { name: 'Checking', exact: true }).check();
      await pressButton(payment, 'Next');
      expect(await problemsListed(payment)).toEqual([
        'Routing number: Enter the 9-digit routing number printed at the bottom left of a check',
      ]);
      await payment.getByRole('textbox', { name: /^Routing number/ }).fill('021000021');
    });
    expect(await summaryAnswers(page)).toEqual(
      expect.arrayContaining(['Choose how to receive your payment / How would you like to be paid?: Direct deposit to a US bank account']),
    );
    await signSummary(page);
    const { code } = await submitAndReadCode();
    expect(code).toMatch(REFERENCE_CODE);
    const { masked, stored } = await claimDetailsOf(code);
    expect(masked).toMatchObject({ bankAccountNumber: '****6789', bankRoutingNumber: '****0021' });
    expect(stored).toMatchObject({
      paymentMethod: 'DirectDeposit',
      bankRoutingNumber: '021000021',
      bankAccountNumber: account,
      bankAccountType: 'Checking',
    });
  });
});

describe('Standard wizard: paid by Venmo', () => {
  it('shows only the Venmo field, names a user name that is no phone or email, then files the claim with the handle masked', async () => {
    await walkToSummary(page, server.url, async (payment) => {
      await payment.getByRole('radio', { name: 'Venmo', exact: true }).check();
      const handle = payment.getByRole('textbox', { name: /^Phone number or email of your Venmo account/ });
      await handle.waitFor();
      // Another method's fields stay hidden while Venmo is chosen.
      expect(await payment.getByRole('textbox', { name: /^Routing number/ }).count()).toBe(0);
      await handle.fill('@dana-w');
      await pressButton(payment, 'Next');
      expect(await problemsListed(payment)).toEqual([
        'Phone number or email of your Venmo account: Enter the phone number or email address of your Venmo account',
      ]);
      await handle.fill('(916) 555-0187');
    });
    expect(await summaryAnswers(page)).toEqual(
      expect.arrayContaining(['Choose how to receive your payment / How would you like to be paid?: Venmo']),
    );
    await signSummary(page);
    const { code } = await submitAndReadCode();
    expect(code).toMatch(REFERENCE_CODE);
    const { masked, stored } = await claimDetailsOf(code);
    expect(masked).toMatchObject({ paymentMethod: 'Venmo', venmoHandle: '****0187' });
    expect(stored).toMatchObject({ venmoHandle: '(916) 555-0187', bankAccountNumber: null });
  });
});

describe('Standard wizard: paid by Zelle, in Spanish', () => {
  it('names a recipient that is neither an email nor a US mobile, in Spanish, and goes on with a right one', async () => {
    await openStandardPage(page, server.url, 'paymentElection', '?culture=es', 'Elija cómo recibir su pago');
    await page.getByRole('radio', { name: 'Zelle', exact: true }).check();
    const recipient = page.getByRole('textbox', { name: /^Correo electrónico o celular de EE\. UU\. que usa con Zelle/ });
    await recipient.fill('+44 20 7946 0958');
    await pressButton(page, 'Siguiente');
    expect(await problemsListed(page, 'Hay un problema')).toEqual([
      'Correo electrónico o celular de EE. UU. que usa con Zelle: Ingrese el correo electrónico o el número de celular de EE. UU. que usa con Zelle',
    ]);
    await recipient.fill('dana.whitfield@example.com');
    await pressButton(page, 'Siguiente');
    await waitForStandardPage(page, 'supportingDocuments', 'Cargue su comprobante de compra');
  });
});

describe('Standard wizard: a table with too few rows', () => {
  it.each([
    ['en', 'claimDetails', '', 'Tell us about your purchase', 'Next', 'There is a problem', 'Your purchases: Add 1 or more purchases'],
    [
      'es',
      'claimDetails',
      '?culture=es',
      'Cuéntenos sobre su compra',
      'Siguiente',
      'Hay un problema',
      'Sus compras: Agregue 1 o más compras',
    ],
  ] as const)('%s: the summary line names the table and what to add', async (culture, which, query, heading, next, problem, line) => {
    await openStandardPage(page, server.url, which, query, heading);
    await fillPurchaseDetails(page, culture);
    await pressButton(page, next);
    const summary = page.getByRole('region', { name: problem });
    await summary.waitFor();
    expect(await summary.getByRole('listitem').allInnerTexts()).toEqual([line]);
  });
});

describe('Standard wizard: masked fields', () => {
  it('keeps every digit typed the moment a masked field gets focus, before its mask code has arrived', async () => {
    await openStandardPage(page, server.url, 'claimantInfo');
    const fields = claimantInfoFields(page);
    // No pause after focus: the mask library loads on first use, and these keys race it.
    await fields.phone.focus();
    await page.keyboard.type('9165550100');
    await expect.poll(() => fields.phone.inputValue()).toBe('(916) 555-0100');
    await fields.zip.focus();
    await page.keyboard.type('95814');
    await expect.poll(() => fields.zip.inputValue()).toBe('95814');
  });
});

describe('Standard wizard: moving around', () => {
  it('a Change link on the summary opens the page with ?returnTo=summary, and Next comes back to the summary with the new answer', async () => {
    await walkToSummary(page, server.url);
    await page.getByRole('link', { name: `Change ${standardHeadings.claimantInfo}` }).click();
    await waitForStandardPage(page, 'claimantInfo');
    expect(new URL(page.url()).search).toBe('?returnTo=summary');
    const fields = claimantInfoFields(page);
    expect(await fields.city.inputValue()).toBe('Sacramento');

    await fields.city.fill('Fresno');
    await pressButton(page, 'Next');
    await waitForStandardPage(page, 'claimSummary');
    const answers = await summaryAnswers(page);
    expect(answers).toContain('Tell us about yourself / City: Fresno');
    expect(answers).not.toContain('Tell us about yourself / City: Sacramento');
    // The pages after the changed one kept their answers.
    expect(answers).toContain('Choose how to receive your payment / How would you like to be paid?: Paper check by mail');
    expect(answers).toContain(`Upload your proof of purchase / File: ${receipt.name}`);
  });

  it('a reload on claim details keeps the answers typed so far, and Back shows claimant info still filled', async () => {
    // Leaving with answers asks first (beforeunload); the claimant chooses to reload.
    page.on('dialog', (dialog) => void dialog.accept());
    await openStandardPage(page, server.url, 'claimantInfo');
    await fillClaimantInfo(page);
    await pressButton(page, 'Next');
    await waitForStandardPage(page, 'claimDetails');
    const dishwasher = page.getByRole('radio', { name: 'Dishwasher', exact: true });
    const model = page.getByRole('combobox', { name: 'Model series', exact: true });
    const quantity = page.getByRole('textbox', { name: 'How many did you buy?', exact: true });
    await dishwasher.check();
    await model.selectOption({ label: 'BW-200 series' });
    await quantity.fill('2');

    await page.reload();
    await waitForStandardPage(page, 'claimDetails');
    expect(await dishwasher.isChecked()).toBe(true);
    expect(await model.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe('BW-200 series');
    expect(await quantity.inputValue()).toBe('2');

    await pressButton(page, 'Back');
    await waitForStandardPage(page, 'claimantInfo');
    expect(await claimantInfoValues(page)).toEqual(filledClaimantInfo);
  });
});

describe('Standard wizard: submitting once', () => {
  it.each([
    ['two rapid clicks', (submit: Locator) => submit.dblclick()],
    [
      'two rapid Enter presses',
      async (submit: Locator) => {
        await submit.focus();
        await submit.page().keyboard.press('Enter');
        await submit.page().keyboard.press('Enter');
      },
    ],
  ])('%s on Submit store exactly one claim', async (_how, activateTwice) => {
    await walkToSummary(page, server.url);
    await signSummary(page);
    const claimsBefore = await claimsWithStoredDocuments(server);

    await activateTwice(page.getByRole('button', { name: 'Submit', exact: true }));
    await waitForStandardPage(page, 'confirmation');
    const { code } = await shownReferenceCode(page);
    expect(code).toMatch(REFERENCE_CODE);

    const claim = await storedClaim(server, ADMIN_TOKEN, code);
    const added = (await claimsWithStoredDocuments(server)).filter((id) => !claimsBefore.includes(id));
    expect(added).toEqual([claim?.id]);
  });
});

/** The contract's message for a failed submission (contract.md §Errors), word for word. */
const SUBMISSION_FAILED =
  'An error occured during your submission. Please try again. If this problem persists, please contact the settlement administrator at the email below.';

describe('Standard wizard: a submission that fails, then succeeds on retry', () => {
  it.each([
    ['the connection drops', (route: Route) => route.abort()],
    [
      'the server answers 500',
      (route: Route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Internal error.' }) }),
    ],
  ])('when %s: the failure shows, every answer stays, and Submit again stores one claim', async (_what, failFirst) => {
    await walkToSummary(page, server.url);
    await signSummary(page);
    const answersBefore = await summaryAnswers(page);
    const claimsBefore = await claimsWithStoredDocuments(server);

    let attempts = 0;
    await page.route(
      (url) => url.pathname === '/api/forms/standard',
      async (route) => {
        attempts += 1;
        if (attempts === 1) await failFirst(route);
        else await route.continue();
      },
    );

    await pressButton(page, 'Submit');
    const failure = page.getByRole('alert').and(page.locator('[data-slot=page-failure]'));
    await failure.getByText(SUBMISSION_FAILED, { exact: true }).waitFor();
    expect(attempts).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/standard/claim-summary');
    expect(await summaryAnswers(page)).toEqual(answersBefore);
    const { signature, attestation } = signatureFields(page);
    expect(await signature.inputValue()).toBe('Dana Whitfield');
    expect(await attestation.isChecked()).toBe(true);
    expect(await claimsWithStoredDocuments(server)).toEqual(claimsBefore);

    const { code } = await submitAndReadCode();
    expect(attempts).toBe(2);
    expect(code).toMatch(REFERENCE_CODE);
    const claim = await storedClaim(server, ADMIN_TOKEN, code);
    const added = (await claimsWithStoredDocuments(server)).filter((id) => !claimsBefore.includes(id));
    expect(added).toEqual([claim?.id]);
  });
});

/** Wording of the app's own (English) copy that must not show on a page in another language. */
const englishWording = [
  'Next',
  'Back',
  'Submit',
  'Upload',
  'Cancel',
  'Add row',
  'Delete row',
  'Your reference code',
  'Copy reference code',
  'for example',
  'Not saved',
  'File name',
  'Actions',
  'Required',
  'Optional',
];

/** Fails naming any English wording on the page's main area (the header's "English" switch is outside it). */
async function expectNoEnglish(page: Page, where: string): Promise<void> {
  const text = await page.getByRole('main').innerText();
  expect(
    englishWording.filter((words) => new RegExp(`\\b${words}\\b`).test(text)),
    where,
  ).toEqual([]);
}

describe('Standard wizard: language', () => {
  it('files a claim in Spanish from claimant info to the reference code, with no English on the way, and stores it as Spanish', {
    timeout: 120_000,
  }, async () => {
    const box = (name: string | RegExp) => page.getByRole('textbox', { name, exact: typeof name === 'string' });
    await openStandardPage(page, server.url, 'claimantInfo', '?culture=es', 'Díganos quién es usted');
    await expectNoEnglish(page, 'claimant info');
    await fillClaimantInfoInSpanish(page);
    await pressButton(page, 'Siguiente');

    await waitForStandardPage(page, 'claimDetails', 'Cuéntenos sobre su compra');
    await fillPurchaseDetails(page, 'es');
    await addPurchaseRowInSpanish(page);
    await expectNoEnglish(page, 'claim details');
    // The date fields' calendar buttons are named in Spanish too (their name is not in the text).
    expect(await page.getByRole('button', { name: /^Choose date/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Elegir fecha/ }).count()).toBeGreaterThan(0);
    await pressButton(page, 'Siguiente');

    await waitForStandardPage(page, 'paymentElection', 'Elija cómo recibir su pago');
    await page.getByRole('radio', { name: 'Cheque en papel por correo', exact: true }).check();
    await box(/^Nombre que figurará en el cheque/).fill('Dana Whitfield');
    await expectNoEnglish(page, 'payment election');
    await pressButton(page, 'Siguiente');

    await waitForStandardPage(page, 'supportingDocuments', 'Cargue su comprobante de compra');
    await pressButton(page, 'Agregar un documento');
    await page.getByRole('combobox', { name: /^Tipo de documento/ }).selectOption({ label: 'Recibo' });
    await page.locator('input[type=file]').setInputFiles(receipt);
    await expectNoEnglish(page, 'supporting documents, with a document chosen');
    await pressButton(page, 'Cargar');
    await page.getByText(receipt.name, { exact: true }).first().waitFor();
    await expectNoEnglish(page, 'supporting documents, with the document saved');
    await pressButton(page, 'Siguiente');

    await waitForStandardPage(page, 'claimSummary', 'Revise sus respuestas antes de enviar');
    await expectNoEnglish(page, 'claim summary');
    await box(/^Firma \(escriba su nombre completo\)/).fill('Dana Whitfield');
    await page.getByRole('checkbox', { name: /^Declaro bajo pena de perjurio/ }).check();
    await pressButton(page, 'Enviar');

    await waitForStandardPage(page, 'confirmation', 'Gracias, su reclamo fue enviado');
    await expectNoEnglish(page, 'confirmation');
    const code = (await page.getByRole('region', { name: 'Gracias, su reclamo fue enviado' }).getByRole('definition').innerText()).trim();
    expect(code).toMatch(REFERENCE_CODE);
    const claim = await storedClaim(server, ADMIN_TOKEN, code);
    expect(claim?.culture).toBe('es');
    expect(claim?.files.map((file) => file.originalName)).toEqual([receipt.name]);
  });

  it('?culture=es on the first page shows it in Spanish, and a later ?culture=en switches back to English', async () => {
    await openStandardPage(page, server.url, 'claimantInfo', '?culture=es', 'Díganos quién es usted');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lucía');
    expect(await page.getByRole('textbox', { name: 'Apellido', exact: true }).count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Dirección postal' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    const summary = page.getByRole('region', { name: 'Hay un problema' });
    await summary.waitFor();
    expect((await summary.getByRole('listitem').allInnerTexts())[0]).toMatch(/^Apellido: /);

    // The header's English link: a navigation within the app to the same page with ?culture=en.
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('culture') === 'en');
    await page.getByRole('heading', { level: 1, name: standardHeadings.claimantInfo, exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await claimantInfoFields(page).firstName.inputValue()).toBe('Lucía');
    expect(await page.getByRole('button', { name: 'Next', exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Siguiente', exact: true }).count()).toBe(0);
  });
});
