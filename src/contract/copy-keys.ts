// Keys of the localized copy a settlement supplies through GET /api/culture/content, grouped by
// where the app shows them. Client and server use these same names; values may carry {name}
// parameters (single braces) and never paragraph or list markup (contract.md §Validation).
// Field labels, option labels and custom validation messages are not listed here: they are keys
// too, but each model config names its own.

/** Header titles and links (contract.md §Routes: header and its links). */
export const headerCopy = {
  claimsAdministration: 'Header_ClaimsAdministration',
  caseName: 'Header_CaseName',
  caseNumber: 'Header_CaseNumber',
  projectSiteUrl: 'Header_ProjectSiteUrl',
  projectTitle: 'Header_ProjectTitle',
  projectSubtitle: 'Header_ProjectSubtitle',
  logoAlt: 'Header_LogoAlt',
  skipToContent: 'Header_SkipToContent',
  navigationLabel: 'Header_NavigationLabel',
  home: 'Header_Nav_Home',
  keyDates: 'Header_Nav_KeyDates',
  importantDocuments: 'Header_Nav_ImportantDocuments',
  faq: 'Header_Nav_Faq',
  documentsUpload: 'Header_Nav_DocumentsUpload',
  classCounsel: 'Header_Nav_ClassCounsel',
  contactUs: 'Header_Nav_ContactUs',
  moreMenu: 'Header_Nav_MoreMenu',
  checkClaimStatus: 'Header_Nav_CheckClaimStatus',
  uploadDocuments: 'Header_Nav_UploadDocuments',
  changeAddress: 'Header_Nav_ChangeAddress',
  opensInNewTab: 'Header_Nav_OpensInNewTab',
  switchToEnglish: 'Header_SwitchToEnglish',
} as const;

/** Footers of the three layouts: contact entries, labels, kontent and FTC blocks. */
export const footerCopy = {
  header: 'Footer_Header',
  instructions: 'Footer_Instructions',
  callLabel: 'Footer_CallLabel',
  phone: 'Footer_Phone',
  faxLabel: 'Footer_FaxLabel',
  fax: 'Footer_Fax',
  emailLabel: 'Footer_EmailLabel',
  email: 'Footer_Email',
  mailLabel: 'Footer_MailLabel',
  mailName: 'Footer_MailName',
  mailStreet: 'Footer_MailStreet',
  mailCityStateZip: 'Footer_MailCityStateZip',
  questionsHeading: 'Footer_QuestionsHeading',
  welcome: 'Footer_Welcome',
  settlementName: 'Footer_SettlementName',
  ftcHeader: 'Footer_FtcHeader',
  ftcCopy: 'Footer_FtcCopy',
  copyright: 'Footer_Copyright',
  privacy: 'Footer_Privacy',
} as const;

/** The optional banner (header, copy, close button; its background image is decorative). */
export const bannerCopy = {
  header: 'Banner_Header',
  copy: 'Banner_Copy',
  close: 'Banner_Close',
} as const;

/** Button labels shared by every form. */
export const buttonCopy = {
  next: 'Shared_Button_Next',
  back: 'Shared_Button_Back',
  submit: 'Shared_Button_Submit',
  upload: 'Shared_Button_Upload',
  cancel: 'Shared_Button_Cancel',
  change: 'Shared_Button_Change',
  continue: 'Shared_Button_Continue',
  ok: 'Shared_Button_OK',
  edit: 'Shared_Button_Edit',
  delete: 'Shared_Button_Delete',
  close: 'Shared_Button_Close',
  addDocument: 'Shared_Button_AddDocument',
  addTransaction: 'Shared_Button_AddTransaction',
  startClaim: 'Shared_Button_StartClaim',
  findClaim: 'Shared_Button_FindClaim',
  payPalLogin: 'Shared_Button_PayPalLogin',
  returnHome: 'Shared_Button_ReturnHome',
  startOver: 'Shared_Button_StartOver',
  print: 'Shared_Button_Print',
  chooseFile: 'Shared_Button_ChooseFile',
  save: 'Shared_Button_Save',
  addRecord: 'Shared_Button_AddRecord',
  addRow: 'Shared_Button_AddRow',
  deleteRow: 'Shared_Button_DeleteRow',
  copyReferenceCode: 'Shared_Button_CopyReferenceCode',
} as const;

