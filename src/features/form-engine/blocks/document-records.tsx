import { catalogue } from '@/contract/copy-catalogue';
import { useState, type ComponentProps } from 'react';
import { Button } from '@ui/button';
import { cn } from '@ui/cn';
import { formatBytes } from '@/engine/format-bytes';
import { ProgressBar } from '@ui/progress-bar';
import type { FormType } from '@/contract/form-type-names';
import { removeModel, savedModels, type FormModel } from '@/engine/models';
import { parseNumber } from '@/engine/values';
import { useFormEngine, useModelStore } from '../react/engine-context';
import { useTranslators, type Translators } from '../react/translate';
import { Announcer } from './announcer';
import { fileNameOf } from './display-value';

/** How far a record's file has gone up with the submission (bytes), or that it failed. */
interface RecordProgress {
  readonly loaded: number;
  readonly total: number;
  readonly failed?: boolean;
}

/** Upload progress per record, by client id. */
export type RecordProgressMap = Readonly<Record<string, RecordProgress | undefined>>;

type UploadStatus = 'uploading' | 'complete' | 'failed';

function statusOf(progress: RecordProgress): UploadStatus {
  if (progress.failed) return 'failed';
  return progress.total > 0 && progress.loaded >= progress.total ? 'complete' : 'uploading';
}

/** The kind of file a claimant recognises: the name's extension ("PDF"), else the MIME subtype,
 *  else "Unknown" (a file field stores the type 'unknown' when the browser gives none). */
function fileKind(name: string | null, type: unknown, translators: Translators): string {
  const extension = name ? /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1] : undefined;
  if (extension) return extension.toUpperCase();
  if (typeof type === 'string' && type.includes('/')) return (type.split('/')[1] ?? type).toUpperCase();
  return translators.copy(catalogue.shared.fileTypeUnknown);
}

function recordName(model: FormModel, index: number, translators: Translators): string {
  return fileNameOf(model) ?? translators.copy(catalogue.shared.recordUnnamed, { number: index + 1 });
}

function statusMessage(status: UploadStatus, name: string, progress: RecordProgress, translators: Translators): string {
  if (status === 'complete') return translators.copy(catalogue.shared.uploadComplete, { name });
  if (status === 'failed') return translators.copy(catalogue.shared.uploadFailed, { name });
  const percent = progress.total > 0 ? Math.floor((progress.loaded / progress.total) * 100) : 0;
  return translators.copy(catalogue.shared.uploadProgress, { name, percent });
}

/** Announces each record's upload status when it changes (started, finished, failed), not every
 *  percent: a screen reader reading out each progress step would drown everything else. */
function useStatusAnnouncement(records: readonly FormModel[], progress: RecordProgressMap | undefined, translators: Translators): string {
  const statuses = records.flatMap((model, index) => {
    const entry = progress?.[model.clientId];
    return entry
      ? [
          {
            id: model.clientId,
            status: statusOf(entry),
            message: statusMessage(statusOf(entry), recordName(model, index, translators), entry, translators),
          },
        ]
      : [];
  });
  const signature = statuses.map((entry) => `${entry.id}:${entry.status}`).join('|');
  const [seen, setSeen] = useState({ signature: '', statuses: new Map<string, UploadStatus>(), text: '' });
  if (seen.signature !== signature) {
    const changed = statuses.filter((entry) => seen.statuses.get(entry.id) !== entry.status);
    setSeen({
      signature,
      statuses: new Map(statuses.map((entry) => [entry.id, entry.status])),
      text: changed.length > 0 ? changed.map((entry) => entry.message).join('. ') : seen.text,
    });
  }
  return seen.text;
}

/** Props of DocumentRecords. */
interface DocumentRecordsProps extends Omit<ComponentProps<'div'>, 'children'> {
  formType: FormType;
  /** The document-context mapping whose saved records to list (e.g. documentContexts). */
  mappingName: string;
  /** Only the records under this parent transaction. */
  claimTransactionId?: string | null;
  /** Called instead of removing the record from the store. */
  onRemove?: (clientId: string) => void;
  /** Upload progress per record (from the submission's upload progress). */
  progress?: RecordProgressMap;
}

/** The saved document records as a table of file name, type and size, each with a remove button
 *  named with its file name, and its upload progress while the claim is being sent. */
export function DocumentRecords({
  formType,
  mappingName,
  claimTransactionId,
  onRemove,
  progress,
  className,
  ...props
}: DocumentRecordsProps) {
  const { engine } = useFormEngine();
  const store = useModelStore();
  const translators = useTranslators();
  const records = savedModels(store, formType, mappingName).filter(
    (model) => claimTransactionId === undefined || model.claimTransactionId === claimTransactionId,
  );
  const announcement = useStatusAnnouncement(records, progress, translators);
  const remove = onRemove ?? ((clientId: string) => engine.update((current) => removeModel(current, clientId)));

  return (
    <div data-slot="document-records" className={cn('flex flex-col gap-2', className)} {...props}>
      {records.length === 0 ? (
        <p data-slot="document-records-empty" className="m-0 text-muted-fg">
          {translators.copy(catalogue.shared.recordsEmpty)}
        </p>
      ) : (
        <table className="w-full table-fixed border-collapse text-start">
          <caption className="mb-2 text-start font-semibold">
            {translators.copy(catalogue.shared.recordsSaved, { count: records.length })}
          </caption>
          <thead>
            <tr className="border-b-2 border-border">
              <th scope="col" className="w-1/2 py-2 pe-3 font-semibold">
                {translators.copy(catalogue.shared.recordsFileName)}
              </th>
              <th scope="col" className="py-2 pe-3 font-semibold">
                {translators.copy(catalogue.shared.recordsFileType)}
              </th>
              <th scope="col" className="py-2 pe-3 font-semibold">
                {translators.copy(catalogue.shared.recordsFileSize)}
              </th>
              <th scope="col" className="w-12 py-2">
                <span className="sr-only">{translators.copy(catalogue.shared.recordsActions)}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {records.map((model, index) => {
              const name = recordName(model, index, translators);
              const size = parseNumber(model.fields.size);
              const entry = progress?.[model.clientId];
              return (
                <tr key={model.clientId} data-slot="document-record" className="border-b border-border align-top">
                  <td className="py-2 pe-3 break-words">
                    <span className="font-semibold">{name}</span>
                    {entry && (
                      <ProgressBar
                        className="mt-2"
                        label={translators.copy(catalogue.shared.uploadLabel, { name })}
                        value={entry.loaded}
                        max={entry.total}
                        formatValueText={(loaded, total) =>
                          translators.copy(catalogue.shared.uploadValue, { loaded: formatBytes(loaded), total: formatBytes(total) })
                        }
                      />
                    )}
                    {entry?.failed && (
                      <p className="m-0 mt-1 text-sm font-semibold text-danger">
                        {translators.copy(catalogue.shared.uploadFailed, { name })}
                      </p>
                    )}
                  </td>
                  <td className="py-2 pe-3 break-words">{fileKind(fileNameOf(model), model.fields.type, translators)}</td>
                  <td className="py-2 pe-3">{size === null ? '' : formatBytes(size)}</td>
                  <td className="py-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      icon="trash"
                      iconOnly
                      label={translators.copy(catalogue.shared.fileRemoveLabel, { name })}
                      onClick={() => remove(model.clientId)}
                      className="print:hidden"
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <Announcer text={announcement} />
    </div>
  );
}
