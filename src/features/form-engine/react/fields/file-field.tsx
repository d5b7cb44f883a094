import { useState } from 'react';
import { FileInput } from '@ui/file-input';
import { widgetCopy } from '../copy';
import { useFieldView, type ModelFieldProps } from '../field-view';

/** The File held by a file field's list, when it is a browser File. */
function chosenFile(value: unknown): File | null {
  if (!Array.isArray(value)) return null;
  const [first] = value as unknown[];
  return typeof File !== 'undefined' && first instanceof File ? first : null;
}

/** File widget: exactly one file. The field holds the one-file list; the model's name, size and
 *  type siblings are filled by the engine ('unknown' type when the browser gives none). A refused
 *  selection (several files, a wrong type) is shown as the field's error until the next choice. */
export function FileField({ config, state }: ModelFieldProps) {
  const { field, shared, translators, change } = useFieldView<unknown>(config);
  // The refusal is kept as copy, not text, so it follows a language switch like other errors.
  const [refusal, setRefusal] = useState<typeof widgetCopy.fileOnlyOne | typeof widgetCopy.fileType | null>(null);
  const onlyOne = translators.copy(widgetCopy.fileOnlyOne);
  const refusalText = refusal ? translators.copy(refusal) : null;
  return (
    <FileInput
      {...shared}
      error={refusalText ? [refusalText, ...shared.error] : shared.error}
      name={config.key}
      accept={config.props?.accept}
      value={chosenFile(field.state.value)}
      onChange={(file) => {
        setRefusal(null);
        change(file ? [file] : null);
      }}
      onError={(message) => setRefusal(message === onlyOne ? widgetCopy.fileOnlyOne : widgetCopy.fileType)}
      onBlur={field.handleBlur}
      disabled={state.disabled}
      multipleFilesMessage={onlyOne}
      fileTypeMessage={translators.copy(widgetCopy.fileType)}
      removeText={translators.copy(widgetCopy.fileRemove)}
      removeLabel={(name) => translators.copy(widgetCopy.fileRemoveLabel, { name })}
    />
  );
}
