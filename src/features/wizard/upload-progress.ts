import type { RecordProgressMap } from '@/features/form-engine/blocks/document-records';
import type { PayloadFile } from '@/engine/payload';

/** Spreads the multipart body's progress over its files, which travel in order: each record's
 *  share is the bytes sent past the files before it, scaled from body bytes to file bytes (the
 *  JSON part and the multipart framing make the body a little larger than the files). */
export function recordProgress(files: readonly PayloadFile[], loaded: number, total: number): RecordProgressMap {
  const fileBytes = files.reduce((sum, { file }) => sum + file.size, 0);
  const sent = total > 0 ? Math.min(loaded / total, 1) * fileBytes : 0;
  const progress: Record<string, { loaded: number; total: number }> = {};
  let before = 0;
  for (const { clientId, file } of files) {
    progress[clientId] = { loaded: Math.round(Math.max(0, Math.min(sent - before, file.size))), total: file.size };
    before += file.size;
  }
  return progress;
}
