// The app's copy catalogue: every piece of text the app itself shows, as a localization key (the
// settlement's copy, GET /api/culture/content, supplies its text per culture), the English shown
// until or unless that copy has it, and the {parameters} the app fills in. Client and server read
// this one list: the widgets, the blocks, the rules' messages, the mask hints, the copy-key views
// of copy-keys.ts and the settlement package check. Values may carry {name} parameters (single
// braces) and never paragraph or list markup. Field labels, option labels and custom validation
// messages are not listed here: each model config names its own keys.

/** One piece of app copy. */
export interface CopyEntry<K extends string = string> {
  /** The localization key the settlement's copy supplies. */
  readonly key: K;
  /** The English shown while the settlement's copy lacks the key; null when only the settlement
   *  can say it (its name, its contacts, its page texts). A key with a default may be left out of
   *  a package (one written before the key existed): the server serves this text, or its
   *  translation in server/settlement/copy-defaults-<culture>.ts, and the check warns. */
  readonly defaultText: string | null;
  /** The {parameters} the app fills in, by name. */
  readonly params: readonly string[];
}

/** What renders a piece of copy: a key and its English default. Catalogue entries with a default
 *  are CopyTexts; so is copy a settlement's page description names. */
export interface CopyText<K extends string = string> {
  readonly key: K;
  readonly defaultText: string;
}

/** The {name} parameters of a text, in order of first appearance. */
export function paramsOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))];
}

function entry<K extends string>(key: K, defaultText: string): CopyEntry<K> & CopyText<K>;
function entry<K extends string>(key: K, defaultText?: null, params?: readonly string[]): CopyEntry<K>;
function entry<K extends string>(key: K, defaultText: string | null = null, params: readonly string[] = []): CopyEntry<K> {
  return Object.freeze({ key, defaultText, params: defaultText === null ? params : paramsOf(defaultText) });
}

/** Header titles and links (contract.md §Routes: header and its links). */
const header = {
  claimsAdministration: entry('Header_ClaimsAdministration'),
  caseName: entry('Header_CaseName'),
  caseNumber: entry('Header_CaseNumber'),
  projectSiteUrl: entry('Header_ProjectSiteUrl'),
  projectTitle: entry('Header_ProjectTitle'),
  projectSubtitle: entry('Header_ProjectSubtitle'),
  logoAlt: entry('Header_LogoAlt'),
  skipToContent: entry('Header_SkipToContent'),
  navigationLabel: entry('Header_NavigationLabel'),
  home: entry('Header_Nav_Home'),
  keyDates: entry('Header_Nav_KeyDates'),
  importantDocuments: entry('Header_Nav_ImportantDocuments'),
  faq: entry('Header_Nav_Faq'),
  documentsUpload: entry('Header_Nav_DocumentsUpload'),
  classCounsel: entry('Header_Nav_ClassCounsel'),
  contactUs: entry('Header_Nav_ContactUs'),
  moreMenu: entry('Header_Nav_MoreMenu'),
  checkClaimStatus: entry('Header_Nav_CheckClaimStatus'),
  uploadDocuments: entry('Header_Nav_UploadDocuments'),
  changeAddress: entry('Header_Nav_ChangeAddress'),
  opensInNewTab: entry('Header_Nav_OpensInNewTab'),
  switchToEnglish: entry('Header_SwitchToEnglish'),
  languageMenu: entry('Header_LanguageMenu', 'Language'),
} as const;

