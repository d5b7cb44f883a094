// The reference server's settings: the types, the environment reader and the resolver, all built
// from the definitions in server/settings/setting-definitions.ts (one per setting). Every setting is an
// environment variable, read once at start; a bad value stops the server with a SettingsError.
import { settingDefinitions } from './setting-definitions';
import type { PackageSettings, SettingContext, SettingDefinition } from './setting-kinds';

type Definitions = typeof settingDefinitions;
type InputOf<D> = D extends SettingDefinition<infer I, unknown> ? I : never;
type ValueOf<D> = D extends SettingDefinition<never, infer T> ? T : never;

/** Every setting of the reference server, resolved and validated (settingDefinitions says what each
 *  holds). */
export type ServerSettings = {
  [K in keyof Definitions as Definitions[K] extends { inputOnly: true } ? never : K]: ValueOf<Definitions[K]>;
} & {
  /** Things the server starts with but an administrator should know about, logged at start. */
  warnings: readonly string[];
};

/** Settings as a caller gives them (tests pass a few; main.ts passes the environment's). */
export type SettingsInput = {
  [K in keyof Definitions as [InputOf<Definitions[K]>] extends [never] ? never : K]?: InputOf<Definitions[K]>;
};

const definitions: Readonly<Record<string, SettingDefinition<unknown, unknown>>> = settingDefinitions;

/** Reads the settings from environment variables (the `env` of each definition). */
export function settingsFromEnv(env: Record<string, string | undefined>): SettingsInput {
  const input: Record<string, string> = {};
  for (const [name, definition] of Object.entries(definitions)) {
    if (definition.env === null) continue;
    const value = env[definition.env];
    if (value === undefined) continue;
    if (definition.keepBlank) input[name] = value;
    else if (value.trim() !== '') input[name] = value.trim();
  }
  return input as SettingsInput;
}

/** Validates settings and fills defaults, first from the settlement package's settings (when
 *  given), then the built-in ones; throws SettingsError (or the theme registry's ThemeError). */
export function resolveSettings(input: SettingsInput = {}, settlement: PackageSettings | null = null): ServerSettings {
  const given = input as Readonly<Record<string, unknown>>;
  const values = new Map<string, unknown>();
  const resolving = new Set<string>();
  const warnings: string[] = [];
  const nodeEnv = typeof given.nodeEnv === 'string' ? given.nodeEnv : null;
  const context: SettingContext = {
    settlement,
    nodeEnv,
    development: nodeEnv === 'development',
    isSet: (name) => given[name] !== undefined && given[name] !== null,
    value: (name) => {
      if (values.has(name)) return values.get(name);
      const definition = definitions[name];
      if (!definition) throw new Error(`No setting is called ${name}.`);
      if (resolving.has(name)) throw new Error(`The setting ${name} depends on itself.`);
      resolving.add(name);
      const value = definition.parse(given[name], context);
      values.set(name, value);
      return value;
    },
    warn: (message) => {
      warnings.push(message);
    },
  };
  const settings: Record<string, unknown> = {};
  for (const [name, definition] of Object.entries(definitions)) {
    const value = context.value(name);
    if (!definition.inputOnly) settings[name] = value;
  }
  return { ...settings, warnings } as unknown as ServerSettings;
}
