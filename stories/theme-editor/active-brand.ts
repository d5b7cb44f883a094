import { useSyncExternalStore } from 'react';
import { themeByBrand, type BrandId } from '@themes/registry';

const readBrand = (): BrandId => themeByBrand(document.documentElement.dataset.brand)?.brand ?? 'jnd-7';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-brand'] });
  return () => observer.disconnect();
}

/** The brand on the document root (set by the theme picker), following its changes. */
export function useActiveBrand(): BrandId {
  return useSyncExternalStore(subscribe, readBrand, () => 'jnd-7');
}