/** Footers of the three layouts: contact entries, labels, kontent and FTC blocks. */
const footer = {
  header: entry('Footer_Header'),
  instructions: entry('Footer_Instructions'),
  callLabel: entry('Footer_CallLabel'),
  phone: entry('Footer_Phone'),
  faxLabel: entry('Footer_FaxLabel'),
  fax: entry('Footer_Fax'),
  emailLabel: entry('Footer_EmailLabel'),
  email: entry('Footer_Email'),
  mailLabel: entry('Footer_MailLabel'),
  mailName: entry('Footer_MailName'),
  mailStreet: entry('Footer_MailStreet'),
  mailCityStateZip: entry('Footer_MailCityStateZip'),
  questionsHeading: entry('Footer_QuestionsHeading'),
  welcome: entry('Footer_Welcome'),
  settlementName: entry('Footer_SettlementName'),
  ftcHeader: entry('Footer_FtcHeader'),
  ftcCopy: entry('Footer_FtcCopy'),
  copyright: entry('Footer_Copyright', null, ['year']),
  privacy: entry('Footer_Privacy'),
  colorScheme: entry('Footer_ColorScheme', 'Colors'),
  colorSchemeSystem: entry('Footer_ColorScheme_System', 'Same as my device'),
  colorSchemeLight: entry('Footer_ColorScheme_Light', 'Light'),
  colorSchemeDark: entry('Footer_ColorScheme_Dark', 'Dark'),
} as const;

/** The optional banner (header, copy, close button; its background image is decorative). */
const banner = {
  header: entry('Banner_Header'),
  copy: entry('Banner_Copy'),
  close: entry('Banner_Close'),
} as const;

/** Button labels shared by every form. */
const button = {
  next: entry('Shared_Button_Next'),
  back: entry('Shared_Button_Back'),
  submit: entry('Shared_Button_Submit'),
  upload: entry('Shared_Button_Upload', 'Upload'),
  cancel: entry('Shared_Button_Cancel', 'Cancel'),
  change: entry('Shared_Button_Change'),
  continue: entry('Shared_Button_Continue'),
  ok: entry('Shared_Button_OK'),
  edit: entry('Shared_Button_Edit', 'Edit'),
  delete: entry('Shared_Button_Delete', 'Delete'),
  close: entry('Shared_Button_Close'),
  addDocument: entry('Shared_Button_AddDocument', 'Add a document'),
  addTransaction: entry('Shared_Button_AddTransaction'),
  startClaim: entry('Shared_Button_StartClaim'),
  payPalLogin: entry('Shared_Button_PayPalLogin'),
  returnHome: entry('Shared_Button_ReturnHome'),
  startOver: entry('Shared_Button_StartOver'),
  print: entry('Shared_Button_Print', 'Print this page'),
  chooseFile: entry('Shared_Button_ChooseFile'),
  save: entry('Shared_Button_Save', 'Save'),
  addRecord: entry('Shared_Button_AddRecord', 'Add a record'),
  addRow: entry('Shared_Button_AddRow', 'Add row {number}'),
  deleteRow: entry('Shared_Button_DeleteRow', 'Delete row {number}'),
  copyReferenceCode: entry('Shared_Button_CopyReferenceCode', 'Copy reference code'),
  saveForLater: entry('Shared_Button_SaveForLater', 'Save and continue later'),
} as const;

/** Document titles, headings and introductions of every wizard page. */
const page = {
  confirmationHeading: entry('Page_Confirmation_Heading', 'Thank you, your claim was submitted'),
  confirmationIntro: entry(
    'Page_Confirmation_Intro',
    'Keep your reference code. You will need it if you contact the Settlement Administrator.',
  ),
  confirmationReferenceCode: entry('Page_Confirmation_ReferenceCode', null, ['referenceCode']),
  confirmationNextSteps: entry(
    'Page_Confirmation_NextSteps',
    'We will review your claim and contact you by email if we need anything else.',
  ),
} as const;

/** Headings of the blocks inside pages (fieldset legends and summary sections). */
const section = {
  name: entry('Section_Name', 'Your name'),
  mailingAddress: entry('Section_MailingAddress', 'Mailing address'),
  transactions: entry('Section_Transactions', 'Your purchases'),
  documents: entry('Section_Documents', 'Documents'),
} as const;