/** Document titles, headings and introductions of every wizard page. */
export const pageCopy = {
  claimantInfoTitle: 'Page_ClaimantInfo_Title',
  claimantInfoHeading: 'Page_ClaimantInfo_Heading',
  claimantInfoIntro: 'Page_ClaimantInfo_Intro',
  claimDetailsTitle: 'Page_ClaimDetails_Title',
  claimDetailsHeading: 'Page_ClaimDetails_Heading',
  claimDetailsIntro: 'Page_ClaimDetails_Intro',
  vehicleDetailsTitle: 'Page_VehicleDetails_Title',
  vehicleDetailsHeading: 'Page_VehicleDetails_Heading',
  vehicleDetailsIntro: 'Page_VehicleDetails_Intro',
  paymentElectionTitle: 'Page_PaymentElection_Title',
  paymentElectionHeading: 'Page_PaymentElection_Heading',
  paymentElectionIntro: 'Page_PaymentElection_Intro',
  supportingDocumentsTitle: 'Page_SupportingDocuments_Title',
  supportingDocumentsHeading: 'Page_SupportingDocuments_Heading',
  supportingDocumentsIntro: 'Page_SupportingDocuments_Intro',
  claimSummaryTitle: 'Page_ClaimSummary_Title',
  claimSummaryHeading: 'Page_ClaimSummary_Heading',
  claimSummaryIntro: 'Page_ClaimSummary_Intro',
  confirmationTitle: 'Page_Confirmation_Title',
  confirmationHeading: 'Page_Confirmation_Heading',
  confirmationIntro: 'Page_Confirmation_Intro',
  confirmationReferenceCode: 'Page_Confirmation_ReferenceCode',
  confirmationNextSteps: 'Page_Confirmation_NextSteps',
  automotiveStartTitle: 'Page_AutomotiveStart_Title',
  automotiveStartHeading: 'Page_AutomotiveStart_Heading',
  automotiveStartIntro: 'Page_AutomotiveStart_Intro',
  lookupTitle: 'Page_Lookup_Title',
  lookupHeading: 'Page_Lookup_Heading',
  lookupIntro: 'Page_Lookup_Intro',
  lookupResultHeading: 'Page_Lookup_ResultHeading',
  documentsUploadIntroTitle: 'Page_DocumentsUploadIntro_Title',
  documentsUploadIntroHeading: 'Page_DocumentsUploadIntro_Heading',
  documentsUploadIntroIntro: 'Page_DocumentsUploadIntro_Intro',
  documentsUploadDocumentsTitle: 'Page_DocumentsUploadDocuments_Title',
  documentsUploadDocumentsHeading: 'Page_DocumentsUploadDocuments_Heading',
  documentsUploadDocumentsIntro: 'Page_DocumentsUploadDocuments_Intro',
  documentsUploadConfirmationTitle: 'Page_DocumentsUploadConfirmation_Title',
  documentsUploadConfirmationHeading: 'Page_DocumentsUploadConfirmation_Heading',
  documentsUploadConfirmationIntro: 'Page_DocumentsUploadConfirmation_Intro',
} as const;

/** Headings of the blocks inside pages (fieldset legends and summary sections). */
export const sectionCopy = {
  name: 'Section_Name',
  mailingAddress: 'Section_MailingAddress',
  contactInformation: 'Section_ContactInformation',
  credentials: 'Section_Credentials',
  purchaseDetails: 'Section_PurchaseDetails',
  vehicle: 'Section_Vehicle',
  ownership: 'Section_Ownership',
  transactions: 'Section_Transactions',
  repairs: 'Section_Repairs',
  paymentMethod: 'Section_PaymentMethod',
  documents: 'Section_Documents',
  signature: 'Section_Signature',
} as const;

/** Pages outside the forms: deadline passed, not found, error, session expired. */
export const statusPageCopy = {
  deadlineTitle: 'Page_Deadline_Title',
  deadlineHeading: 'Page_Deadline_Heading',
  deadlineBody: 'Page_Deadline_Body',
  notFoundTitle: 'Page_NotFound_Title',
  notFoundHeading: 'Page_NotFound_Heading',
  notFoundBody: 'Page_NotFound_Body',
  errorTitle: 'Page_Error_Title',
  errorHeading: 'Page_Error_Heading',
  errorBody: 'Page_Error_Body',
  sessionExpiredTitle: 'Page_SessionExpired_Title',
  sessionExpiredHeading: 'Page_SessionExpired_Heading',
  sessionExpiredBody: 'Page_SessionExpired_Body',
} as const;

