import { useEffect, useId, useState, type ReactNode } from 'react';
import { brandIds, themeByBrand, type BrandId } from '@themes/registry';

/** Reads the `brand` query value (jnd-7, ftc-7 or kontent-9); jnd-7 when absent or unknown. */
function brandFromLocation(search: string = globalThis.location?.search ?? ''): BrandId {
  const value = new URLSearchParams(search).get('brand');
  return themeByBrand(value)?.brand ?? 'jnd-7';
}

/** Applies a brand to the document root, which is where the token sets are scoped. */
export function applyBrand(brand: BrandId): void {
  document.documentElement.dataset.brand = brand;
}

/** Renders children in a brand, with an optional picker that keeps the choice in the address
 *  and a notice beside it. */
export function BrandFrame({ children, showPicker, notice }: { children: ReactNode; showPicker: boolean; notice?: ReactNode }) {
  const [brand, setBrand] = useState<BrandId>(() => brandFromLocation());
  const id = useId();

  useEffect(() => applyBrand(brand), [brand]);

  const choose = (next: BrandId) => {
    setBrand(next);
    const url = new URL(globalThis.location.href);
    url.searchParams.set('brand', next);
    globalThis.history.replaceState(globalThis.history.state, '', url);
  };

  return (
    <div className="min-h-full bg-background font-body text-foreground">
      {showPicker && (
        <div className="mb-4 flex items-center gap-2 border-b border-border pb-3 text-sm">
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
          {notice}
        </div>
      )}
      {children}
    </div>
  );
}
