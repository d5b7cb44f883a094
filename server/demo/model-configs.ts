// Model configs of the demo settlement for all four form types, as the server sends them:
// metadata keys and field keys in PascalCase (the contract camelCases them). References inside
// rules and dependencies name fields by their camelCase key and models by dtoMapping, which is
// how the client holds them. Labels, hints and option labels are copy keys; their English and
// Spanish text is declared right here, next to the field, and served by /api/culture/content.
//
// Between them the configs use every widget, every mask and every validation rule type of the
// contract (tests/server/model-configs.test.ts checks it).
import { createHash } from 'node:crypto';
import type { DtoMapping, FormType } from '../../src/contract/form-types';
import type { ModelConfigInput } from '../../src/contract/model-config';
import { countryOptions, stateOptions, type LocalizedOption } from './options';

type FieldInput = ModelConfigInput['fields'][number];
type RuleInput = NonNullable<FieldInput['validations']>[number];

/** English and Spanish text of every copy key the configs name (labels, hints, options, messages). */
export const configCopy: Record<string, { en: string; es: string }> = {};

function text(key: string, en: string, es: string): string {
  configCopy[key] = { en, es };
  return key;
}

function options(set: string, entries: readonly [value: string, en: string, es: string][]): { value: string; label: string }[] {
  return entries.map(([value, en, es]) => ({ value, label: text(`Option_${set}_${value.replace(/[^A-Za-z0-9]/g, '')}`, en, es) }));
}

function localized(list: readonly LocalizedOption[]): { value: string; label: string }[] {
  return list.map((o) => ({ value: o.value, label: text(o.label, o.en, o.es) }));
}

const required: RuleInput = { type: 'required' };
const letters: RuleInput = { type: 'characterSetRestriction', message: 'Validation_RestrictedCharacters' };
const maxLength = (max: number): RuleInput => ({ type: 'maxLength', max });
const selectPlaceholder = 'Shared_Select_Placeholder';

function field(model: string, key: string, widget: FieldInput['widget'], en: string, es: string, rest: Omit<FieldInput, 'key' | 'widget' | 'label'> = {}): FieldInput {
  return { key, widget, label: text(`Field_${model}_${key}`, en, es), ...rest };
}

function hint(model: string, key: string, en: string, es: string): string {
  return text(`Hint_${model}_${key}`, en, es);
}

function model(formType: FormType, dtoMapping: DtoMapping, fields: FieldInput[], extra: Record<string, unknown> = {}): ModelConfigInput {
  const single = ['signature', 'claimantInfo', 'credentials', 'claimDetails'].includes(dtoMapping);
  const metadata = { DtoMapping: dtoMapping, FormType: formType, MappingName: dtoMapping, IsSingleInstance: single, ...extra };
  const metadataHash = createHash('sha256').update(JSON.stringify({ metadata, fields })).digest('hex').slice(0, 16);
  return { metadataHash, metadata, fields };
}

const validationMessages = {
  middleInitial: text('Validation_MiddleInitial_Invalid', 'Enter one letter', 'Ingrese una letra'),
  zip: text('Validation_Zip_Invalid', 'Enter a 5-digit ZIP code, or ZIP+4', 'Ingrese un código postal de 5 dígitos o ZIP+4'),
  claimId: text('Validation_ClaimId_Invalid', 'Enter your claim ID as it appears on your notice, for example BW-123456', 'Ingrese su número de reclamo como aparece en su aviso, por ejemplo BW-123456'),
  pin: text('Validation_Pin_Invalid', 'Enter the 4-digit PIN from your notice', 'Ingrese el PIN de 4 dígitos de su aviso'),
  vin: text('Validation_Vin_Invalid', 'Enter the 17-character VIN. It never contains the letters I, O or Q.', 'Ingrese el VIN de 17 caracteres. Nunca contiene las letras I, O ni Q.'),
  attestation: text('Validation_Attestation_Required', 'Confirm that the information you provided is true', 'Confirme que la información que proporcionó es verdadera'),
  problems: text('Validation_Problems_Required', 'Select at least one problem you had', 'Seleccione al menos un problema que tuvo'),
  phone: text('Validation_Phone_Required', 'Enter a US phone number or an international phone number', 'Ingrese un número de teléfono de EE. UU. o un número internacional'),
  ownershipEnd: text('Validation_OwnershipEnd_BeforeStart', 'The date you stopped owning the vehicle must be on or after the date you bought it, {start}', 'La fecha en que dejó de ser propietario debe ser igual o posterior a la fecha de compra, {start}'),
  description: text('Validation_ProblemDescription_Required', 'Describe the problem: models in the BW-200 and BW-300 series need a description', 'Describa el problema: los modelos de las series BW-200 y BW-300 requieren una descripción'),
};

