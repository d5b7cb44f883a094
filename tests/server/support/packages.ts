// Settlement packages for the tests: copies of the demo package to break one thing at a time,
// and a second package, Kestrel Marine, that differs from the demo in every way a package can:
// other cultures (English, French and Japanese), another zone and other date formats, only the
// Standard and Lookup forms, other field keys, captcha off, another theme.
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { allCopyKeys } from '@/contract/copy-keys';
import { demoSettlementDir } from '@server/settlement/load';

const tmpRoot = join(process.cwd(), '.tmp');

/** A fresh copy of the demo package in a temporary folder. */
export async function copyDemoPackage(): Promise<string> {
  await mkdir(tmpRoot, { recursive: true });
  const dir = await mkdtemp(join(tmpRoot, 'package-'));
  await cp(demoSettlementDir, dir, { recursive: true });
  return dir;
}

/** Reads, changes and writes back one JSON file of a package. */
// biome-ignore format: the lint directive must stay on the signature's line.
export async function editJson(dir: string, file: string, change: (value: any) => void): Promise<void> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const path = join(dir, file);
  const value: unknown = JSON.parse(await readFile(path, 'utf8'));
  change(value);
  await writeFile(path, `${JSON.stringify(value, null, 2)}\n`);
}

/** Field labels and messages of the Kestrel package in its three cultures. */
const kestrelCopy: Record<string, [en: string, fr: string, ja: string]> = {
  Field_Owner_FullName: ['Full name', 'Nom complet', '氏名'],
  Field_Owner_Email: ['Email address', 'Adresse courriel', 'メールアドレス'],
  Field_Owner_Province: ['Province', 'Province', '州'],
  Option_Province_ON: ['Ontario', 'Ontario', 'オンタリオ州'],
  Option_Province_QC: ['Quebec', 'Québec', 'ケベック州'],
  Option_Province_BC: ['British Columbia', 'Colombie-Britannique', 'ブリティッシュコロンビア州'],
  Field_Boat_HullNumber: ['Hull identification number', 'Numéro d’identification de la coque', '船体識別番号'],
  Hint_Boat_HullNumber: [
    'KM- and five digits, on the transom',
    'KM- et cinq chiffres, sur le tableau arrière',
    'KM- と5桁の数字（船尾板に記載）',
  ],
  Field_Boat_ModelYear: ['Model year', 'Année du modèle', '年式'],
  Field_Boat_Engine: ['Engine', 'Moteur', 'エンジン'],
  Option_Engine_Outboard: ['Outboard', 'Hors-bord', '船外機'],
  Option_Engine_Inboard: ['Inboard', 'In-bord', '船内機'],
  Field_Papers_Kind: ['Kind of document', 'Type de document', '書類の種類'],
  Option_Papers_Bill: ['Bill of sale', 'Acte de vente', '売買契約書'],
  Option_Papers_Photo: ['Photo of the hull plate', 'Photo de la plaque de coque', '船体プレートの写真'],
  Field_Papers_File: ['File', 'Fichier', 'ファイル'],
  Field_Sign_Name: ['Type your full name to sign', 'Tapez votre nom complet pour signer', '署名として氏名を入力してください'],
  Field_Sign_Date: ['Date signed', 'Date de signature', '署名日'],
  Field_Lookup_ClaimId: ['Claim number', 'Numéro de réclamation', '請求番号'],
  Field_Lookup_Pin: ['Access code', 'Code d’accès', 'アクセスコード'],
  Field_Lookup_Status: ['Claim status', 'État de la réclamation', '請求の状況'],
  Validation_Hull_Invalid: ['Enter KM- and five digits', 'Entrez KM- et cinq chiffres', 'KM- と5桁の数字を入力してください'],
  Validation_Year_Range: [
    'Enter a year from {min} to {max}',
    'Entrez une année de {min} à {max}',
    '{min}年から{max}年までの年を入力してください',
  ],
  Kestrel_Owner_Title: ['Boat owner', 'Propriétaire', '所有者'],
  Kestrel_Owner_Heading: ['Who owns the boat?', 'Qui est propriétaire du bateau?', '船の所有者は誰ですか？'],
  Kestrel_Owner_Intro: [
    'We write to this address about your claim.',
    'Nous vous écrivons à cette adresse au sujet de votre réclamation.',
    '請求についてはこのアドレスに連絡します。',
  ],
  Kestrel_Owner_Section: ['Owner', 'Propriétaire', '所有者'],
  Kestrel_Boat_Title: ['Your boat', 'Votre bateau', 'あなたの船'],
  Kestrel_Boat_Heading: ['Tell us about the hull', 'Parlez-nous de la coque', '船体について教えてください'],
  Kestrel_Boat_Intro: [
    'The hull number is on the transom.',
    'Le numéro de coque est sur le tableau arrière.',
    '船体番号は船尾板にあります。',
  ],
  Kestrel_Boat_Section: ['Hull', 'Coque', '船体'],
  Kestrel_Papers_Title: ['Papers', 'Documents', '書類'],
  Kestrel_Papers_Heading: ['Upload your papers', 'Téléversez vos documents', '書類をアップロードしてください'],
  Kestrel_Papers_Intro: [
    'A bill of sale or a photo of the hull plate.',
    'Un acte de vente ou une photo de la plaque de coque.',
    '売買契約書または船体プレートの写真。',
  ],
  Kestrel_Papers_Section: ['Your papers', 'Vos documents', 'あなたの書類'],
  Kestrel_Review_Title: ['Review', 'Vérification', '確認'],
  Kestrel_Review_Heading: ['Check and sign', 'Vérifiez et signez', '確認して署名してください'],
  Kestrel_Review_Intro: ['Check your answers, then sign.', 'Vérifiez vos réponses, puis signez.', '回答を確認してから署名してください。'],
  Kestrel_Review_Section: ['Signature', 'Signature', '署名'],
  Kestrel_Done_Title: ['Claim filed', 'Réclamation déposée', '請求完了'],
  Kestrel_Done_Heading: ['Your claim is filed', 'Votre réclamation est déposée', '請求が提出されました'],
  Kestrel_Done_Intro: [
    'Your claim number is {referenceCode}.',
    'Votre numéro de réclamation est {referenceCode}.',
    '請求番号は{referenceCode}です。',
  ],
  Kestrel_Lookup_Title: ['Claim status', 'État de la réclamation', '請求の状況'],
  Kestrel_Lookup_Heading: ['Check a claim', 'Vérifier une réclamation', '請求を確認する'],
  Kestrel_Lookup_Intro: [
    'Give the claim number and access code from your letter.',
    'Indiquez le numéro et le code de votre lettre.',
    '手紙に記載の請求番号とアクセスコードを入力してください。',
  ],
  Kestrel_Lookup_Section: ['Your letter', 'Votre lettre', 'お手紙'],
  Kestrel_Lookup_Result: ['What we have', 'Ce que nous avons', '確認結果'],
  Kestrel_Lookup_Button: ['Check', 'Vérifier', '確認する'],
};