/** Pages outside the forms: deadline passed, not found, error, session expired. */
const statusPage = {
  deadlineTitle: entry('Page_Deadline_Title'),
  deadlineHeading: entry('Page_Deadline_Heading'),
  deadlineBody: entry('Page_Deadline_Body'),
  notFoundTitle: entry('Page_NotFound_Title'),
  notFoundHeading: entry('Page_NotFound_Heading'),
  notFoundBody: entry('Page_NotFound_Body'),
  errorTitle: entry('Page_Error_Title'),
  errorHeading: entry('Page_Error_Heading'),
  errorBody: entry('Page_Error_Body'),
  sessionExpiredTitle: entry('Page_SessionExpired_Title'),
  sessionExpiredHeading: entry('Page_SessionExpired_Heading'),
  sessionExpiredBody: entry('Page_SessionExpired_Body'),
} as const;

/** Validation messages: the contract's defaults and the keys its server-driven rules name. */
const validation = {
  required: entry('Validation_Required', 'Value is required'),
  conditionalRequired: entry('Validation_ConditionalRequired', 'The value is required'),
  maxLength: entry('Validation_MaxLength', 'The maximum length allowed is {max}'),
  between: entry('Validation_Between', 'The value must be between {min} and {max}'),
  email: entry('Validation_Email', 'Enter a valid email address'),
  url: entry('Validation_Url', 'Enter a valid web address'),
  abaRoutingNumber: entry('Validation_AbaRoutingNumber', 'Enter the 9-digit routing number of a US bank'),
  venmoHandle: entry('Validation_Payment_VenmoHandle', 'Enter the phone number or email address of your Venmo account'),
  zelleRecipient: entry('Validation_Payment_ZelleRecipient', 'Enter the email address or US mobile number you use with Zelle'),
  accountNumber: entry('Validation_Payment_AccountNumber', 'Enter the account number: 4 to 17 digits'),
  accountNumberMismatch: entry('Validation_Payment_AccountNumberMismatch', 'The account numbers do not match'),
  numeric: entry('Validation_Numeric', 'Enter a number'),
  integer: entry('Validation_Integer', 'Enter a whole number'),
  dateBetween: entry('Validation_Date_Between', 'The date must be between {min} and {max}'),
  numberBetween: entry('Validation_Number_Between', 'The value must be between {min} and {max}'),
  restrictedCharacters: entry('Validation_RestrictedCharacters', 'The following characters are not allowed: {characters}'),
  regexInvalidValue: entry('Validation_Regex_InvalidValue', 'The value is not valid'),
  endDate: entry('Validation_EndDate', 'The end date must be later than {start}'),
  preventFutureDate: entry('Validation_PreventFutureDate', 'The date cannot be in the future'),
  validDate: entry('Validation_ValidDate', 'Enter a valid date in the format {format}'),
  requireOnePropertyValTrue: entry('Validation_RequireOnePropertyValTrue', 'At least one option is required'),
  requireOnePropertyToHaveAValue: entry('Validation_RequireOnePropertyToHaveAValue', 'At least one field must have a value'),
  maskIncomplete: entry('Validation_Mask_Incomplete', 'Enter the complete value: {format}'),
  confirmEmailMismatch: entry('Validation_ConfirmEmail_Mismatch', 'The email addresses do not match'),
  confirmPhoneMismatch: entry('Validation_ConfirmPhone_Mismatch', 'The phone numbers do not match'),
  documentsRequired: entry('Validation_Documents_Required', 'Please provide documentation to support your claim'),
  formDirty: entry(
    'Validation_Form_Dirty',
    'The form has changes that are not saved. Finish or cancel the record you started before you continue.',
  ),
  minimumRecordCount: entry('Validation_MinimumRecordCount', 'Add {min} or more rows'),
  fileDuplicate: entry('Validation_File_Duplicate', 'The file already exists'),
  fileType: entry('Validation_File_Type', 'The selected file type is not allowed.'),
  fileSize: entry('Validation_File_Size', null, ['max']),
  dateOutOfRange: entry('Validation_Date_OutOfRange', null, ['min', 'max']),
  endDateAllowEqual: entry('Validation_EndDate_AllowEqual', 'The end date must be on or after {start}'),
  preventFutureShortDate: entry('Validation_PreventFutureShortDate', 'The date cannot be in the future'),
  allowedCharactersUnavailable: entry('Validation_AllowedCharacters_Unavailable', 'Could not get allowed characters'),
  fileOnePerRecord: entry('Validation_File_OnePerRecord', 'Only one file can be added per record'),
  fileOnePerInput: entry('Validation_File_OnePerInput', 'Select only one file.'),
  cultureRequired: entry('Validation_Culture_Required', 'A language must be selected'),
  singleInstance: entry('Validation_SingleInstance', 'Only one {mapping} can be submitted'),
} as const;

