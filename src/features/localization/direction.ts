import { useTranslation } from 'react-i18next';
import { cultureDirection, type Direction } from '@/engine/text-direction';

// The active culture's direction for components, and on the page's root element.

/** Writes a culture's language and direction on the page's root element. */
export function applyDocumentCulture(document: Document, culture: string): void {
  document.documentElement.lang = culture;
  document.documentElement.dir = cultureDirection(culture);
}

/** The writing direction of the active language. */
export function useDirection(): Direction {
  const { i18n } = useTranslation();
  return cultureDirection(i18n.language || 'en');
}