const copyOf = (name: string) => ({ title: `Kestrel_${name}_Title`, heading: `Kestrel_${name}_Heading`, intro: `Kestrel_${name}_Intro` });

/** Kestrel's Standard pages: its own segments and order, papers skipped for inboard engines. */
const standardPages = [
  {
    segment: 'owner',
    ...copyOf('Owner'),
    action: 'next',
    sections: [{ kind: 'fields', mapping: 'claimantInfo', legend: 'Kestrel_Owner_Section' }],
  },
  {
    segment: 'boat',
    ...copyOf('Boat'),
    action: 'next',
    sections: [{ kind: 'fields', mapping: 'claimDetails', keys: ['HullNumber', 'ModelYear', 'Engine'], legend: 'Kestrel_Boat_Section' }],
  },
  {
    segment: 'papers',
    ...copyOf('Papers'),
    action: 'next',
    skipWhen: { mapping: 'claimDetails', field: 'Engine', operator: 'IsEqualTo', value: 'Inboard' },
    sections: [{ kind: 'records', mapping: 'documentContexts', required: true, heading: 'Kestrel_Papers_Section' }],
  },
  {
    segment: 'review',
    ...copyOf('Review'),
    action: 'submit',
    sections: [{ kind: 'summary' }, { kind: 'fields', mapping: 'signature', keys: ['SignedName'], legend: 'Kestrel_Review_Section' }],
  },
  {
    segment: 'done',
    ...copyOf('Done'),
    action: 'none',
    // No copy of its own: the section carries the page's heading and introduction, once.
    sections: [{ kind: 'confirmation' }],
  },
];

