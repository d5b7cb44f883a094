import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { waitForHydration } from './browser';
import type { RunningServer } from './server';

// A claimant's walk through the Standard wizard, as steps the e2e tests compose. Every step finds
// fields by role and accessible name, the way a screen-reader user would, and waits for the page
// it expects by its h1 before touching anything on it.

/** The h1 of each Standard page in English. */
export const standardHeadings = {
  claimantInfo: 'Tell us about yourself',
  claimDetails: 'Tell us about your purchase',
  paymentElection: 'Choose how to receive your payment',
  supportingDocuments: 'Upload your proof of purchase',
  claimSummary: 'Check your answers before you submit',
  confirmation: 'Thank you, your claim was submitted',
} as const;

/** The path of each Standard page. */
export const standardPaths = {
  claimantInfo: '/standard/claimant-info',
  claimDetails: '/standard/claim-details',
  paymentElection: '/standard/payment-election',
  supportingDocuments: '/standard/supporting-documents',
  claimSummary: '/standard/claim-summary',
  confirmation: '/standard/confirmation',
} as const;

/** A Standard page by its key in standardPaths. */
type StandardPage = keyof typeof standardPaths;

/** The claimant the journeys file for. */
export const claimant = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  street: '1200 Harbor Way',
  city: 'Sacramento',
  state: 'California',
  zip: '95814',
  email: 'dana@example.com',
  phoneDigits: '9165550100',
  phoneShown: '(916) 555-0100',
} as const;

/** The document the journeys upload: a tiny file that starts like a PDF. */
export const receipt = { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% Brightwater receipt\n') };

/** Waits until a Standard page is shown with its heading, and its lazy parts (masks, the date
 *  picker) have loaded, so typing is not lost to a field that is still being set up. */
export async function waitForStandardPage(page: Page, which: StandardPage, heading: string = standardHeadings[which]): Promise<void> {
  await page.waitForURL((url) => url.pathname === standardPaths[which]);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

/** Opens a Standard page by address and waits for it. */
export async function openStandardPage(page: Page, baseUrl: string, which: StandardPage, query = '', heading?: string): Promise<void> {
  await page.goto(`${baseUrl}${standardPaths[which]}${query}`);
  await waitForStandardPage(page, which, heading);
}

/** Activates a button with the keyboard, as a keyboard user does (wizard-pointer.e2e.test.ts
 *  covers the mouse). */
export async function pressButton(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).press('Enter');
}

/** Types into a masked field (ZIP, phone, currency, date) as a person would: a click, then the keys. */
async function typeMasked(field: Locator, text: string): Promise<void> {
  await field.click();
  await field.page().keyboard.type(text);
}

/** The text boxes of the claimant-info page, by accessible name. */
export function claimantInfoFields(page: Page) {
  return {
    firstName: page.getByRole('textbox', { name: 'First name', exact: true }),
    lastName: page.getByRole('textbox', { name: 'Last name', exact: true }),
    street: page.getByRole('textbox', { name: 'Street address', exact: true }),
    city: page.getByRole('textbox', { name: 'City', exact: true }),
    state: page.getByRole('combobox', { name: 'State', exact: true }),
    zip: page.getByRole('textbox', { name: 'ZIP code', exact: true }),
    email: page.getByRole('textbox', { name: 'Email address', exact: true }),
    confirmEmail: page.getByRole('textbox', { name: 'Confirm email address', exact: true }),
    phone: page.getByRole('textbox', { name: 'US phone number', exact: true }),
    confirmPhone: page.getByRole('textbox', { name: 'Confirm US phone number', exact: true }),
  };
}

/** Answers the claimant-info page (the page must be showing). */
export async function fillClaimantInfo(page: Page): Promise<void> {
  const fields = claimantInfoFields(page);
  await fields.firstName.fill(claimant.firstName);
  await fields.lastName.fill(claimant.lastName);
  await fields.street.fill(claimant.street);
  await fields.city.fill(claimant.city);
  await fields.state.selectOption({ label: claimant.state });
  await typeMasked(fields.zip, claimant.zip);
  await fields.email.fill(claimant.email);
  await fields.confirmEmail.fill(claimant.email);
  await typeMasked(fields.phone, claimant.phoneDigits);
  await typeMasked(fields.confirmPhone, claimant.phoneDigits);
}

/** What the claimant-info fields hold, keyed like claimantInfoFields. */
export async function claimantInfoValues(page: Page): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [key, field] of Object.entries(claimantInfoFields(page))) {
    values[key] =
      key === 'state'
        ? await field.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? '')
        : await field.inputValue();
  }
  return values;
}