/** The expected format of each input mask, which a screen reader hears in the field's hint. */
const maskHint = {
  currency: entry('Mask_Hint_Currency', 'Whole dollars, for example 1,250'),
  currencyDecimal: entry('Mask_Hint_CurrencyDecimal', 'Dollars and cents, for example 1,250.00'),
  decimal: entry('Mask_Hint_Decimal', 'Digits and decimal points, up to 16 characters'),
  internationalPhone: entry('Mask_Hint_InternationalPhone', 'Digits only, up to 16, including the country code'),
  date: entry('Mask_Hint_Date', 'mm/dd/yyyy, for example 01/31/2024'),
  usPhone: entry('Mask_Hint_UsPhone', '10 digits, for example (123) 456-7890'),
  vin: entry('Mask_Hint_Vin', 'Up to 17 letters and digits'),
  usZip: entry('Mask_Hint_UsZip', '5 digits, or 9 digits as 12345-6789'),
  nonUsPostal: entry('Mask_Hint_NonUsPostal', 'Up to 10 letters, digits and spaces'),
} as const;

/** Error messages and the error summary. */
const error = {
  submissionDefault: entry('Shared_ErrorMessage_Submission_Default'),
  requestFailed: entry('Shared_ErrorMessage_RequestFailed'),
  problemOccurred: entry('Shared_ErrorMessage_ProblemOccurred'),
  invalidCaptcha: entry('Shared_ErrorMessage_InvalidCaptcha'),
  invalidPayPal: entry('Shared_ErrorMessage_InvalidPayPal'),
  unauthorized: entry('Shared_ErrorMessage_Unauthorized'),
  authorizationExpired: entry('Shared_ErrorMessage_AuthorizationExpired'),
  summaryHeading: entry('Shared_ErrorSummary_Heading'),
  errorPrefix: entry('Shared_ErrorPrefix', 'Error:'),
  maskPasteRefused: entry(
    'Mask_Error_PasteRefused',
    'What you pasted does not fit this field and was not pasted. Type it in the format shown.',
  ),
} as const;

/** The session-timeout and alert dialogs. */
const dialog = {
  sessionTimeoutTitle: entry('SessionTimeout_Title'),
  sessionTimeoutBody: entry('SessionTimeout_Body'),
  sessionTimeoutCountdown: entry('SessionTimeout_Countdown', null, ['time']),
  alertTitle: entry('Alert_Title'),
  unsavedChanges: entry('Shared_UnsavedChanges'),
  draftTitle: entry('Draft_Dialog_Title', 'Save and continue later'),
  draftIntro: entry(
    'Draft_Dialog_Intro',
    'We will email you a link to continue where you left off, on this or another device. Your answers and documents are kept for 30 days, or until the filing deadline if that comes first.',
  ),
  draftEmailLabel: entry('Draft_Dialog_EmailLabel', 'Email address'),
  draftEmailInvalid: entry('Draft_Dialog_EmailInvalid', 'Enter an email address in the correct format, like name@example.com'),
  draftSend: entry('Draft_Dialog_Send', 'Email me the link'),
  draftSent: entry('Draft_Dialog_Sent', 'Your answers are saved. We sent a link to {email}. It works until {expiresOn}.'),
  draftResumeTitle: entry('Draft_Resume_Title', 'Continue your saved answers'),
  draftResuming: entry('Draft_Resume_Loading', 'Loading your saved answers'),
  draftNotFound: entry('Draft_Resume_NotFound', 'This link to saved answers is not valid or has expired. Please start the form again.'),
} as const;