const isUS = { field: 'mailingCountry', operator: 'IsEqualTo', value: 'US', effect: 'hide' } as const;
const isNotUS = { field: 'mailingCountry', operator: 'IsNotEqualTo', value: 'US', effect: 'hide' } as const;

function credentials(formType: FormType): ModelConfigInput {
  const m = 'Credentials';
  return model(formType, 'credentials', [
    field(m, 'ClaimId', 'text', 'Claim ID', 'Número de reclamo', {
      validations: [required, maxLength(9), { type: 'regularExpression', pattern: '^[Bb][Ww]-\\d{6}$', message: validationMessages.claimId }],
      props: { hint: hint(m, 'ClaimId', 'Printed at the top of the notice we mailed you, for example BW-123456', 'Impreso en la parte superior del aviso que le enviamos, por ejemplo BW-123456') },
    }),
    field(m, 'Pin', 'text', 'PIN', 'PIN', {
      validations: [required, { type: 'regularExpression', pattern: '^\\d{4}$', message: validationMessages.pin }],
    }),
  ]);
}

function claimantInfo(formType: FormType): ModelConfigInput {
  const m = 'ClaimantInfo';
  return model(formType, 'claimantInfo', [
    field(m, 'FirstName', 'text', 'First name', 'Nombre', { validations: [required, maxLength(50), letters], prepopulatedDataKey: 'FirstName' }),
    field(m, 'MiddleInitial', 'text', 'Middle initial', 'Inicial del segundo nombre', {
      validations: [maxLength(1), { type: 'regularExpression', pattern: '^[A-Za-z]$', message: validationMessages.middleInitial }],
      prepopulatedDataKey: 'MiddleInitial',
    }),
    field(m, 'LastName', 'text', 'Last name', 'Apellido', { validations: [required, maxLength(50), letters], prepopulatedDataKey: 'LastName' }),
    field(m, 'MailingStreetLine1', 'text', 'Street address', 'Dirección', { validations: [required, maxLength(100), letters], prepopulatedDataKey: 'MailingStreetLine1' }),
    field(m, 'MailingStreetLine2', 'text', 'Apartment, suite or unit', 'Apartamento, oficina o unidad', { validations: [maxLength(100), letters], prepopulatedDataKey: 'MailingStreetLine2' }),
    field(m, 'MailingCity', 'text', 'City', 'Ciudad', { validations: [required, maxLength(60), letters], prepopulatedDataKey: 'MailingCity' }),
    field(m, 'MailingSubDivision', 'select', 'State', 'Estado', {
      validations: [{ type: 'requiredIf', field: 'mailingCountry', value: 'US' }],
      prepopulatedDataKey: 'MailingSubDivision',
      props: { options: localized(stateOptions), placeholderText: selectPlaceholder, dependencies: [isUS] },
    }),
    field(m, 'MailingPostalCode', 'text', 'ZIP code', 'Código postal', {
      maskName: 'usZip',
      validations: [{ type: 'requiredIf', field: 'mailingCountry', value: 'US' }, { type: 'regularExpression', pattern: '^\\d{5}(-\\d{4})?$', message: validationMessages.zip }],
      prepopulatedDataKey: 'MailingPostalCode',
      props: { dependencies: [isUS] },
    }),
    field(m, 'MailingSubDivisionNonUS', 'text', 'State, province or region', 'Estado, provincia o región', {
      validations: [maxLength(50), letters],
      prepopulatedDataKey: 'MailingSubDivisionNonUS',
      props: { dependencies: [isNotUS] },
    }),
    field(m, 'MailingPostalCodeNonUS', 'text', 'Postal code', 'Código postal', {
      maskName: 'nonUsPostal',
      validations: [maxLength(10), letters],
      prepopulatedDataKey: 'MailingPostalCodeNonUS',
      props: { dependencies: [isNotUS] },
    }),
    field(m, 'MailingCountry', 'select', 'Country', 'País', {
      defaultValue: 'US',
      validations: [required],
      prepopulatedDataKey: 'MailingCountry',
      props: { options: localized(countryOptions), placeholderText: selectPlaceholder },
    }),
    field(m, 'EmailAddress', 'text', 'Email address', 'Correo electrónico', {
      validations: [required, { type: 'email' }, maxLength(100)],
      prepopulatedDataKey: 'EmailAddress',
      props: { hint: hint(m, 'EmailAddress', 'We will send your confirmation to this address', 'Enviaremos su confirmación a esta dirección') },
    }),
    field(m, 'ConfirmEmailAddress', 'text', 'Confirm email address', 'Confirme el correo electrónico', {
      validations: [{ type: 'conditionalRequired', field: 'emailAddress' }, { type: 'email' }, maxLength(100)],
    }),
    field(m, 'PhoneNumber', 'text', 'US phone number', 'Número de teléfono de EE. UU.', {
      maskName: 'usPhone',
      validations: [{ type: 'RequireOnePropertyToHaveAValue', fields: ['phoneNumber', 'internationalPhone'], message: validationMessages.phone }],
      prepopulatedDataKey: 'PhoneNumber',
      props: { placeholderText: '(123) 456-7890' },
    }),
    field(m, 'ConfirmPhoneNumber', 'text', 'Confirm US phone number', 'Confirme el número de teléfono de EE. UU.', {
      maskName: 'usPhone',
      validations: [{ type: 'conditionalRequired', field: 'phoneNumber' }],
      props: { placeholderText: '(123) 456-7890' },
    }),
    field(m, 'InternationalPhone', 'text', 'International phone number', 'Número de teléfono internacional', {
      maskName: 'internationalPhone',
      prepopulatedDataKey: 'InternationalPhone',
      props: { hint: hint(m, 'InternationalPhone', 'Country code and number, digits only, up to 16 digits', 'Código de país y número, solo dígitos, hasta 16 dígitos') },
    }),
  ]);
}

