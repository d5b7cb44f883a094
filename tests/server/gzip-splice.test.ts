import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { prepareSplice, splicedGzip } from '@server/http/routes/gzip-splice';

// A kept page is deflated once and each response's values are put in between its parts: what a
// browser unzips must be exactly the page with those values, whatever the parts and values hold.

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('a spliced gzip', () => {
  it('unzips to the parts joined with the values, for values of every size', async () => {
    const parts = [
      '<!doctype html><html><head><script nonce="',
      '">window.__seed="',
      '"</script></head><body><h1>Tell us about yourself</h1><p>Écrivez — أرسل 🙂</p>'.repeat(200),
      '</body></html>',
    ].map(bytes);
    const splice = await prepareSplice(parts);
    // A stored block holds at most 65,535 bytes: a longer value takes several.
    for (const values of [
      ['abc', '0123456789abcdef01234567', 'x'],
      ['', '', ''],
      ['n'.repeat(70_000), 'é'.repeat(40_000), 'z'],
    ]) {
      const zipped = splicedGzip(splice, values.map(bytes));
      const expected = Buffer.concat(parts.flatMap((part, i) => (i < values.length ? [part, bytes(values[i]!)] : [part])));
      expect(gunzipSync(zipped).equals(expected)).toBe(true);
    }
  });

  it('unzips right when a value starts or ends the page', async () => {
    const parts = ['', '<p>between</p>', ''].map(bytes);
    const zipped = splicedGzip(await prepareSplice(parts), [bytes('first'), bytes('last')]);
    expect(gunzipSync(zipped).toString()).toBe('first<p>between</p>last');
  });

  it('gives a page of one part, with nothing to put in, as its plain gzip', async () => {
    const page = bytes('<html><body>Nothing per response</body></html>');
    expect(gunzipSync(splicedGzip(await prepareSplice([page]), [])).toString()).toBe(page.toString());
  });

  it('refuses values that do not fit between the parts', async () => {
    const splice = await prepareSplice([bytes('a'), bytes('b')]);
    expect(() => splicedGzip(splice, [])).toThrow('A page of 2 parts takes 1 values, not 0.');
  });
});
