// A third test package, Wadi Olive Oil, unlike the demo and Kestrel: English beside a right-to-left
// culture, Arabic; mapping names of its own for every model (applicant, purchase, bottles, proofs,
// pledge, letterKeys, fileStatus) and field keys of its own wherever the contract leaves the name to
// the package; every page section kind (name, address, fields, table, records, payment, paypal, summary,
// confirmation in Standard, prepopulated in Lookup); confirm fields for its email and its phone;
// and a records table whose amount has the `currencyDecimal` mask.
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { allCopyKeys } from '@/contract/copy-keys';
import { demoSettlementDir } from '@server/settlement/load';

const tmpRoot = join(process.cwd(), '.tmp');

/** The package's cultures: the default first. */
export const wadiCultures = ['en', 'ar'] as const;
/** One culture of the Wadi package. */
export type WadiCulture = (typeof wadiCultures)[number];

/** The package's own copy, in English and Arabic. */
const wadiCopy: Record<string, [en: string, ar: string]> = {
  Wadi_Applicant_Title: ['About you', 'بياناتك'],
  Wadi_Applicant_Heading: ['Who bought the oil?', 'من اشترى الزيت؟'],
  Wadi_Applicant_Intro: ['We send the payment to this person.', 'نرسل الدفعة إلى هذا الشخص.'],
  Wadi_Applicant_Contact: ['How we reach you', 'كيف نتواصل معك'],
  Wadi_Purchase_Title: ['Your purchase', 'مشترياتك'],
  Wadi_Purchase_Heading: ['What did you buy?', 'ماذا اشتريت؟'],
  Wadi_Purchase_Intro: ['List each shop where you bought Wadi oil.', 'اذكر كل متجر اشتريت منه زيت وادي.'],
  Wadi_Purchase_Section: ['The oil', 'الزيت'],
  Wadi_Bottles_Caption: ['Bottles you bought', 'الزجاجات التي اشتريتها'],
  Wadi_Bottles_Row: ['Bottle {number}', 'الزجاجة {number}'],
  Wadi_Bottles_Minimum: ['Add {min} or more bottles', 'أضف {min} زجاجة أو أكثر'],
  Wadi_Payout_Title: ['Payment', 'الدفع'],
  Wadi_Payout_Heading: ['How should we pay you?', 'كيف ندفع لك؟'],
  Wadi_Payout_Intro: ['Choose one way to be paid.', 'اختر طريقة واحدة للدفع.'],
  Wadi_Payout_Section: ['Way to be paid', 'طريقة الدفع'],
  Wadi_Proofs_Title: ['Proof', 'الإثبات'],
  Wadi_Proofs_Heading: ['Show us your receipt', 'أرنا إيصالك'],
  Wadi_Proofs_Intro: ['A receipt or a photo of the label.', 'إيصال أو صورة للملصق.'],
  Wadi_Proofs_Section: ['Your proof', 'إثباتك'],
  Wadi_Review_Title: ['Review', 'المراجعة'],
  Wadi_Review_Heading: ['Check and sign', 'راجع ووقّع'],
  Wadi_Review_Intro: ['Check your answers, then sign.', 'راجع إجاباتك ثم وقّع.'],
  Wadi_Review_Section: ['Your pledge', 'تعهدك'],
  Wadi_Thanks_Title: ['Claim received', 'تم استلام المطالبة'],
  Wadi_Thanks_Heading: ['We have your claim', 'وصلتنا مطالبتك'],
  Wadi_Thanks_Intro: ['We will write to you once your claim is reviewed.', 'سنراسلك بعد مراجعة مطالبتك.'],
  Wadi_Thanks_CodeIntro: ['Keep the code {referenceCode} for your records.', 'احتفظ بالرمز {referenceCode} لسجلاتك.'],
  Wadi_Thanks_Section: ['Your claim code', 'رمز مطالبتك'],
  Wadi_Lookup_Title: ['Claim status', 'حالة المطالبة'],
  Wadi_Lookup_Heading: ['Find your claim', 'ابحث عن مطالبتك'],
  Wadi_Lookup_Intro: ['Give the number and code from your letter.', 'أدخل الرقم والرمز من رسالتك.'],
  Wadi_Lookup_Section: ['Your letter', 'رسالتك'],
  Wadi_Lookup_Result: ['Where your claim stands', 'وضع مطالبتك'],
  Wadi_Lookup_Button: ['Find', 'ابحث'],
  Wadi_Field_FirstName: ['Given name', 'الاسم الأول'],
  Wadi_Field_LastName: ['Family name', 'اسم العائلة'],
  Wadi_Field_Street: ['Street and number', 'الشارع والرقم'],
  Wadi_Field_City: ['Town or city', 'المدينة'],
  Wadi_Field_State: ['State', 'الولاية'],
  Wadi_Field_Zip: ['ZIP code', 'الرمز البريدي'],
  Wadi_Field_Email: ['Email', 'البريد الإلكتروني'],
  Wadi_Field_EmailAgain: ['Email again', 'أعد كتابة البريد الإلكتروني'],
  Wadi_Field_Mobile: ['Mobile phone', 'الهاتف المحمول'],
  Wadi_Field_MobileAgain: ['Mobile phone again', 'أعد كتابة الهاتف المحمول'],
  Wadi_Field_Grade: ['Grade of oil', 'درجة الزيت'],
  Wadi_Option_Grade_Extra: ['Extra virgin', 'بكر ممتاز'],
  Wadi_Option_Grade_Pure: ['Pure', 'نقي'],
  Wadi_Field_Tins: ['Number of tins', 'عدد العلب'],
  Wadi_Field_Shop: ['Shop', 'المتجر'],
  Wadi_Field_Cost: ['Price paid', 'السعر المدفوع'],
  Wadi_Field_Payout: ['Pay me by', 'ادفع لي عن طريق'],
  Wadi_Option_Payout_PayPal: ['PayPal', 'باي بال'],
  Wadi_Option_Payout_Check: ['Cheque in the post', 'شيك بالبريد'],
  Wadi_Field_PayPalEmail: ['PayPal email', 'بريد باي بال'],
  Wadi_Field_PayPalCode: ['PayPal code', 'رمز باي بال'],
  Wadi_Field_ChequeName: ['Name on the cheque', 'الاسم على الشيك'],
  Wadi_Field_ProofKind: ['Kind of proof', 'نوع الإثبات'],
  Wadi_Option_Proof_Receipt: ['Till receipt', 'إيصال الشراء'],
  Wadi_Option_Proof_Label: ['Photo of the label', 'صورة الملصق'],
  Wadi_Field_ProofFile: ['Proof file', 'ملف الإثبات'],
  Wadi_Field_PledgeName: ['Your name as signature', 'اسمك كتوقيع'],
  Wadi_Field_PledgeAgree: ['I bought this oil myself', 'اشتريت هذا الزيت بنفسي'],
  Wadi_Field_PledgeDated: ['Date signed', 'تاريخ التوقيع'],
  Wadi_Field_ClaimId: ['Letter number', 'رقم الرسالة'],
  Wadi_Field_Pin: ['Letter code', 'رمز الرسالة'],
  Wadi_Field_Standing: ['Claim standing', 'وضع المطالبة'],
  State_MI: ['Michigan', 'ميشيغان'],
  State_IL: ['Illinois', 'إلينوي'],
  State_NY: ['New York', 'نيويورك'],
  Wadi_Zip_Invalid: ['Enter five digits', 'أدخل خمسة أرقام'],
  Wadi_Cost_Range: ['Enter a price from {min} to {max}', 'أدخل سعرًا من {min} إلى {max}'],
  Wadi_Pledge_Required: ['Tick the box to sign', 'ضع علامة في المربع للتوقيع'],
};

