import { useEffect, useId, useState, type ReactNode } from 'react';
import { visionKinds, type VisionKind } from '@themes/colour-vision';
import { brandIds, themeByBrand, type BrandId } from '@themes/registry';
import { VisionFilters, visionFilter, visionLabels } from '../theme-editor/vision-filters';
import { chooseScheme, schemeFromLocation, useActiveScheme } from './scheme';

/** Reads the `brand` query value (jnd-7, ftc-7 or kontent-9); jnd-7 when absent or unknown. */
function brandFromLocation(search: string = globalThis.location?.search ?? ''): BrandId {
  const value = new URLSearchParams(search).get('brand');
  return themeByBrand(value)?.brand ?? 'jnd-7';
}

/** Reads the `vision` query value (protanopia, deuteranopia, tritanopia, achromatopsia); null
 *  for typical vision. */
function visionFromLocation(search: string = globalThis.location?.search ?? ''): VisionKind | null {
  const value = new URLSearchParams(search).get('vision');
  return visionKinds.find((kind) => kind === value) ?? null;
}

/** Writes one query value into the address without a new history entry (null removes it). */
function setQuery(name: string, value: string | null): void {
  const url = new URL(globalThis.location.href);
  if (value === null) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  globalThis.history.replaceState(globalThis.history.state, '', url);
}

/** Applies a brand to the document root, which is where the token sets are scoped. */
export function applyBrand(brand: BrandId): void {
  document.documentElement.dataset.brand = brand;
}

/** Renders children in a brand and a colour scheme and, when asked, as a colour-vision view sees
 *  them, with optional pickers that keep the choices in the address (`?brand=`, `?scheme=`,
 *  `?vision=`) and a notice beside. */
export function BrandFrame({ children, showPicker, notice }: { children: ReactNode; showPicker: boolean; notice?: ReactNode }) {
  const [brand, setBrand] = useState<BrandId>(() => brandFromLocation());
  const [vision, setVision] = useState<VisionKind | null>(() => visionFromLocation());
  const id = useId();
  const filterPrefix = `vision${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;

  const scheme = useActiveScheme();

  useEffect(() => applyBrand(brand), [brand]);
  // The scheme the address names, once: after that the pickers (here and the editor's) set it.
  useEffect(() => chooseScheme(schemeFromLocation()), []);

  const choose = (next: BrandId) => {
    setBrand(next);
    setQuery('brand', next);
  };
  const chooseVision = (next: VisionKind | null) => {
    setVision(next);
    setQuery('vision', next);
  };

  return (
    <div className="min-h-full bg-background font-body text-foreground">
      {showPicker && (
        <div className="mb-4 flex flex-wrap items-center gap-2 border-b border-border pb-3 text-sm">
          <label htmlFor={id} className="font-semibold">
            Theme
          </label>
          <select
            id={id}
            value={brand}
            onChange={(e) => choose(e.target.value as BrandId)}
            className="rounded-theme-sm border border-input bg-input-bg px-2 py-1"
          >
            {brandIds.map((b) => (
              <option key={b} value={b}>
                {themeByBrand(b)?.label}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-scheme`} className="ms-2 font-semibold">
            Scheme
          </label>
          <select
            id={`${id}-scheme`}
            value={scheme}
            onChange={(e) => chooseScheme(e.target.value === 'dark' ? 'dark' : 'light')}
            className="rounded-theme-sm border border-input bg-input-bg px-2 py-1"
          >
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
          <label htmlFor={`${id}-vision`} className="ms-2 font-semibold">
            Colour vision
          </label>
          <select
            id={`${id}-vision`}
            value={vision ?? 'typical'}
            onChange={(e) => chooseVision(visionKinds.find((kind) => kind === e.target.value) ?? null)}
            className="rounded-theme-sm border border-input bg-input-bg px-2 py-1"
          >
            {(['typical', ...visionKinds] as const).map((kind) => (
              <option key={kind} value={kind}>
                {visionLabels[kind]}
              </option>
            ))}
          </select>
          {notice}
        </div>
      )}
      {vision === null ? (
        children
      ) : (
        // Only with a view chosen: a filter makes its element the containing block of fixed
        // descendants, and portals (dialogs, menus) render outside it, unfiltered.
        <div data-slot="story-vision" data-vision={vision} style={{ filter: visionFilter(filterPrefix, vision) }}>
          <VisionFilters prefix={filterPrefix} />
          {children}
        </div>
      )}
    </div>
  );
}