/** Kestrel's Lookup: one page at /lookup with its own button. */
const lookupPages = [
  {
    segment: '',
    ...copyOf('Lookup'),
    action: 'authorize',
    button: 'Kestrel_Lookup_Button',
    sections: [
      { kind: 'fields', mapping: 'credentials', legend: 'Kestrel_Lookup_Section' },
      { kind: 'prepopulated', heading: 'Kestrel_Lookup_Result' },
    ],
  },
];

/** The Kestrel package's own app copy where a test looks at it; the rest is the demo's English
 *  text marked with the culture (a test package needs every key, not a translator). */
const kestrelAppCopy: Record<string, [en: string, fr: string, ja: string]> = {
  Header_CaseName: ['{settlement.caseName}', '{settlement.caseName}', '{settlement.caseName}'],
  Header_ProjectTitle: ['Kestrel Marine Hull Settlement', 'Règlement sur les coques Kestrel Marine', 'ケストレル・マリン船体和解'],
  Shared_Button_Next: ['Next', 'Suivant', '次へ'],
  Shared_RequiredNote: ['Fields marked with * are required', 'Les champs marqués d’un * sont obligatoires', '* の付いた項目は必須です'],
  Footer_Phone: ['{settlement.contact.phone}', '{settlement.contact.phone}', '{settlement.contact.phone}'],
};

const kestrelSettlement = {
  $schema: '../schema/settlement.schema.json',
  caseName: 'Harbour v. Kestrel Marine Ltd.',
  caseNumber: 'Court File No. CV-25-00042',
  settlementName: 'Kestrel Marine Hull Settlement',
  projectSiteUrl: 'https://kestrel-hulls.example',
  theme: 'ftc-7-0-default',
  cultures: { en: 'English', fr: 'Français', ja: '日本語' },
  allowedCharacters: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzÀÂÇÉÈÊËÎÏÔÛÙÜŸàâçéèêëîïôûùüÿ0123456789 .,'’-",
  captcha: { provider: 'none' },
  payPal: { clientId: null, enabled: false, loginUrl: null, invalidPayPalVerification: false, authCodeExpiration: null },
  payPalAccountEmail: null,
  signatureTimeZone: 'America/Toronto',
  banner: true,
  analyticsTagId: null,
  expiredRedirectUrl: 'https://kestrel-hulls.example/session',
  contact: { phone: '1-888-555-0199', email: 'help@kestrel-hulls.example' },
};

const kestrelDeadlines = {
  timeZone: 'Eastern',
  deadlines: {
    globalDeadline: { date: '2098-06-30T17:00', redirects: { fr: '/deadline', ja: 'https://kestrel-hulls.example/ja/closed' } },
    claimFilingDeadline: { date: '06/30/2098 05:00:00 PM', redirects: { en: 'https://kestrel-hulls.example/closed' } },
    automotiveFilingDeadline: { date: '06/30/2098' },
    lookupFilingDeadline: { date: '2098-06-30T17:00:00.5' },
    documentsUploadFilingDeadline: { date: '06/30/2098 17:00' },
  },
};

