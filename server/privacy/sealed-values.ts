// Answers kept encrypted inside a stored payload. A sensitive answer is replaced, where it stood, by
// an envelope `{ "$sealed": "<base64 of iv, ciphertext, tag>" }`: the JSON of the value, sealed
// under its claim's data key (data-keys.ts) and bound to the claim's id, so an envelope copied into
// another claim does not open. The payload keeps its shape, so versions, exports and the case file
// read it as before once opened; a payload may be opened without knowing which fields were
// sensitive when it was written (the package may have changed since).
import type { PayloadModel, SubmissionPayload } from '../../src/contract/api';
import { mapPayloadModels } from '../../src/contract/payload-slots';
import { seal, unseal } from './key-ring';

/** The one property of an envelope. */
const SEALED = '$sealed';

type Envelope = { [SEALED]: string };

/** A plain object, as JSON makes them (not a Date, a Buffer or a class instance). */
const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as Record<string, unknown>)[SEALED] === 'string';

/** The envelope of one value. */
export function sealValue(key: Buffer, ownerId: string, value: unknown): Envelope {
  return { [SEALED]: seal(key, Buffer.from(JSON.stringify(value ?? null)), ownerId).toString('base64') };
}

/** The value an envelope holds. Throws when the key or the owner is not the one it was sealed with. */
function openEnvelope(key: Buffer, ownerId: string, envelope: Envelope): unknown {
  return JSON.parse(unseal(key, Buffer.from(envelope[SEALED], 'base64'), ownerId).toString('utf8'));
}

/** Says whether the answer of field `key` of the model of `dtoMapping` is sensitive. */
export type SensitiveTest = (dtoMapping: string, key: string) => boolean;

function sealModel(model: PayloadModel, sensitive: SensitiveTest, key: Buffer, ownerId: string): PayloadModel {
  const mapping = model.metadata.dtoMapping ?? model.metadata.DtoMapping;
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(model.fields)) {
    const empty = value === null || value === undefined || value === '';
    // A value shaped like an envelope that no form sends is sealed too, so opening the payload
    // gives back exactly what was sent rather than trying to open a forgery.
    const seals = (!empty && typeof mapping === 'string' && sensitive(mapping, name)) || isEnvelope(value);
    fields[name] = seals ? sealValue(key, ownerId, value) : value;
  }
  return { ...model, fields };
}

/** The payload with each sensitive answer sealed under the owner's key (empty answers stay empty). */
export function sealPayload(payload: SubmissionPayload, sensitive: SensitiveTest, key: Buffer, ownerId: string): SubmissionPayload {
  return mapPayloadModels(payload, (model) => sealModel(model, sensitive, key, ownerId));
}

/** How sealed values are given back. */
type Opening =
  /** The values as sent. */
  | 'plain'
  /** Each value's last four characters only (`****1234`): exports and admin views by default. */
  | 'masked';

/** A sealed value as a masked export shows it. */
export function maskValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length <= 4 ? '****' : `****${text.slice(-4)}`;
}

/** What stands in for a sealed value whose key was destroyed (past retention). */
const DESTROYED = null;

/** `stored` with every envelope in it (at any depth) opened, or masked; with no key (destroyed),
 *  every envelope becomes null. */
export function openSealed<T>(stored: T, key: Buffer | null, ownerId: string, opening: Opening = 'plain'): T {
  const walk = (value: unknown): unknown => {
    if (isEnvelope(value)) {
      if (key === null) return DESTROYED;
      const plain = openEnvelope(key, ownerId, value);
      return opening === 'masked' ? maskValue(plain) : plain;
    }
    if (Array.isArray(value)) return value.map(walk);
    if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    return value;
  };
  return walk(stored) as T;
}

/** Whether a stored value holds any envelope (it needs its owner's key to be read). */
export function holdsSealed(stored: unknown): boolean {
  if (isEnvelope(stored)) return true;
  if (Array.isArray(stored)) return stored.some(holdsSealed);
  if (isPlainObject(stored)) return Object.values(stored).some(holdsSealed);
  return false;
}