/** Payment election fields, shared by the Standard and Automotive claim details. */
function paymentFields(m: string): FieldInput[] {
  return [
    field(m, 'PaymentMethod', 'radio', 'How would you like to be paid?', '¿Cómo desea recibir su pago?', {
      validations: [required],
      props: {
        options: options('PaymentMethod', [
          ['PayPal', 'PayPal', 'PayPal'],
          ['Check', 'Paper check by mail', 'Cheque en papel por correo'],
        ]),
        hasNoneOption: true,
        noneOptionLabel: text('Option_PaymentMethod_None', 'I do not want to choose now (a check will be mailed to you)', 'No deseo elegir ahora (se le enviará un cheque por correo)'),
        stylingChoice: 'stacked',
      },
    }),
    field(m, 'PayPalEmailAddress', 'text', 'PayPal email address', 'Correo electrónico de PayPal', {
      validations: [{ type: 'requiredIf', field: 'paymentMethod', value: 'PayPal' }, { type: 'email' }, maxLength(100)],
      props: { dependencies: [{ field: 'paymentMethod', operator: 'IsEqualTo', value: 'PayPal', effect: 'hide' }] },
    }),
    field(m, 'ConfirmPayPalEmailAddress', 'text', 'Confirm PayPal email address', 'Confirme el correo electrónico de PayPal', {
      validations: [
        {
          type: 'nestedRequiredIf',
          conditions: [
            { field: 'paymentMethod', operator: 'IsEqualTo', value: 'PayPal' },
            { field: 'payPalEmailAddress', operator: 'IsNotEqualTo', value: null },
          ],
          logic: 'And',
        },
        { type: 'email' },
      ],
      props: { dependencies: [{ field: 'paymentMethod', operator: 'IsEqualTo', value: 'PayPal', effect: 'hide' }] },
    }),
    field(m, 'PayPalAuthCode', 'hidden', 'PayPal authorization', 'Autorización de PayPal', {
      // A code from the PayPal login belongs to that election only: switching away clears it.
      props: { dependencies: [{ field: 'paymentMethod', operator: 'IsEqualTo', value: 'PayPal', effect: 'reset', resetValue: null }] },
    }),
    field(m, 'CheckPayeeName', 'text', 'Name to print on the check', 'Nombre que figurará en el cheque', {
      validations: [{ type: 'requiredIf', field: 'paymentMethod', value: 'Check' }, maxLength(100), letters],
      props: { dependencies: [{ field: 'paymentMethod', operator: 'IsEqualTo', value: 'Check', effect: 'hide' }] },
    }),
  ];
}

