import { describe, expect, it } from 'vitest';
import { resolveSettings, settingsFromEnv } from '@server/settings/settings';
import { SettingsError } from '@server/settings/setting-kinds';

describe('document store settings', () => {
  it('keeps documents on disk when STORAGE_URL is not set', () => {
    expect(resolveSettings({}).storage).toBeNull();
  });

  it('reads a bucket, its prefix and the connection settings from the environment', () => {
    const settings = resolveSettings(
      settingsFromEnv({
        STORAGE_URL: 's3://claims-documents/brightwater/2026/',
        STORAGE_ENDPOINT: 'http://127.0.0.1:9000',
        STORAGE_REGION: 'eu-west-1',
        STORAGE_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        STORAGE_SECRET_ACCESS_KEY: 'secret-example',
        STORAGE_FORCE_PATH_STYLE: 'true',
      }),
    );
    expect(settings.storage).toEqual({
      bucket: 'claims-documents',
      prefix: 'brightwater/2026',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
      forcePathStyle: true,
    });
    expect(resolveSettings({ storageUrl: 's3://claims-documents' }).storage).toMatchObject({
      prefix: '',
      region: 'us-east-1',
      forcePathStyle: false,
      accessKeyId: null,
    });
  });

  it.each([
    [{ storageUrl: 'https://claims-documents/x' }, /STORAGE_URL must look like s3:\/\/bucket/],
    [{ storageUrl: 's3://Claims_Documents' }, /STORAGE_URL must look like s3:\/\/bucket/],
    [{ storageEndpoint: 'http://127.0.0.1:9000' }, /STORAGE_ENDPOINT is set but STORAGE_URL is not/],
    [{ storageUrl: 's3://claims-documents', storageEndpoint: '127.0.0.1:9000' }, /STORAGE_ENDPOINT must be an http\(s\) URL/],
    [
      { storageUrl: 's3://claims-documents', storageAccessKeyId: 'AKIAEXAMPLE' },
      /STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY go together/,
    ],
    [{ storageUrl: 's3://claims-documents', storageForcePathStyle: 'sometimes' }, /STORAGE_FORCE_PATH_STYLE must be true or false/],
  ])('refuses %o, naming the setting', (input, message) => {
    expect(() => resolveSettings(input)).toThrow(SettingsError);
    expect(() => resolveSettings(input)).toThrow(message);
  });
});
