import type { MessageDescriptor } from '@/engine/messages';
import type { WidgetCopy } from '../react/copy';

// Copy the blocks show around the fields: localization keys with the English used until (or
// unless) the settlement's copy supplies them. Where the contract's copy keys (copy-keys.ts)
// already name a piece of copy, the same key is used here, so the settlement's text for it wins.

/** The blocks' copy keys and their English defaults. */
export const blockCopy = {
  mailingAddressLegend: { key: 'Section_MailingAddress', defaultText: 'Mailing address' },
  nameLegend: { key: 'Section_Name', defaultText: 'Your name' },
  documentsHeading: { key: 'Section_Documents', defaultText: 'Documents' },
  transactionsCaption: { key: 'Section_Transactions', defaultText: 'Your purchases' },

  upload: { key: 'Shared_Button_Upload', defaultText: 'Upload' },
  save: { key: 'Shared_Button_Save', defaultText: 'Save' },
  cancel: { key: 'Shared_Button_Cancel', defaultText: 'Cancel' },
  edit: { key: 'Shared_Button_Edit', defaultText: 'Edit' },
  delete: { key: 'Shared_Button_Delete', defaultText: 'Delete' },
  addDocument: { key: 'Shared_Button_AddDocument', defaultText: 'Add a document' },
  addRecord: { key: 'Shared_Button_AddRecord', defaultText: 'Add a record' },
  print: { key: 'Shared_Button_Print', defaultText: 'Print this page' },
  copyCode: { key: 'Shared_Button_CopyReferenceCode', defaultText: 'Copy reference code' },

  newDocument: { key: 'Shared_Records_NewDocument', defaultText: 'New document' },
  newRecord: { key: 'Shared_Records_NewRecord', defaultText: 'New record' },
  recordsEmpty: { key: 'Shared_Records_Empty', defaultText: 'No documents added yet' },
  recordsSaved: { key: 'Shared_Records_Saved', defaultText: 'Documents added: {count}' },
  recordAdded: { key: 'Shared_Records_Added', defaultText: '{name} added' },
  recordRemoved: { key: 'Shared_Records_Removed', defaultText: '{name} removed' },
  recordNoName: { key: 'Shared_Records_Unnamed', defaultText: 'Record {number}' },
  columnFileName: { key: 'Shared_Records_FileName', defaultText: 'File name' },
  columnFileType: { key: 'Shared_Records_FileType', defaultText: 'Type' },
  columnFileSize: { key: 'Shared_Records_FileSize', defaultText: 'Size' },
  columnActions: { key: 'Shared_Records_Actions', defaultText: 'Actions' },
  fileTypeUnknown: { key: 'Shared_File_TypeUnknown', defaultText: 'Unknown' },
  removeFile: { key: 'Shared_File_RemoveLabel', defaultText: 'Remove {name}' },

  uploading: { key: 'Shared_Upload_Progress', defaultText: 'Uploading {name}: {percent}%' },
  uploadLabel: { key: 'Shared_Upload_Label', defaultText: 'Uploading {name}' },
  uploadValue: { key: 'Shared_Upload_Value', defaultText: '{loaded} of {total}' },
  uploadComplete: { key: 'Shared_Upload_Complete', defaultText: '{name} uploaded' },
  uploadFailed: { key: 'Shared_Upload_Failed', defaultText: '{name} could not be uploaded' },

  rowHeader: { key: 'Shared_Table_RowHeader', defaultText: 'Row' },
  rowLabel: { key: 'Shared_Transaction_Row', defaultText: 'Row {number}' },
  addRow: { key: 'Shared_Button_AddRow', defaultText: 'Add row {number}' },
  deleteRow: { key: 'Shared_Button_DeleteRow', defaultText: 'Delete row {number}' },
  rowSaved: { key: 'Shared_Saved', defaultText: 'Saved' },
  rowNotSaved: { key: 'Shared_Row_NotSaved', defaultText: 'Not saved' },
  rowSavedStatus: { key: 'Shared_Row_SavedStatus', defaultText: 'Row {number} saved' },
  rowDeletedStatus: { key: 'Shared_Row_DeletedStatus', defaultText: 'Row {number} deleted' },

  notProvided: { key: 'Shared_NotProvided', defaultText: 'Not provided' },
  yes: { key: 'Shared_Yes', defaultText: 'Yes' },
  no: { key: 'Shared_No', defaultText: 'No' },

  confirmationHeading: { key: 'Page_Confirmation_Heading', defaultText: 'Thank you, your claim was submitted' },
  confirmationIntro: {
    key: 'Page_Confirmation_Intro',
    defaultText: 'Keep your reference code. You will need it if you contact the Settlement Administrator.',
  },
  referenceCodeLabel: { key: 'Shared_ReferenceCode_Label', defaultText: 'Your reference code' },
  referenceCodeCopied: { key: 'Shared_ReferenceCode_Copied', defaultText: 'Reference code copied' },
  referenceCodeCopyFailed: {
    key: 'Shared_ReferenceCode_CopyFailed',
    defaultText: 'The reference code could not be copied. Select it and copy it yourself.',
  },
  confirmationNextSteps: {
    key: 'Page_Confirmation_NextSteps',
    defaultText: 'We will review your claim and contact you by email if we need anything else.',
  },
} as const satisfies Record<string, WidgetCopy>;

/** Validation messages of the record blocks, as descriptors (translated when shown). */
export const blockMessages = {
  documentsRequired: { key: 'Validation_Documents_Required', defaultMessage: 'Please provide documentation to support your claim' },
  formDirty: {
    key: 'Validation_Form_Dirty',
    defaultMessage: 'The form has changes that are not saved. Finish or cancel the record you started before you continue.',
  },
  minimumRecordCount: { key: 'Validation_MinimumRecordCount', defaultMessage: 'Add {min} or more rows' },
} as const satisfies Record<string, MessageDescriptor>;
