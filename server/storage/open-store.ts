import type { ServerSettings } from '../settings/settings';
import { diskStore } from './disk-store';
import type { DocumentStore } from './store';

/** The document store the settings name: the bucket of STORAGE_URL, else DATA_DIR on disk. */
export async function openStore(settings: Pick<ServerSettings, 'dataDir' | 'storage'>): Promise<DocumentStore> {
  if (!settings.storage) return diskStore(settings.dataDir);
  // Loaded only with a bucket: the AWS SDK is large, and a disk-only server never needs it.
  const { s3Store } = await import('./s3-store');
  return s3Store(settings.storage);
}