/** What claimantInfoValues reads once fillClaimantInfo has run. */
export const filledClaimantInfo = {
  firstName: claimant.firstName,
  lastName: claimant.lastName,
  street: claimant.street,
  city: claimant.city,
  state: claimant.state,
  zip: claimant.zip,
  email: claimant.email,
  confirmEmail: claimant.email,
  phone: claimant.phoneShown,
  confirmPhone: claimant.phoneShown,
};

const purchaseLabels = {
  en: {
    product: 'Dishwasher',
    series: 'Model series',
    seriesOption: 'BW-100 series',
    date: 'Date of purchase',
    price: 'Price paid',
    quantity: 'How many did you buy?',
    where: 'Online',
    leak: 'The appliance leaked water',
  },
  es: {
    product: 'Lavavajillas',
    series: 'Serie del modelo',
    seriesOption: 'Serie BW-100',
    date: 'Fecha de compra',
    price: 'Precio pagado',
    quantity: '¿Cuántos compró?',
    where: 'En línea',
    leak: 'El electrodoméstico tuvo fugas de agua',
  },
} as const;

/** The purchase questions of the claim-details page (above the purchases table), in English or Spanish. */
export async function fillPurchaseDetails(page: Page, culture: keyof typeof purchaseLabels = 'en'): Promise<void> {
  const label = purchaseLabels[culture];
  await page.getByRole('radio', { name: label.product, exact: true }).check();
  await page.getByRole('combobox', { name: label.series, exact: true }).selectOption({ label: label.seriesOption });
  await typeMasked(page.getByRole('textbox', { name: label.date, exact: true }), '03152022');
  await typeMasked(page.getByRole('textbox', { name: label.price, exact: true }), '650');
  await page.getByRole('textbox', { name: label.quantity, exact: true }).fill('1');
  await page.getByRole('radio', { name: label.where, exact: true }).check();
  await page.getByRole('checkbox', { name: label.leak, exact: true }).check();
}

/** Answers the claimant-info page in Spanish (the page must be showing). */
export async function fillClaimantInfoInSpanish(page: Page): Promise<void> {
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  await box('Nombre').fill(claimant.firstName);
  await box('Apellido').fill(claimant.lastName);
  await box('Dirección').fill(claimant.street);
  await box('Ciudad').fill(claimant.city);
  await page.getByRole('combobox', { name: 'Estado', exact: true }).selectOption({ label: claimant.state });
  await typeMasked(box('Código postal'), claimant.zip);
  await box('Correo electrónico').fill(claimant.email);
  await box('Confirme el correo electrónico').fill(claimant.email);
  await typeMasked(box('Número de teléfono de EE. UU.'), claimant.phoneDigits);
  await typeMasked(box('Confirme el número de teléfono de EE. UU.'), claimant.phoneDigits);
}

/** Adds the one purchase row of the claim-details page in Spanish. */
export async function addPurchaseRowInSpanish(page: Page): Promise<void> {
  await pressButton(page, 'Agregar la fila 1');
  const row = page.getByRole('table', { name: 'Sus compras' }).getByRole('row', { name: /^Compra 1/ });
  await typeMasked(row.getByRole('textbox', { name: 'Fecha de compra', exact: true }), '03152022');
  await typeMasked(row.getByRole('textbox', { name: 'Monto', exact: true }), '650');
  await row.getByRole('textbox', { name: 'Tienda', exact: true }).fill('Applianceland');
}

/** Answers the claim-details page with one purchase row (the page must be showing). */
export async function fillClaimDetails(page: Page): Promise<void> {
  await fillPurchaseDetails(page);
  await page.getByRole('button', { name: /^Add row/ }).click();
  const row = page.getByRole('table', { name: 'Your purchases' }).getByRole('row', { name: /^Purchase 1/ });
  await typeMasked(row.getByRole('textbox', { name: 'Purchase date', exact: true }), '03152022');
  await typeMasked(row.getByRole('textbox', { name: 'Amount', exact: true }), '650');
  await row.getByRole('textbox', { name: 'Store', exact: true }).fill('Applianceland');
}

/** Elects a paper check (the page must be showing). */
async function electCheck(page: Page, payee = `${claimant.firstName} ${claimant.lastName}`): Promise<void> {
  await page.getByRole('radio', { name: 'Paper check by mail', exact: true }).check();
  await page.getByRole('textbox', { name: /^Name to print on the check/ }).fill(payee);
}