function standardClaimDetails(): ModelConfigInput {
  const m = 'ClaimDetails';
  return model('Standard', 'claimDetails', [
    field(m, 'ProductType', 'radio', 'Which appliance did you buy?', '¿Qué electrodoméstico compró?', {
      validations: [required],
      props: {
        options: options('ProductType', [
          ['Dishwasher', 'Dishwasher', 'Lavavajillas'],
          ['Washer', 'Washing machine', 'Lavadora'],
          ['Dryer', 'Clothes dryer', 'Secadora'],
        ]),
        stylingChoice: 'inline',
      },
    }),
    field(m, 'ProductModel', 'select', 'Model series', 'Serie del modelo', {
      validations: [required],
      props: {
        options: options('ProductModel', [
          ['BW-100', 'BW-100 series', 'Serie BW-100'],
          ['BW-200', 'BW-200 series', 'Serie BW-200'],
          ['BW-300', 'BW-300 series', 'Serie BW-300'],
          ['BW-400', 'BW-400 series', 'Serie BW-400'],
        ]),
        placeholderText: selectPlaceholder,
        hint: hint(m, 'ProductModel', 'The model number is on a label inside the door', 'El número de modelo está en una etiqueta dentro de la puerta'),
      },
    }),
    field(m, 'PurchaseDate', 'date', 'Date of purchase', 'Fecha de compra', {
      maskName: 'date',
      validations: [required, { type: 'range', valueType: 'date', min: '1/1/2019', max: '12/31/2024', message: 'Validation_Date_Between' }, { type: 'preventFutureDate' }],
    }),
    field(m, 'PurchaseAmount', 'text', 'Price paid', 'Precio pagado', {
      maskName: 'currencyDecimal',
      validations: [required, { type: 'range', valueType: 'number', min: 1, max: 5000, message: 'Validation_Number_Between' }],
      props: { inputGroupConfig: { prefix: '$' } },
    }),
    field(m, 'Quantity', 'text', 'How many did you buy?', '¿Cuántos compró?', {
      validations: [required, { type: 'numeric' }, { type: 'integer' }, { type: 'between', min: 1, max: 10 }],
    }),
    field(m, 'PurchaseLocation', 'hybridRadio', 'Where did you buy it?', '¿Dónde lo compró?', {
      validations: [required, maxLength(100), letters],
      props: {
        options: options('PurchaseLocation', [
          ['Online', 'Online', 'En línea'],
          ['InStore', 'In a store', 'En una tienda'],
          ['Other', 'Somewhere else (tell us where)', 'En otro lugar (díganos dónde)'],
        ]),
        textOptionValue: 'Other',
      },
    }),
    field(m, 'Retailer', 'select', 'Store', 'Tienda', {
      validations: [{ type: 'requiredIf', field: 'purchaseLocation', value: 'InStore' }],
      props: {
        options: options('Retailer', [
          ['Applianceland', 'Applianceland', 'Applianceland'],
          ['BrightMart', 'BrightMart', 'BrightMart'],
          ['HearthHome', 'Hearth & Home Outlet', 'Hearth & Home Outlet'],
          ['OtherStore', 'Another store', 'Otra tienda'],
        ]),
        placeholderText: selectPlaceholder,
        dependencies: [{ field: 'purchaseLocation', operator: 'IsEqualTo', value: 'InStore', effect: 'disable' }],
        disableWhen: 'unfulfilled',
      },
    }),
    field(m, 'OrderConfirmationUrl', 'text', 'Link to your online order (optional)', 'Enlace a su pedido en línea (opcional)', {
      validations: [{ type: 'url' }, maxLength(300)],
      props: { dependencies: [{ field: 'purchaseLocation', operator: 'IsEqualTo', value: 'Online', effect: 'hide' }] },
    }),
    field(m, 'ExperiencedLeak', 'checkbox', 'The appliance leaked water', 'El electrodoméstico tuvo fugas de agua', {
      validations: [{ type: 'requireOnePropertyValTrue', fields: ['experiencedLeak', 'experiencedControlFailure', 'experiencedOther'], message: validationMessages.problems }],
    }),
    field(m, 'ExperiencedControlFailure', 'checkbox', 'The control panel stopped working', 'El panel de control dejó de funcionar'),
    field(m, 'ExperiencedOther', 'checkbox', 'I had another problem', 'Tuve otro problema'),
    field(m, 'ProblemDescription', 'textArea', 'Describe the problem', 'Describa el problema', {
      validations: [
        { type: 'requiredIfOtherPropertyMatchesRegex', field: 'productModel', pattern: '^BW-(200|300)$', message: validationMessages.description },
        maxLength(2000),
        letters,
      ],
    }),
    ...paymentFields(m),
  ]);
}