/** Everything else the app shows around fields and records. */
const shared = {
  selectPlaceholder: entry('Shared_Select_Placeholder', 'Select an option'),
  required: entry('Shared_Required'),
  requiredNote: entry('Shared_RequiredNote', 'Fields marked with * are required'),
  optional: entry('Shared_Optional'),
  saved: entry('Shared_Saved', 'Saved'),
  loading: entry('Shared_Loading'),
  documentTitle: entry('Shared_DocumentTitle', null, ['page', 'caseName']),
  documentTitleStep: entry('Shared_DocumentTitle_Step', null, ['page', 'step', 'total', 'caseName']),
  stepOf: entry('Shared_StepOf', null, ['step', 'total']),
  progressLabel: entry('Shared_ProgressLabel'),
  languageLabel: entry('Shared_LanguageLabel'),
  uploadProgress: entry('Shared_Upload_Progress', 'Uploading {name}: {percent}%'),
  uploadComplete: entry('Shared_Upload_Complete', '{name} uploaded'),
  uploadFailed: entry('Shared_Upload_Failed', '{name} could not be uploaded'),
  noFileChosen: entry('Shared_File_NoneChosen'),
  acceptedFileTypes: entry('Shared_File_AcceptedTypes', null, ['maxSize']),
  captchaVerifying: entry('Shared_Captcha_Verifying'),
  captchaNotice: entry('Shared_Captcha_Notice'),
  summaryChangeLink: entry('Shared_Summary_ChangeLink', null, ['field']),
  notProvided: entry('Shared_NotProvided', 'Not provided'),
  recordsEmpty: entry('Shared_Records_Empty', 'No documents added yet'),
  recordsSaved: entry('Shared_Records_Saved', 'Documents added: {count}'),
  transactionRow: entry('Shared_Transaction_Row', 'Row {number}'),
  yes: entry('Shared_Yes', 'Yes'),
  no: entry('Shared_No', 'No'),
  payPalVerified: entry('Shared_PayPal_Verified'),
  payPalInstructions: entry('Shared_PayPal_Instructions'),
  payPalExpired: entry('Shared_PayPal_Expired'),
  payPalPopupBlocked: entry('Shared_PayPal_PopupBlocked'),
  fileRemove: entry('Shared_File_Remove', 'Remove'),
  fileRemoveLabel: entry('Shared_File_RemoveLabel', 'Remove {name}'),
  radioNoneOption: entry('Shared_Radio_NoneOption', 'None of these'),
  datePickerOpen: entry('Shared_DatePicker_Open', 'Choose date'),
  datePickerTitle: entry('Shared_DatePicker_Title', 'Select a date'),
  datePickerNow: entry('Shared_DatePicker_Now', 'Now'),
  datePickerCancel: entry('Shared_DatePicker_Cancel', 'Cancel'),
  datePickerSelect: entry('Shared_DatePicker_Select', 'Select'),
  fileTypeUnknown: entry('Shared_File_TypeUnknown', 'Unknown'),
  uploadLabel: entry('Shared_Upload_Label', 'Uploading {name}'),
  uploadValue: entry('Shared_Upload_Value', '{loaded} of {total}'),
  recordNewDocument: entry('Shared_Records_NewDocument', 'New document'),
  recordNewRecord: entry('Shared_Records_NewRecord', 'New record'),
  recordAdded: entry('Shared_Records_Added', '{name} added'),
  recordRemoved: entry('Shared_Records_Removed', '{name} removed'),
  recordUnnamed: entry('Shared_Records_Unnamed', 'Record {number}'),
  recordsFileName: entry('Shared_Records_FileName', 'File name'),
  recordsFileType: entry('Shared_Records_FileType', 'Type'),
  recordsFileSize: entry('Shared_Records_FileSize', 'Size'),
  recordsActions: entry('Shared_Records_Actions', 'Actions'),
  tableRowHeader: entry('Shared_Table_RowHeader', 'Row'),
  rowNotSaved: entry('Shared_Row_NotSaved', 'Not saved'),
  rowSavedStatus: entry('Shared_Row_SavedStatus', 'Row {number} saved'),
  rowDeletedStatus: entry('Shared_Row_DeletedStatus', 'Row {number} deleted'),
  referenceCodeLabel: entry('Shared_ReferenceCode_Label', 'Your reference code'),
  referenceCodeCopied: entry('Shared_ReferenceCode_Copied', 'Reference code copied'),
  referenceCodeCopyFailed: entry(
    'Shared_ReferenceCode_CopyFailed',
    'The reference code could not be copied. Select it and copy it yourself.',
  ),
} as const;