/** Validation messages: the contract's defaults and the keys its server-driven rules name. */
export const validationCopy = {
  required: 'Validation_Required',
  conditionalRequired: 'Validation_ConditionalRequired',
  maxLength: 'Validation_MaxLength',
  between: 'Validation_Between',
  email: 'Validation_Email',
  url: 'Validation_Url',
  numeric: 'Validation_Numeric',
  integer: 'Validation_Integer',
  dateBetween: 'Validation_Date_Between',
  numberBetween: 'Validation_Number_Between',
  restrictedCharacters: 'Validation_RestrictedCharacters',
  regexInvalidValue: 'Validation_Regex_InvalidValue',
  endDate: 'Validation_EndDate',
  preventFutureDate: 'Validation_PreventFutureDate',
  validDate: 'Validation_ValidDate',
  requireOnePropertyValTrue: 'Validation_RequireOnePropertyValTrue',
  requireOnePropertyToHaveAValue: 'Validation_RequireOnePropertyToHaveAValue',
  maskIncomplete: 'Validation_Mask_Incomplete',
  confirmEmailMismatch: 'Validation_ConfirmEmail_Mismatch',
  confirmPhoneMismatch: 'Validation_ConfirmPhone_Mismatch',
  documentsRequired: 'Validation_Documents_Required',
  formDirty: 'Validation_Form_Dirty',
  minimumRecordCount: 'Validation_MinimumRecordCount',
  minimumPurchases: 'Validation_MinimumPurchases',
  minimumRepairs: 'Validation_MinimumRepairs',
  fileDuplicate: 'Validation_File_Duplicate',
  fileType: 'Validation_File_Type',
  fileSize: 'Validation_File_Size',
  dateOutOfRange: 'Validation_Date_OutOfRange',
  endDateAllowEqual: 'Validation_EndDate_AllowEqual',
  preventFutureShortDate: 'Validation_PreventFutureShortDate',
  allowedCharactersUnavailable: 'Validation_AllowedCharacters_Unavailable',
  fileOnePerRecord: 'Validation_File_OnePerRecord',
  fileOnePerInput: 'Validation_File_OnePerInput',
  cultureRequired: 'Validation_Culture_Required',
  singleInstance: 'Validation_SingleInstance',
} as const;

/** The expected format of each input mask, which a screen reader hears in the field's hint. */
export const maskHintCopy = {
  currency: 'Mask_Hint_Currency',
  currencyDecimal: 'Mask_Hint_CurrencyDecimal',
  decimal: 'Mask_Hint_Decimal',
  internationalPhone: 'Mask_Hint_InternationalPhone',
  date: 'Mask_Hint_Date',
  usPhone: 'Mask_Hint_UsPhone',
  vin: 'Mask_Hint_Vin',
  usZip: 'Mask_Hint_UsZip',
  nonUsPostal: 'Mask_Hint_NonUsPostal',
} as const;

/** Error messages and the error summary. */
export const errorCopy = {
  submissionDefault: 'Shared_ErrorMessage_Submission_Default',
  requestFailed: 'Shared_ErrorMessage_RequestFailed',
  problemOccurred: 'Shared_ErrorMessage_ProblemOccurred',
  invalidCaptcha: 'Shared_ErrorMessage_InvalidCaptcha',
  invalidPayPal: 'Shared_ErrorMessage_InvalidPayPal',
  unauthorized: 'Shared_ErrorMessage_Unauthorized',
  authorizationExpired: 'Shared_ErrorMessage_AuthorizationExpired',
  summaryHeading: 'Shared_ErrorSummary_Heading',
  errorPrefix: 'Shared_ErrorPrefix',
} as const;

/** The session-timeout and alert dialogs. */
export const dialogCopy = {
  sessionTimeoutTitle: 'SessionTimeout_Title',
  sessionTimeoutBody: 'SessionTimeout_Body',
  sessionTimeoutCountdown: 'SessionTimeout_Countdown',
  alertTitle: 'Alert_Title',
  unsavedChanges: 'Shared_UnsavedChanges',
} as const;