function automotiveClaimDetails(): ModelConfigInput {
  const m = 'ClaimDetails';
  return model('Automotive', 'claimDetails', [
    field(m, 'VIN', 'text', 'Vehicle identification number (VIN)', 'Número de identificación del vehículo (VIN)', {
      maskName: 'vin',
      validations: [required, { type: 'regularExpression', pattern: '^[A-HJ-NPR-Z0-9]{17}$', message: validationMessages.vin }],
      prepopulatedDataKey: 'VIN',
      overrideEverDirtyFieldConstraint: true,
      props: {
        enableTrackingFeature: true,
        afterChangeHook: 'uppercase',
        hint: hint(m, 'VIN', '17 letters and numbers, on your registration or insurance card', '17 letras y números, en su registro o tarjeta de seguro'),
      },
    }),
    field(m, 'VehicleMake', 'select', 'Make', 'Marca', {
      validations: [required],
      prepopulatedDataKey: 'VehicleMake',
      props: {
        options: options('VehicleMake', [
          ['Brightwater', 'Brightwater', 'Brightwater'],
          ['Northstar', 'Northstar', 'Northstar'],
          ['Cascadia', 'Cascadia', 'Cascadia'],
        ]),
        placeholderText: selectPlaceholder,
      },
    }),
    field(m, 'VehicleModelYear', 'text', 'Model year', 'Año del modelo', {
      validations: [required, { type: 'integer' }, { type: 'range', valueType: 'number', min: 2015, max: 2024, message: 'Validation_Number_Between' }],
      prepopulatedDataKey: 'VehicleModelYear',
    }),
    field(m, 'VehiclePurchaseDate', 'text', 'Date you bought the vehicle', 'Fecha en que compró el vehículo', {
      maskName: 'date',
      validations: [required, { type: 'validDate', formats: 'MM/dd/yyyy,M/d/yyyy' }, { type: 'preventFutureDate' }],
      props: { hint: hint(m, 'VehiclePurchaseDate', 'MM/DD/YYYY', 'MM/DD/AAAA') },
    }),
    field(m, 'VehiclePurchasePrice', 'text', 'Purchase price', 'Precio de compra', {
      maskName: 'currency',
      validations: [required, { type: 'range', valueType: 'number', min: 1000, max: 250000, message: 'Validation_Number_Between' }],
      props: { inputGroupConfig: { prefix: '$' } },
    }),
    field(m, 'EngineSizeLiters', 'text', 'Engine size (liters, optional)', 'Cilindrada (litros, opcional)', {
      maskName: 'decimal',
      validations: [{ type: 'numeric' }, { type: 'between', min: 0.5, max: 8 }],
      props: { inputGroupConfig: { suffix: 'L' } },
    }),
    field(m, 'OwnershipStartDate', 'date', 'Date you started owning the vehicle', 'Fecha en que comenzó a ser propietario', {
      validations: [required, { type: 'preventFutureDate' }],
    }),
    field(m, 'OwnershipEndDate', 'date', 'Date you stopped owning it (leave empty if you still own it)', 'Fecha en que dejó de ser propietario (déjela vacía si aún lo es)', {
      validations: [{ type: 'endDate', startField: 'ownershipStartDate', allowEqual: true, message: validationMessages.ownershipEnd }, { type: 'preventFutureShortDate' }],
    }),
    field(m, 'RepairVisitCount', 'text', 'How many times was the control module repaired?', '¿Cuántas veces se reparó el módulo de control?', {
      validations: [required, { type: 'integer' }, { type: 'between', min: 0, max: 20 }],
    }),
    ...paymentFields(m),
  ]);
}