/** The app's own copy the Arabic journeys read, in Arabic; every other app key is the demo's
 *  English marked "[ar]" (a test package needs every key, not a translator). */
const appCopyArabic: Record<string, string> = {
  Header_ProjectTitle: 'تسوية زيت زيتون وادي',
  Header_LanguageMenu: 'اللغة',
  Shared_Button_Next: 'التالي',
  Shared_Button_Back: 'رجوع',
  Shared_Button_Submit: 'إرسال',
  Shared_Button_AddRow: 'إضافة صف {number}',
  Shared_Button_AddDocument: 'إضافة مستند',
  Shared_Button_Upload: 'رفع',
  Shared_ErrorSummary_Heading: 'هناك مشكلة',
  Shared_ReferenceCode_Label: 'رمزك المرجعي',
  Shared_RequiredNote: 'الحقول المعلّمة بـ * مطلوبة',
  Validation_Required: 'هذه القيمة مطلوبة',
  Validation_ConfirmEmail_Mismatch: 'عنوانا البريد الإلكتروني غير متطابقين',
  Validation_ConfirmPhone_Mismatch: 'رقما الهاتف غير متطابقين',
};

const settlement = {
  $schema: '../schema/settlement.schema.json',
  caseName: 'Haddad v. Wadi Groves Co.',
  caseNumber: 'Case No. 2:25-cv-00918',
  settlementName: 'Wadi Olive Oil Settlement',
  projectSiteUrl: 'https://wadi-oil.example',
  theme: 'jnd-9-0-kontent',
  cultures: { en: 'English', ar: 'العربية' },
  allowedCharacters: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .,'’-#&/()@:+ءآأؤإئابةتثجحخدذرزسشصضطظعغفقكلمنهوىيًٌٍَُِّْ",
  captcha: { provider: 'none' },
  payPal: {
    clientId: 'wadi-paypal-client-id',
    enabled: true,
    loginUrl: '/paypal-login-demo',
    invalidPayPalVerification: false,
    authCodeExpiration: 10,
  },
  payPalAccountEmail: 'payouts@wadi-oil.example',
  signatureTimeZone: 'America/Chicago',
  banner: false,
  analyticsTagId: null,
  expiredRedirectUrl: null,
  contact: {
    phone: '1-800-555-0177',
    fax: '1-800-555-0178',
    email: 'help@wadi-oil.example',
    mailName: 'Wadi Olive Oil Settlement Administrator',
    mailStreet: 'P.O. Box 88',
    mailCityStateZip: 'Dearborn, MI 48126',
  },
};