/** The claimant's case file after filing: sign-in, status, deficiency and cure, denial and appeal. */
const caseFile = {
  title: entry('Case_Title', 'Check your claim status'),
  signInHeading: entry('Case_SignIn_Heading', 'Check your claim status'),
  signInIntro: entry('Case_SignIn_Intro', 'Sign in to see where your claim stands and what you can do next.'),
  byCodeHeading: entry('Case_SignIn_ByCode_Heading', 'Sign in with your reference code'),
  referenceCodeLabel: entry('Case_SignIn_ReferenceCode_Label', 'Reference code'),
  referenceCodeHint: entry('Case_SignIn_ReferenceCode_Hint', 'It is in the email we sent when you filed your claim.'),
  sendCode: entry('Case_SignIn_SendCode', 'Email me a code'),
  sendNewCode: entry('Case_SignIn_SendNewCode', 'Email me a new code'),
  codeSent: entry(
    'Case_SignIn_CodeSent',
    'If a claim has this reference code, we have emailed a sign-in code to the address on the claim. The code works for 15 minutes.',
  ),
  codeLabel: entry('Case_SignIn_Code_Label', 'Sign-in code'),
  codeHint: entry('Case_SignIn_Code_Hint', 'For example, K7Q3-9XWM.'),
  signIn: entry('Case_SignIn_Submit', 'Sign in'),
  byNoticeHeading: entry('Case_SignIn_ByNotice_Heading', 'Sign in with the claim ID and PIN from your notice'),
  referenceCodeRequired: entry('Case_SignIn_ReferenceCode_Required', 'Enter your reference code'),
  codeRequired: entry('Case_SignIn_Code_Required', 'Enter the sign-in code we emailed you'),
  signedIn: entry('Case_SignIn_Done', 'You are signed in.'),
  loading: entry('Case_Loading', 'Loading your claim'),
  statusHeading: entry('Case_Status_Heading', 'Your claim {referenceCode}'),
  currentState: entry('Case_Status_Current', 'Status: {state}'),
  historyHeading: entry('Case_Status_History', 'What has happened so far'),
  currentStep: entry('Case_Status_CurrentStep', 'Current'),
  reason: entry('Case_Status_Reason', 'Reason: {reason}'),
  stateReceived: entry('Case_State_Received', 'Received'),
  stateInReview: entry('Case_State_InReview', 'In review'),
  stateDeficient: entry('Case_State_Deficient', 'Action needed'),
  stateApproved: entry('Case_State_Approved', 'Approved'),
  stateDenied: entry('Case_State_Denied', 'Denied'),
  stateAppealed: entry('Case_State_Appealed', 'Appeal received'),
  statePaid: entry('Case_State_Paid', 'Paid'),
  deficiencyHeading: entry('Case_Deficiency_Heading', 'What you need to fix'),
  fixBy: entry('Case_Deficiency_FixBy', 'Fix by {date}.'),
  documentRequired: entry('Case_Deficiency_Document_Required', 'Choose a file to upload'),
  cureSubmit: entry('Case_Cure_Submit', 'Send my corrections'),
  denialHeading: entry('Case_Denial_Heading', 'Why your claim was denied'),
  appealBy: entry('Case_Denial_AppealBy', 'You can appeal until {date}.'),
  appealClosed: entry('Case_Denial_AppealClosed', 'The time to appeal this decision has passed.'),
  appealHeading: entry('Case_Appeal_Heading', 'Appeal this decision'),
  statementLabel: entry('Case_Appeal_Statement_Label', 'Why should the decision change?'),
  statementCount: entry('Case_Appeal_Statement_Count', '{count} of {max} characters'),
  statementRequired: entry('Case_Appeal_Statement_Required', 'Write why the decision should change'),
  statementTooLong: entry('Case_Appeal_Statement_TooLong', 'Shorten your statement to {max} characters or fewer'),
  appealDocumentLabel: entry('Case_Appeal_Document_Label', 'Supporting document {number} (optional)'),
  addDocument: entry('Case_Appeal_AddDocument', 'Add another document'),
  appealSubmit: entry('Case_Appeal_Submit', 'Send my appeal'),
  actionDone: entry('Case_Action_Done', 'Sent. Your claim’s status is now: {state}.'),
  signOut: entry('Case_SignOut', 'Sign out'),
  signedOut: entry('Case_SignedOut', 'You have signed out.'),
  addressTitle: entry('Case_Address_Title', 'Change your mailing address'),
  addressHeading: entry('Case_Address_Heading', 'Change the mailing address of claim {referenceCode}'),
  addressIntro: entry('Case_Address_Intro', 'Payments and letters about your claim go to this address. Enter the whole new address.'),
  addressSubmit: entry('Case_Address_Submit', 'Save the new address'),
  addressDone: entry('Case_Address_Done', 'Your new mailing address is saved. We have emailed you to confirm the change.'),
  addressClosed: entry(
    'Case_Address_Closed',
    'The mailing address of this claim can no longer be changed here. Contact the settlement administrator if it needs to change.',
  ),
  addressLink: entry('Case_Address_Link', 'Change your mailing address'),
  payoutTitle: entry('Case_Payout_Title', 'Change how you are paid'),
  payoutHeading: entry('Case_Payout_Heading', 'Change how claim {referenceCode} is paid'),
  payoutIntro: entry(
    'Case_Payout_Intro',
    'Choose how you want to be paid and enter its details. For your security, the account on file is never shown.',
  ),
  payoutCurrent: entry('Case_Payout_Current', 'You are now paid by {method}.'),
  payoutCurrentAccount: entry('Case_Payout_CurrentAccount', 'You are now paid by {method}, to the account ending in {lastFour}.'),
  payoutUntil: entry('Case_Payout_Until', 'You can change it until {date}.'),
  payoutSubmit: entry('Case_Payout_Submit', 'Save the new payment method'),
  payoutDone: entry('Case_Payout_Done', 'Your new payment method is saved. We have emailed you to confirm the change.'),
  payoutClosed: entry(
    'Case_Payout_Closed',
    'The payment method of this claim can no longer be changed here. Contact the settlement administrator if it needs to change.',
  ),
  payoutLink: entry('Case_Payout_Link', 'Change how you are paid'),
  backToStatus: entry('Case_BackToStatus', 'Back to your claim status'),
  amendLink: entry('Case_Amend_Link', 'Change the answers of your claim'),
  amendOpening: entry('Case_Amend_Opening', 'Opening your claim to change it'),
} as const;

/** Every piece of app copy, by group. */
export const catalogue = {
  header,
  footer,
  banner,
  button,
  page,
  section,
  statusPage,
  validation,
  maskHint,
  error,
  dialog,
  shared,
  caseFile,
} as const;

/** Every entry of the catalogue, in group order. */
export const allCopyEntries: readonly CopyEntry[] = Object.values(catalogue).flatMap((group) => Object.values(group) as CopyEntry[]);

type CatalogueEntry = { [G in keyof typeof catalogue]: (typeof catalogue)[G][keyof (typeof catalogue)[G]] }[keyof typeof catalogue];

/** The keys whose entry has an English default: a package may leave them out (the server fills in
 *  the built-in text and the package check warns). Keys without one are the settlement's to say. */
export type DefaultedCopyKey = Extract<CatalogueEntry, CopyText>['key'];
