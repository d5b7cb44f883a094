import { catalogue } from '@/contract/copy-catalogue';
import { useState } from 'react';
import { FileInput } from '@ui/file-input';
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
  const { field, value, shared, translators, change } = useFieldView(config);
  // The refusal is kept as copy, not text, so it follows a language switch like other errors.
  const [refusal, setRefusal] = useState<typeof catalogue.validation.fileOnePerInput | typeof catalogue.validation.fileType | null>(null);
  const onlyOne = translators.copy(catalogue.validation.fileOnePerInput);
  const refusalText = refusal ? translators.copy(refusal) : null;
  return (
    <FileInput
      {...shared}
      error={refusalText ? [refusalText, ...shared.error] : shared.error}
      name={config.key}
      accept={config.props?.accept}
      value={chosenFile(value)}
      onChange={(file) => {
        setRefusal(null);
        change(file ? [file] : null);
      }}
      onError={(message) => setRefusal(message === onlyOne ? catalogue.validation.fileOnePerInput : catalogue.validation.fileType)}
      onBlur={field.handleBlur}
      disabled={state.disabled}
      multipleFilesMessage={onlyOne}
      fileTypeMessage={translators.copy(catalogue.validation.fileType)}
      removeText={translators.copy(catalogue.shared.fileRemove)}
      removeLabel={(name) => translators.copy(catalogue.shared.fileRemoveLabel, { name })}
    />
  );
}
