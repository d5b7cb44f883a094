import { createSecretKey, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bandsOf, decodeSignature, encodeSignature, signatureOf, similarityOf } from '@server/screening/minhash';
import { foldText } from '@server/screening/normalize';
import { ringStory, story as ringBase } from '../../support/ring-story';

const secret = createSecretKey(randomBytes(32));
const story = foldText(ringBase);
const sharedBand = (a: Uint32Array, b: Uint32Array) => bandsOf(a).some((band) => bandsOf(b).includes(band));

describe('MinHash signatures of free text', () => {
  it('finds a story with a word swapped nearly the same, and meets it in a band', () => {
    const a = signatureOf(secret, story);
    const b = signatureOf(secret, foldText(ringStory(0)));
    expect(similarityOf(a, b)).toBeGreaterThan(0.7);
    expect(sharedBand(a, b)).toBe(true);
  });

  it('finds stories told in other words far apart', () => {
    const a = signatureOf(secret, story);
    const b = signatureOf(
      secret,
      foldText('The control panel went dark after a storm and never came back, even after the technician replaced the fuse for us.'),
    );
    expect(similarityOf(a, b)).toBeLessThan(0.2);
  });

  it('keys every signature: the same text under another secret gives other minimums', () => {
    const other = signatureOf(createSecretKey(randomBytes(32)), story);
    expect(similarityOf(signatureOf(secret, story), other)).toBeLessThan(0.1);
  });

  it('stores a signature and reads it back unchanged', () => {
    const a = signatureOf(secret, story);
    expect(similarityOf(decodeSignature(encodeSignature(a)), a)).toBe(1);
  });
});