function purchaseTransactions(): ModelConfigInput {
  const m = 'ClaimTransactions';
  return model(
    'Standard',
    'claimTransactions',
    [
      field(m, 'TransactionDate', 'date', 'Purchase date', 'Fecha de compra', {
        validations: [required, { type: 'preventFutureShortDate' }, { type: 'range', valueType: 'date', min: '1/1/2019', max: '12/31/2024', message: 'Validation_Date_Between' }],
      }),
      field(m, 'TransactionAmount', 'text', 'Amount', 'Monto', {
        maskName: 'currency',
        validations: [required, { type: 'range', valueType: 'number', min: 1, max: 5000, message: 'Validation_Number_Between' }],
        props: { inputGroupConfig: { prefix: '$' } },
      }),
      field(m, 'StoreName', 'text', 'Store', 'Tienda', { validations: [required, maxLength(100), letters] }),
    ],
    { MinimumRecordCount: 1 },
  );
}

function repairTransactions(): ModelConfigInput {
  const m = 'RepairTransactions';
  return model(
    'Automotive',
    'ClaimTransactions',
    [
      // The program's repair shops were closed on Sundays and on two holidays: the calendar does
      // not offer those days (the date picker settings of a date field's widget metadata).
      field(m, 'RepairDate', 'date', 'Repair date', 'Fecha de reparación', {
        validations: [required, { type: 'preventFutureShortDate' }],
        props: {
          metadata: { disabledWeekdays: [0], disabledDates: ['12/25/2023', '01/01/2024'], startDate: '01/01/2023' },
          hint: hint(m, 'RepairDate', 'Program repair shops were closed on Sundays, December 25 and January 1', 'Los talleres del programa cerraban los domingos, el 25 de diciembre y el 1 de enero'),
        },
      }),
      field(m, 'RepairCost', 'text', 'Amount you paid', 'Monto que pagó', {
        maskName: 'currencyDecimal',
        validations: [required, { type: 'range', valueType: 'number', min: 0, max: 20000, message: 'Validation_Number_Between' }],
        props: { inputGroupConfig: { prefix: '$' } },
      }),
      field(m, 'RepairShop', 'text', 'Repair shop', 'Taller', { validations: [required, maxLength(100), letters] }),
    ],
    // As many repair rows as the repair visits the claimant reported.
    { MinimumRecordCount: { model: 'claimDetails', field: 'repairVisitCount' } },
  );
}