const required = { type: 'required' };
const standardModels = [
  {
    metadata: { DtoMapping: 'claimantInfo', FormType: 'Standard', IsSingleInstance: true },
    fields: [
      {
        key: 'FullName',
        widget: 'text',
        label: 'Field_Owner_FullName',
        validations: [required, { type: 'maxLength', max: 80 }, { type: 'characterSetRestriction' }],
      },
      { key: 'Email', widget: 'text', label: 'Field_Owner_Email', validations: [required, { type: 'email' }] },
      {
        key: 'Province',
        widget: 'select',
        label: 'Field_Owner_Province',
        validations: [required],
        props: {
          options: ['ON', 'QC', 'BC'].map((value) => ({ value, label: `Option_Province_${value}` })),
          placeholderText: 'Shared_Select_Placeholder',
        },
      },
    ],
  },
  {
    metadata: { DtoMapping: 'claimDetails', FormType: 'Standard', IsSingleInstance: true },
    fields: [
      {
        key: 'HullNumber',
        widget: 'text',
        label: 'Field_Boat_HullNumber',
        validations: [required, { type: 'regularExpression', pattern: '^KM-\\d{5}$', message: 'Validation_Hull_Invalid' }],
        props: { hint: 'Hint_Boat_HullNumber' },
      },
      {
        key: 'ModelYear',
        widget: 'text',
        label: 'Field_Boat_ModelYear',
        validations: [
          required,
          { type: 'integer' },
          { type: 'range', valueType: 'number', min: 2005, max: 2024, message: 'Validation_Year_Range' },
        ],
      },
      {
        key: 'Engine',
        widget: 'radio',
        label: 'Field_Boat_Engine',
        validations: [{ type: 'requiredIf', field: 'modelYear', value: '2024' }],
        props: { options: ['Outboard', 'Inboard'].map((value) => ({ value, label: `Option_Engine_${value}` })) },
      },
    ],
  },
  {
    metadata: { DtoMapping: 'documentContexts', FormType: 'Standard', MinimumRecordCount: 0 },
    fields: [
      {
        key: 'Kind',
        widget: 'select',
        label: 'Field_Papers_Kind',
        validations: [required],
        props: { options: ['Bill', 'Photo'].map((value) => ({ value, label: `Option_Papers_${value}` })) },
      },
      {
        key: 'File',
        widget: 'file',
        label: 'Field_Papers_File',
        validations: [{ type: 'requiredOnClientOnly' }],
        props: { accept: '.pdf,.jpg,.png' },
      },
    ],
  },
  {
    metadata: { DtoMapping: 'signature', FormType: 'Standard', IsSingleInstance: true },
    fields: [
      { key: 'SignedName', widget: 'text', label: 'Field_Sign_Name', validations: [required, { type: 'characterSetRestriction' }] },
      { key: 'SignatureDate', role: 'signatureDate', widget: 'hidden', label: 'Field_Sign_Date' },
    ],
  },
];

const lookupModels = [
  {
    metadata: { DtoMapping: 'credentials', FormType: 'Lookup', IsSingleInstance: true },
    fields: [
      { key: 'ClaimId', role: 'claimId', widget: 'text', label: 'Field_Lookup_ClaimId', validations: [required] },
      { key: 'Pin', role: 'pin', widget: 'text', label: 'Field_Lookup_Pin', validations: [required] },
    ],
  },
  {
    metadata: { DtoMapping: 'prepopulatedData', FormType: 'Lookup' },
    fields: [{ key: 'ClaimStatus', widget: 'hidden', label: 'Field_Lookup_Status', prepopulatedDataKey: 'ClaimStatus' }],
  },
];

/** Credentials of the Kestrel package's one claimant. */
export const kestrelClaimant = { claimId: 'KM-2025-0007', pin: 'harbour-7', status: '審査中 (under review)' };

