// The names a field config chooses from: masks and radio layouts (widgets are in widgets.ts).
// Plain constants without zod, so the browser's engine can use them without loading the
// contract's schemas (model-config.ts builds its schemas from them and re-exports them).

/** The nine registered masks (contract.md §Validation). */
export const maskNames = [
  'currency',
  'currencyDecimal',
  'decimal',
  'internationalPhone',
  'date',
  'usPhone',
  'vin',
  'usZip',
  'nonUsPostal',
] as const;
/** One registered mask name. */
export type MaskName = (typeof maskNames)[number];

/** How a radio widget lays out its options: one per line, or in a wrapping row. */
export const stylingChoices = ['stacked', 'inline'] as const;