const deadlines = {
  timeZone: 'Central',
  deadlines: {
    globalDeadline: { date: '2098-09-30T23:59' },
    claimFilingDeadline: { date: '09/30/2098 11:59:00 PM' },
    automotiveFilingDeadline: { date: '09/30/2098' },
    lookupFilingDeadline: { date: '2098-09-30T23:59:59' },
    documentsUploadFilingDeadline: { date: '09/30/2098' },
  },
};

const page = (name: string, segment: string, action: string, sections: unknown[]) => ({
  segment,
  title: `Wadi_${name}_Title`,
  heading: `Wadi_${name}_Heading`,
  intro: `Wadi_${name}_Intro`,
  action,
  sections,
});

/** The Standard form's pages: every section kind but prepopulated (Lookup's). */
const standardPages = [
  page('Applicant', 'about-you', 'next', [
    { kind: 'name', mapping: 'applicant' },
    { kind: 'address', mapping: 'applicant', international: false, secondLine: false },
    {
      kind: 'fields',
      mapping: 'applicant',
      keys: ['ContactEmail', 'ContactEmailAgain', 'Mobile', 'MobileAgain'],
      legend: 'Wadi_Applicant_Contact',
    },
  ]),
  page('Purchase', 'oil', 'next', [
    { kind: 'fields', mapping: 'purchase', keys: ['OilGrade', 'TinsBought'], legend: 'Wadi_Purchase_Section' },
    {
      kind: 'table',
      mapping: 'bottles',
      caption: 'Wadi_Bottles_Caption',
      rowLabel: 'Wadi_Bottles_Row',
      minimumMessage: 'Wadi_Bottles_Minimum',
    },
  ]),
  page('Payout', 'payout', 'next', [
    {
      kind: 'payment',
      mapping: 'purchase',
      legend: 'Wadi_Payout_Section',
      election: 'PayoutChoice',
      methods: [
        { method: 'payPal', option: 'PayPal', fields: { email: 'PayoutPayPalEmail' } },
        { method: 'check', option: 'Check', fields: { payee: 'ChequeName' } },
      ],
    },
    { kind: 'paypal' },
  ]),
  page('Proofs', 'proof', 'next', [{ kind: 'records', mapping: 'proofs', required: true, heading: 'Wadi_Proofs_Section' }]),
  page('Review', 'review', 'submit', [
    { kind: 'summary' },
    { kind: 'fields', mapping: 'pledge', keys: ['PledgeName', 'PledgeAgree'], legend: 'Wadi_Review_Section' },
  ]),
  page('Thanks', 'thanks', 'none', [{ kind: 'confirmation', heading: 'Wadi_Thanks_Section', intro: 'Wadi_Thanks_CodeIntro' }]),
];

const lookupPages = [
  {
    ...page('Lookup', '', 'authorize', [
      { kind: 'fields', mapping: 'letterKeys', legend: 'Wadi_Lookup_Section' },
      { kind: 'prepopulated', heading: 'Wadi_Lookup_Result' },
    ]),
    button: 'Wadi_Lookup_Button',
  },
];

const required = { type: 'required' };
const options = (prefix: string, values: readonly string[]) => values.map((value) => ({ value, label: `${prefix}_${value}` }));
const shownWhen = (field: string, value: string) => ({ dependencies: [{ field, operator: 'IsEqualTo', value, effect: 'hide' }] });

