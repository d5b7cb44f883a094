import type { CopyText } from '@/contract/copy-catalogue';

// The copy widgets and blocks take as props: an entry of the app's copy catalogue
// (src/contract/copy-catalogue.ts), or any key with an English default of the same shape.

/** A localization key and the English shown until the settlement's copy supplies it. */
export type WidgetCopy = CopyText;