/** Writes the Kestrel Marine package into a fresh temporary folder; returns the folder. */
export async function writeKestrelPackage(): Promise<string> {
  await mkdir(tmpRoot, { recursive: true });
  const dir = await mkdtemp(join(tmpRoot, 'kestrel-'));
  await mkdir(join(dir, 'forms'));
  await mkdir(join(dir, 'copy'));
  const write = (file: string, value: unknown) => writeFile(join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
  await write('settlement.json', kestrelSettlement);
  await write('deadlines.json', kestrelDeadlines);
  await write('forms/standard.json', { pages: standardPages, models: standardModels });
  await write('forms/lookup.json', { pages: lookupPages, models: lookupModels });
  const demoEnglish = JSON.parse(await readFile(join(demoSettlementDir, 'copy', 'en.json'), 'utf8')) as Record<string, string>;
  const cultures = ['en', 'fr', 'ja'] as const;
  for (const [index, culture] of cultures.entries()) {
    const copy: Record<string, string> = {};
    for (const key of allCopyKeys) {
      const own = kestrelAppCopy[key]?.[index];
      // The demo's {settlement.*} references stay valid here: every package has these names.
      const english = demoEnglish[key]!.replace(
        /\{settlement\.contact\.(fax|mailName|mailStreet|mailCityStateZip)\}/g,
        'Kestrel Marine Claims, Box 7, Halifax',
      );
      copy[key] = own ?? (culture === 'en' ? english : `[${culture}] ${english}`);
    }
    for (const [key, texts] of Object.entries(kestrelCopy)) copy[key] = texts[index]!;
    await write(`copy/${culture}.json`, copy);
  }
  await writeFile(
    join(dir, 'claimants.csv'),
    `claimId,pin,prepopulatedData.ClaimStatus\n${kestrelClaimant.claimId},${kestrelClaimant.pin},${kestrelClaimant.status}\n`,
  );
  return dir;
}

/** How the renamed variant of the demo names what the demo names otherwise: every model has a
 *  mapping name of its own and the fields the app acts on have keys of their own. */
const renamed = {
  mappings: {
    claimDetails: 'payout',
    signature: 'attestation',
    documentContexts: 'receipts',
    DocumentContexts: 'uploads',
    prepopulatedData: 'letterFacts',
    credentials: 'letterCodes',
  } as Record<string, string>,
  fields: {
    PaymentMethod: 'HowToPay',
    PayPalEmailAddress: 'PayoutEmail',
    PayPalAuthCode: 'PayoutCode',
    SignatureDate: 'DateSigned',
  } as Record<string, string>,
};

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** A forms file (or any JSON value) with the renamed variant's names: every mapping name (never a
 *  DtoMapping or a rule's model, which name the contract's kind, nor a role) and every field key, PascalCase or camelCase. */
export function renameNames(value: unknown, property = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => renameNames(item));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [renamed.fields[key] ?? renamedCamel.get(key) ?? key, renameNames(item, key)]),
    );
  if (typeof value !== 'string' || /^(dtoMapping|role|model)$/i.test(property)) return value;
  return renamed.mappings[value] ?? renamed.fields[value] ?? renamedCamel.get(value) ?? value;
}
const renamedCamel = new Map(Object.entries(renamed.fields).map(([from, to]) => [lowerFirst(from), lowerFirst(to)]));

/** A copy of the demo package whose models all have mapping names of their own and whose
 *  signature date and PayPal election fields have keys of their own (see `renamed`): the app and
 *  the server must find them by their dtoMapping and their roles. */
export async function writeRenamedPackage(): Promise<string> {
  const dir = await copyDemoPackage();
  for (const form of ['standard', 'automotive', 'lookup', 'documents-upload'])
    await editJson(dir, `forms/${form}.json`, (value) => {
      const renamedValue = renameNames(value) as Record<string, unknown>;
      for (const key of Object.keys(value)) delete value[key];
      Object.assign(value, renamedValue);
    });
  return dir;
}