const standardModels = [
  {
    metadata: { DtoMapping: 'claimantInfo', FormType: 'Standard', MappingName: 'applicant', IsSingleInstance: true },
    fields: [
      { key: 'FirstName', widget: 'text', label: 'Wadi_Field_FirstName', validations: [required, { type: 'maxLength', max: 40 }] },
      { key: 'LastName', widget: 'text', label: 'Wadi_Field_LastName', validations: [required, { type: 'maxLength', max: 40 }] },
      { key: 'MailingStreetLine1', widget: 'text', label: 'Wadi_Field_Street', validations: [required, { type: 'maxLength', max: 80 }] },
      { key: 'MailingCity', widget: 'text', label: 'Wadi_Field_City', validations: [required, { type: 'maxLength', max: 40 }] },
      {
        key: 'MailingSubDivision',
        widget: 'select',
        label: 'Wadi_Field_State',
        validations: [required],
        props: { options: options('State', ['MI', 'IL', 'NY']), placeholderText: 'Shared_Select_Placeholder' },
      },
      {
        key: 'MailingPostalCode',
        widget: 'text',
        label: 'Wadi_Field_Zip',
        maskName: 'usZip',
        validations: [required, { type: 'regularExpression', pattern: '^\\d{5}(-\\d{4})?$', message: 'Wadi_Zip_Invalid' }],
      },
      { key: 'ContactEmail', role: 'email', widget: 'text', label: 'Wadi_Field_Email', validations: [required, { type: 'email' }] },
      {
        key: 'ContactEmailAgain',
        widget: 'text',
        label: 'Wadi_Field_EmailAgain',
        validations: [
          { type: 'conditionalRequired', field: 'contactEmail' },
          { type: 'email' },
          { type: 'confirms', field: 'contactEmail' },
        ],
      },
      { key: 'Mobile', role: 'phone', widget: 'text', label: 'Wadi_Field_Mobile', maskName: 'usPhone', validations: [required] },
      {
        key: 'MobileAgain',
        widget: 'text',
        label: 'Wadi_Field_MobileAgain',
        maskName: 'usPhone',
        validations: [
          { type: 'conditionalRequired', field: 'mobile' },
          { type: 'confirms', field: 'mobile' },
        ],
      },
    ],
  },
  {
    metadata: { DtoMapping: 'claimDetails', FormType: 'Standard', MappingName: 'purchase', IsSingleInstance: true },
    fields: [
      {
        key: 'OilGrade',
        widget: 'radio',
        label: 'Wadi_Field_Grade',
        validations: [required],
        props: { options: options('Wadi_Option_Grade', ['Extra', 'Pure']), stylingChoice: 'inline' },
      },
      {
        key: 'TinsBought',
        widget: 'text',
        label: 'Wadi_Field_Tins',
        validations: [required, { type: 'integer' }, { type: 'between', min: 1, max: 20 }],
      },
      {
        key: 'PayoutChoice',
        role: 'paymentElection',
        widget: 'radio',
        label: 'Wadi_Field_Payout',
        validations: [required],
        props: { options: options('Wadi_Option_Payout', ['PayPal', 'Check']), stylingChoice: 'stacked' },
      },
      {
        key: 'PayoutPayPalEmail',
        role: 'payPalEmail',
        widget: 'text',
        label: 'Wadi_Field_PayPalEmail',
        validations: [{ type: 'requiredIf', field: 'payoutChoice', value: 'PayPal' }, { type: 'email' }],
        props: shownWhen('payoutChoice', 'PayPal'),
      },
      {
        key: 'PayoutPayPalCode',
        role: 'payPalAuthCode',
        widget: 'hidden',
        label: 'Wadi_Field_PayPalCode',
        props: { dependencies: [{ field: 'payoutChoice', operator: 'IsEqualTo', value: 'PayPal', effect: 'reset', resetValue: null }] },
      },
      {
        key: 'ChequeName',
        widget: 'text',
        label: 'Wadi_Field_ChequeName',
        validations: [
          { type: 'requiredIf', field: 'payoutChoice', value: 'Check' },
          { type: 'maxLength', max: 80 },
        ],
        props: shownWhen('payoutChoice', 'Check'),
      },
    ],
  },
  {
    metadata: {
      DtoMapping: 'claimTransactions',
      FormType: 'Standard',
      MappingName: 'bottles',
      IsSingleInstance: false,
      MinimumRecordCount: 1,
    },
    fields: [
      { key: 'ShopName', widget: 'text', label: 'Wadi_Field_Shop', validations: [required, { type: 'maxLength', max: 60 }] },
      {
        key: 'BottleCost',
        widget: 'text',
        label: 'Wadi_Field_Cost',
        maskName: 'currencyDecimal',
        validations: [required, { type: 'range', valueType: 'number', min: 0.01, max: 5000, message: 'Wadi_Cost_Range' }],
        props: { inputGroupConfig: { prefix: '$' } },
      },
    ],
  },
  {
    metadata: {
      DtoMapping: 'documentContexts',
      FormType: 'Standard',
      MappingName: 'proofs',
      IsSingleInstance: false,
      MinimumRecordCount: 1,
    },
    fields: [
      {
        key: 'ProofKind',
        widget: 'select',
        label: 'Wadi_Field_ProofKind',
        validations: [required],
        props: { options: options('Wadi_Option_Proof', ['Receipt', 'Label']), placeholderText: 'Shared_Select_Placeholder' },
      },
      {
        key: 'ProofFile',
        widget: 'file',
        label: 'Wadi_Field_ProofFile',
        validations: [{ type: 'requiredOnClientOnly' }],
        props: { accept: '.pdf,.jpg,.png' },
      },
    ],
  },
  {
    metadata: { DtoMapping: 'signature', FormType: 'Standard', MappingName: 'pledge', IsSingleInstance: true },
    fields: [
      { key: 'PledgeName', widget: 'text', label: 'Wadi_Field_PledgeName', validations: [required, { type: 'maxLength', max: 80 }] },
      {
        key: 'PledgeAgree',
        widget: 'checkbox',
        label: 'Wadi_Field_PledgeAgree',
        validations: [{ type: 'requireOnePropertyValTrue', fields: ['pledgeAgree'], message: 'Wadi_Pledge_Required' }],
      },
      { key: 'PledgeDated', role: 'signatureDate', widget: 'hidden', label: 'Wadi_Field_PledgeDated', disableRequiredStyling: true },
    ],
  },
];