/** Adds one PDF receipt in the records manager (the page must be showing). */
export async function addReceipt(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add a document', exact: true }).click();
  await page.getByRole('combobox', { name: /^Type of document/ }).selectOption({ label: 'Receipt' });
  await page.locator('input[type=file]').setInputFiles(receipt);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await page.getByText(receipt.name, { exact: true }).first().waitFor();
}

/** Walks from a fresh claimant-info page to the claim summary with every page answered; the
 *  payment election is a paper check unless `elect` answers that page otherwise. */
export async function walkToSummary(page: Page, baseUrl: string, elect: (page: Page) => Promise<void> = electCheck): Promise<void> {
  await openStandardPage(page, baseUrl, 'claimantInfo');
  await fillClaimantInfo(page);
  await pressButton(page, 'Next');
  await waitForStandardPage(page, 'claimDetails');
  await fillClaimDetails(page);
  await pressButton(page, 'Next');
  await waitForStandardPage(page, 'paymentElection');
  await elect(page);
  await fromPaymentToSummary(page);
}

/** From an answered payment page to the claim summary: Next, a PDF receipt, Next. */
export async function fromPaymentToSummary(page: Page): Promise<void> {
  await pressButton(page, 'Next');
  await waitForStandardPage(page, 'supportingDocuments');
  await addReceipt(page);
  await pressButton(page, 'Next');
  await waitForStandardPage(page, 'claimSummary');
}

/** The signature box and the attestation of the claim summary. */
export function signatureFields(page: Page) {
  return {
    signature: page.getByRole('textbox', { name: /^Signature \(type your full name\)/ }),
    attestation: page.getByRole('checkbox', { name: /^I declare under penalty of perjury/ }),
  };
}

/** Signs the claim summary and ticks the attestation. */
export async function signSummary(page: Page): Promise<void> {
  const { signature, attestation } = signatureFields(page);
  await signature.fill(`${claimant.firstName} ${claimant.lastName}`);
  await attestation.check();
}

/** Every answer the summary shows, as "section / question: answer" lines in page order. */
export async function summaryAnswers(page: Page): Promise<string[]> {
  const summary = page.locator('[data-slot=claim-summary]');
  const lines: string[] = [];
  for (const section of await summary.getByRole('region').all()) {
    const heading = await section.getByRole('heading').first().innerText();
    const terms = await section.getByRole('term').allInnerTexts();
    const definitions = await section.getByRole('definition').allInnerTexts();
    terms.forEach((term, index) => lines.push(`${heading} / ${term}: ${definitions[index]?.trim() ?? ''}`));
  }
  return lines;
}

/** The reference code the confirmation shows, once it shows one. */
export async function shownReferenceCode(page: Page): Promise<{ heading: string; code: string }> {
  const block = page.getByRole('region', { name: standardHeadings.confirmation });
  await block.waitFor();
  const heading = await page.getByRole('heading', { level: 1 }).innerText();
  const code = await block.getByRole('definition').innerText();
  return { heading, code: code.trim() };
}

/** A stored claim as the admin API gives it. */
interface StoredClaim {
  id: string;
  referenceCode: string;
  formType: string;
  culture: string;
  payload: Record<string, unknown>;
  files: { originalName: string; contentType: string; sizeBytes: number; storedPath: string }[];
}

/** Reads a stored claim through the admin API (the server must run with this ADMIN_TOKEN), its
 *  sensitive answers revealed (the reason goes into the audit log). */
export async function storedClaim(server: RunningServer, adminToken: string, referenceCode: string): Promise<StoredClaim | null> {
  const res = await fetch(
    `${server.url}/api/admin/claims/${encodeURIComponent(referenceCode)}?reveal=${encodeURIComponent('the test reads what was stored')}`,
    {
      headers: { Authorization: `Bearer ${adminToken}` },
    },
  );
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`GET /api/admin/claims/${referenceCode} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as StoredClaim;
}

/** The claims whose documents are on the server's disk: documents are stored flat, as
 *  files/<claim id>-<number>.<extension>. */
export async function claimsWithStoredDocuments(server: RunningServer): Promise<string[]> {
  try {
    const names = await readdir(join(server.dataDir, 'files'));
    const ids = names.map((name) => /^([0-9a-f-]{36})-/.exec(name)?.[1]).filter((id): id is string => id !== undefined);
    return [...new Set(ids)];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
