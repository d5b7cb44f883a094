// The CSV export opened in a spreadsheet that splits on another separator than the comma (`;`
// in much of Europe, a tab or `|` in import dialogs): an answer holding a separator followed by
// a formula must not become a formula cell there, whatever column it sits in.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvText } from '@server/admin/export';

/** Answers that carry a formula after a separator a spreadsheet may split on. */
const hostile = [
  "a;=cmd|' /C calc'!A2",
  "a,=cmd|' /C calc'!A2",
  "a\t=cmd|' /C calc'!A2",
  "a|=cmd|' /C calc'!A2",
  'a; +1+1',
  'a;"=1+1"',
  'a;-1+1',
  'a;@SUM(A1)',
  'a;\t=1',
  'a;\r=1',
  'first line\n=1+1',
  'first line\r\n@SUM(A1)',
  'a;＝1+1',
  // A separator first: the cell's own start is guarded too.
  '\t=1',
  '\r\n=1',
  ';=1',
];

// Cells a spreadsheet would run: a formula character after any spaces or quotes it drops, or a
// leading tab or carriage return.
const formulaCell = /^(?:[\s"]*[=+\-@＝＋－＠]|[\t\r])/u;

describe('the CSV export, split on any separator', () => {
  // Each answer after a cell of its own, as in a real export (the claim's reference code).
  const text = csvText([['referenceCode', 'answer'], ...hostile.map((value, i) => [`TST-${i}`, value])]);

  for (const delimiter of [',', ';', '\t', '|']) {
    it(`leaves no formula cell when split on ${JSON.stringify(delimiter)}, quotes honoured or not`, () => {
      for (const quote of ['"', false] as const) {
        const cells: string[] = parse(text, {
          delimiter,
          quote,
          record_delimiter: ['\r\n', '\n', '\r'],
          relax_column_count: true,
          relax_quotes: true,
          skip_records_with_error: true,
        }).flat();
        expect(cells.length).toBeGreaterThan(hostile.length);
        for (const cell of cells) expect(cell, `${JSON.stringify(cell)} split on ${JSON.stringify(delimiter)}`).not.toMatch(formulaCell);
      }
    });
  }

  it('keeps each answer readable in one cell with its own separator', () => {
    const rows: string[][] = parse(text);
    expect(rows).toHaveLength(hostile.length + 1);
    rows.slice(1).forEach((row, i) => {
      expect(row[0]).toBe(`TST-${i}`);
      // The answer as typed, with a ' where a formula could have started.
      expect(row[1]!.replaceAll("'", '')).toBe(hostile[i]!.replaceAll("'", ''));
    });
    expect(rows[1]![1]).toBe("a;'=cmd|' /C calc'!A2");
  });
});