/** Everything else the app shows around fields and records. */
export const sharedCopy = {
  selectPlaceholder: 'Shared_Select_Placeholder',
  required: 'Shared_Required',
  optional: 'Shared_Optional',
  saved: 'Shared_Saved',
  loading: 'Shared_Loading',
  documentTitle: 'Shared_DocumentTitle',
  documentTitleStep: 'Shared_DocumentTitle_Step',
  stepOf: 'Shared_StepOf',
  progressLabel: 'Shared_ProgressLabel',
  languageLabel: 'Shared_LanguageLabel',
  uploadProgress: 'Shared_Upload_Progress',
  uploadComplete: 'Shared_Upload_Complete',
  uploadFailed: 'Shared_Upload_Failed',
  noFileChosen: 'Shared_File_NoneChosen',
  acceptedFileTypes: 'Shared_File_AcceptedTypes',
  captchaVerifying: 'Shared_Captcha_Verifying',
  captchaNotice: 'Shared_Captcha_Notice',
  summaryChangeLink: 'Shared_Summary_ChangeLink',
  notProvided: 'Shared_NotProvided',
  recordsEmpty: 'Shared_Records_Empty',
  recordsSaved: 'Shared_Records_Saved',
  transactionRow: 'Shared_Transaction_Row',
  repairRow: 'Shared_Repair_Row',
  yes: 'Shared_Yes',
  no: 'Shared_No',
  payPalVerified: 'Shared_PayPal_Verified',
  payPalInstructions: 'Shared_PayPal_Instructions',
  payPalExpired: 'Shared_PayPal_Expired',
  payPalPopupBlocked: 'Shared_PayPal_PopupBlocked',
  fileRemove: 'Shared_File_Remove',
  fileRemoveLabel: 'Shared_File_RemoveLabel',
  radioNoneOption: 'Shared_Radio_NoneOption',
  datePickerOpen: 'Shared_DatePicker_Open',
  datePickerTitle: 'Shared_DatePicker_Title',
  datePickerNow: 'Shared_DatePicker_Now',
  datePickerCancel: 'Shared_DatePicker_Cancel',
  fileTypeUnknown: 'Shared_File_TypeUnknown',
  uploadLabel: 'Shared_Upload_Label',
  uploadValue: 'Shared_Upload_Value',
  recordNewDocument: 'Shared_Records_NewDocument',
  recordNewRecord: 'Shared_Records_NewRecord',
  recordAdded: 'Shared_Records_Added',
  recordRemoved: 'Shared_Records_Removed',
  recordUnnamed: 'Shared_Records_Unnamed',
  recordsFileName: 'Shared_Records_FileName',
  recordsFileType: 'Shared_Records_FileType',
  recordsFileSize: 'Shared_Records_FileSize',
  recordsActions: 'Shared_Records_Actions',
  tableRowHeader: 'Shared_Table_RowHeader',
  rowNotSaved: 'Shared_Row_NotSaved',
  rowSavedStatus: 'Shared_Row_SavedStatus',
  rowDeletedStatus: 'Shared_Row_DeletedStatus',
  referenceCodeLabel: 'Shared_ReferenceCode_Label',
  referenceCodeCopied: 'Shared_ReferenceCode_Copied',
  referenceCodeCopyFailed: 'Shared_ReferenceCode_CopyFailed',
} as const;

/** Every group, by name. */
export const copyKeyGroups = {
  header: headerCopy,
  footer: footerCopy,
  banner: bannerCopy,
  button: buttonCopy,
  page: pageCopy,
  section: sectionCopy,
  statusPage: statusPageCopy,
  validation: validationCopy,
  maskHint: maskHintCopy,
  error: errorCopy,
  dialog: dialogCopy,
  shared: sharedCopy,
} as const;

type Groups = typeof copyKeyGroups;

/** One copy key of the app. */
export type CopyKey = { [G in keyof Groups]: Groups[G][keyof Groups[G]] }[keyof Groups];

/** Every copy key of the app, in group order. */
export const allCopyKeys: readonly CopyKey[] = Object.values(copyKeyGroups).flatMap((group) => Object.values(group) as CopyKey[]);