function documentContexts(formType: FormType, mapping: 'documentContexts' | 'DocumentContexts', minimum: number): ModelConfigInput {
  const m = 'DocumentContexts';
  const accept = '.pdf,.jpg,.jpeg,.png,.heic,.doc,.docx,.txt';
  return model(
    formType,
    mapping,
    [
      field(m, 'DocumentType', 'select', 'Type of document', 'Tipo de documento', {
        validations: [required],
        props: {
          options: options('DocumentType', [
            ['Receipt', 'Receipt', 'Recibo'],
            ['OrderConfirmation', 'Order confirmation', 'Confirmación de pedido'],
            ['ProductLabel', 'Photo of the product label', 'Foto de la etiqueta del producto'],
            ['RepairInvoice', 'Repair invoice', 'Factura de reparación'],
            ['Other', 'Other document', 'Otro documento'],
          ]),
          placeholderText: selectPlaceholder,
        },
      }),
      field(m, 'DocumentDescription', 'text', 'Describe the document', 'Describa el documento', {
        validations: [{ type: 'requiredIf', field: 'documentType', value: 'Other' }, maxLength(200), letters],
        props: { dependencies: [{ field: 'documentType', operator: 'IsEqualTo', value: 'Other', effect: 'hide' }] },
      }),
      field(m, 'File', 'file', 'File', 'Archivo', {
        // The server checks the file itself (type, size, one per document) when the claim arrives.
        validations: [{ type: 'requiredOnClientOnly' }],
        props: {
          accept,
          hint: hint(m, 'File', 'PDF, JPG, PNG, HEIC, DOC, DOCX or TXT, up to 25 MB', 'PDF, JPG, PNG, HEIC, DOC, DOCX o TXT, de hasta 25 MB'),
        },
      }),
    ],
    { MinimumRecordCount: minimum },
  );
}

function signature(formType: FormType): ModelConfigInput {
  const m = 'Signature';
  return model(formType, 'signature', [
    field(m, 'SignatureText', 'text', 'Signature (type your full name)', 'Firma (escriba su nombre completo)', {
      validations: [required, maxLength(100), letters],
    }),
    field(m, 'Attestation', 'checkbox', 'I declare under penalty of perjury that the information in this claim is true and correct', 'Declaro bajo pena de perjurio que la información de este reclamo es verdadera y correcta', {
      validations: [{ type: 'requireOnePropertyValTrue', fields: ['attestation'], message: validationMessages.attestation }],
    }),
    field(m, 'SignatureDate', 'hidden', 'Date signed', 'Fecha de la firma', { disableRequiredStyling: true }),
  ]);
}

function lookupStatus(): ModelConfigInput {
  const m = 'ClaimStatus';
  return model('Lookup', 'prepopulatedData', [
    field(m, 'ClaimStatus', 'hidden', 'Claim status', 'Estado del reclamo', { prepopulatedDataKey: 'ClaimStatus' }),
    field(m, 'ClaimStatusDate', 'hidden', 'Status updated on', 'Estado actualizado el', { prepopulatedDataKey: 'ClaimStatusDate' }),
    field(m, 'PaymentStatus', 'hidden', 'Payment status', 'Estado del pago', { prepopulatedDataKey: 'PaymentStatus' }),
  ]);
}

function uploadClaimant(): ModelConfigInput {
  const m = 'UploadClaimant';
  return model('DocumentsUpload', 'prepopulatedData', [
    field(m, 'ClaimantName', 'hidden', 'Uploading documents for', 'Cargando documentos para', { prepopulatedDataKey: 'ClaimantName' }),
  ]);
}

/** Every model config of the demo, in the order GET /api/forms/config answers them. */
export const demoModelConfigs: readonly ModelConfigInput[] = [
  claimantInfo('Standard'),
  standardClaimDetails(),
  purchaseTransactions(),
  documentContexts('Standard', 'documentContexts', 1),
  signature('Standard'),
  credentials('Lookup'),
  lookupStatus(),
  credentials('Automotive'),
  claimantInfo('Automotive'),
  automotiveClaimDetails(),
  repairTransactions(),
  documentContexts('Automotive', 'documentContexts', 0),
  signature('Automotive'),
  credentials('DocumentsUpload'),
  uploadClaimant(),
  documentContexts('DocumentsUpload', 'DocumentContexts', 1),
];

/** The dtoMappings each form type has a model for. */
export function mappingsOf(formType: FormType): Set<string> {
  return new Set(demoModelConfigs.filter((c) => c.metadata.FormType === formType).map((c) => String(c.metadata.DtoMapping)));
}

/** Keys a prepopulated item may carry, per form type and mapping (the fields' prepopulatedDataKey). */
export function prepopulatedKeysOf(formType: FormType, mapping: string): Set<string> {
  const config = demoModelConfigs.find((c) => c.metadata.FormType === formType && c.metadata.DtoMapping === mapping);
  return new Set((config?.fields ?? []).map((f) => f.prepopulatedDataKey).filter((k): k is string => Boolean(k)));
}
