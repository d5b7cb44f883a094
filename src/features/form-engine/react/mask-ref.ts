import { useEffect, useMemo, useState, type RefCallback } from 'react';
import type * as MaskInput from 'use-mask-input';
import type { MaskName } from '@/contract/model-config';
import { getMask } from '../masks';

// use-mask-input bundles Inputmask (about 30 kB of gzip), so it is loaded on first need rather
// than with the first page. Until it arrives a masked field is a plain input whose text is still
// cleaned by the engine's own formatter on the way to the model; once it arrives the mask is
// attached to the same element (no remount, so focus and typed text stay).

type MaskLibrary = typeof MaskInput;

let library: MaskLibrary | null = null;
let loading: Promise<MaskLibrary> | null = null;

/** Starts loading the mask library (safe to call repeatedly); route loaders may call it early. */
export function preloadMasks(): Promise<MaskLibrary> {
  loading ??= import('use-mask-input').then((loaded) => {
    library = loaded;
    return loaded;
  });
  return loading;
}

/** The element Inputmask decorates: it exposes `inputmask.remove()` (Inputmask's documented API). */
interface MaskedElement extends HTMLInputElement {
  inputmask?: { remove(): void };
}

/** A callback ref that applies a registered mask with use-mask-input's withMask once the library
 *  has loaded, and removes it when the element goes or the mask changes; undefined without mask. */
export function useMaskRef(maskName: MaskName | undefined): RefCallback<HTMLInputElement> | undefined {
  const [loaded, setLoaded] = useState<MaskLibrary | null>(library);

  useEffect(() => {
    if (!maskName || loaded) return;
    let live = true;
    void preloadMasks().then((lib) => {
      if (live) setLoaded(lib);
    });
    return () => {
      live = false;
    };
  }, [maskName, loaded]);

  return useMemo(() => {
    if (!maskName || !loaded) return undefined;
    const { mask, options } = getMask(maskName).inputmask;
    const apply = loaded.withMask(mask, options);
    return (node: HTMLInputElement | null) => {
      if (!node) return;
      apply(node);
      return () => (node as MaskedElement).inputmask?.remove();
    };
  }, [maskName, loaded]);
}
