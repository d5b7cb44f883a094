// Copy the widgets show around the server's labels: localization keys with the English text used
// until (or unless) the settlement's copy supplies them. Labels, hints, option labels and rule
// messages are not here: the model configs name their own keys.

/** One piece of widget copy: a localization key and its English default. */
export interface WidgetCopy {
  readonly key: string;
  readonly defaultText: string;
}

/** The widget copy keys and their English defaults. */
export const widgetCopy = {
  /** The first, empty choice of every select unless the config names its own placeholderText. */
  selectPlaceholder: { key: 'Shared_Select_Placeholder', defaultText: 'Select an option' },
  /** Visually hidden before each inline error, so a screen reader says it is one. */
  errorPrefix: { key: 'Shared_ErrorPrefix', defaultText: 'Error:' },
  /** The radio "none of these" option when the config gives no noneOptionLabel. */
  noneOption: { key: 'Shared_Radio_NoneOption', defaultText: 'None of these' },
  /** The date field's calendar button, dialog and its buttons (contract labels Select, Cancel, Now). */
  dateOpenCalendar: { key: 'Shared_DatePicker_Open', defaultText: 'Choose date' },
  dateCalendarTitle: { key: 'Shared_DatePicker_Title', defaultText: 'Select a date' },
  dateToday: { key: 'Shared_DatePicker_Now', defaultText: 'Now' },
  dateCancel: { key: 'Shared_DatePicker_Cancel', defaultText: 'Cancel' },
  /** The file field's remove button (its accessible name adds the file name). */
  fileRemove: { key: 'Shared_File_Remove', defaultText: 'Remove' },
  fileRemoveLabel: { key: 'Shared_File_RemoveLabel', defaultText: 'Remove {name}' },
  fileOnlyOne: { key: 'Validation_File_OnePerInput', defaultText: 'Select only one file.' },
  fileType: { key: 'Validation_File_Type', defaultText: 'The selected file type is not allowed.' },
} as const satisfies Record<string, WidgetCopy>;
