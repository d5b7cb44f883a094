// `npm run settings:docs`: writes the settings table of server/README.md from the setting
// definitions (server/settings/setting-definitions.ts); commit the result.
import { readFileSync, writeFileSync } from 'node:fs';
import { withSettingsTable } from '../server/settings/settings-docs';

const file = 'server/README.md';
writeFileSync(file, withSettingsTable(readFileSync(file, 'utf8')));
console.info(`wrote the settings table of ${file}`);