const lookupModels = [
  {
    metadata: { DtoMapping: 'credentials', FormType: 'Lookup', MappingName: 'letterKeys', IsSingleInstance: true },
    fields: [
      { key: 'ClaimId', widget: 'text', label: 'Wadi_Field_ClaimId', validations: [required] },
      { key: 'Pin', widget: 'text', label: 'Wadi_Field_Pin', validations: [required] },
    ],
  },
  {
    metadata: { DtoMapping: 'prepopulatedData', FormType: 'Lookup', MappingName: 'fileStatus' },
    fields: [{ key: 'Standing', widget: 'hidden', label: 'Wadi_Field_Standing', prepopulatedDataKey: 'Standing' }],
  },
];

/** Credentials of the Wadi package's one claimant, and the standing Lookup shows for them. */
export const wadiClaimant = { claimId: 'WD-0042', pin: 'zaytun-42', standing: 'قيد المراجعة (in review)' };

/** The copy of the Wadi package in one culture, as written to copy/<culture>.json. */
export type WadiCopy = Readonly<Record<string, string>>;

/** Writes the Wadi Olive Oil package into a fresh temporary folder; returns the folder. */
export async function writeWadiPackage(): Promise<string> {
  await mkdir(tmpRoot, { recursive: true });
  const dir = await mkdtemp(join(tmpRoot, 'wadi-'));
  await mkdir(join(dir, 'forms'));
  await mkdir(join(dir, 'copy'));
  const write = (file: string, value: unknown) => writeFile(join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
  await write('settlement.json', settlement);
  await write('deadlines.json', deadlines);
  await write('forms/standard.json', { pages: standardPages, models: standardModels });
  await write('forms/lookup.json', { pages: lookupPages, models: lookupModels });
  const demoEnglish = JSON.parse(await readFile(join(demoSettlementDir, 'copy', 'en.json'), 'utf8')) as Record<string, string>;
  for (const [index, culture] of wadiCultures.entries()) {
    const copy: Record<string, string> = {};
    for (const key of allCopyKeys) {
      const english = demoEnglish[key]!.replace('Brightwater Appliance', 'Wadi Olive Oil');
      copy[key] = culture === 'en' ? english : (appCopyArabic[key] ?? `[ar] ${english}`);
    }
    for (const [key, texts] of Object.entries(wadiCopy)) copy[key] = texts[index]!;
    await write(`copy/${culture}.json`, copy);
  }
  await writeFile(
    join(dir, 'claimants.csv'),
    `claimId,pin,prepopulatedData.Standing\n${wadiClaimant.claimId},${wadiClaimant.pin},${wadiClaimant.standing}\n`,
  );
  return dir;
}

/** Reads the copy of one culture back from a written Wadi package. */
export async function readWadiCopy(dir: string, culture: WadiCulture): Promise<WadiCopy> {
  return JSON.parse(await readFile(join(dir, 'copy', `${culture}.json`), 'utf8')) as WadiCopy;
}
