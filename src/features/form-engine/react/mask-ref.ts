import { useCallback, useMemo, useSyncExternalStore, type RefCallback } from 'react';
import type * as MaskInput from 'use-mask-input';
import type { MaskName } from '@/contract/model-config';
import { getMask } from '@/engine/masks';

// use-mask-input bundles Inputmask (about 30 kB of gzip), so it loads when a claimant is about to
// use a masked field (the pointer over it, or focus), not with the page. Until it arrives a masked
// field is a plain input whose text the engine's own formatter shows and stores; once it arrives
// the mask is attached to the same element (no remount, so focus and typed text stay) and
// Inputmask formats whatever was typed in the meantime.

type MaskLibrary = typeof MaskInput;

let library: MaskLibrary | null = null;
let loading: Promise<MaskLibrary> | null = null;
const listeners = new Set<() => void>();

/** Starts loading the mask library (safe to call repeatedly); tests and loaders may call it early.
 *  A failed download is forgotten, so the next use of a masked field tries again. */
export function preloadMasks(): Promise<MaskLibrary> {
  loading ??= import('use-mask-input').then(
    (loaded) => {
      library = loaded;
      for (const listener of listeners) listener();
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getLibrary = () => library;

// A masked field can be typed into without its mask (the engine formats it), so a failed
// download is only logged.
function loadOnUse(): void {
  preloadMasks().catch((error: unknown) => console.error('The input masks could not be loaded', error));
}

/** The element Inputmask decorates: it exposes `inputmask.remove()` (Inputmask's documented API). */
interface MaskedElement extends HTMLInputElement {
  inputmask?: { remove(): void };
}

// Until the library arrives: load it when the field is about to be used.
function loadOnUseRef(node: HTMLInputElement | null) {
  if (!node) return;
  node.addEventListener('pointerenter', loadOnUse, { once: true });
  node.addEventListener('focus', loadOnUse, { once: true });
  return () => {
    node.removeEventListener('pointerenter', loadOnUse);
    node.removeEventListener('focus', loadOnUse);
  };
}

/** A callback ref that applies a registered mask with use-mask-input's withMask once the library
 *  has loaded (asking for it when the field is about to be used), and removes it when the element
 *  goes or the mask changes; undefined without mask. */
export function useMaskRef(maskName: MaskName | undefined): RefCallback<HTMLInputElement> | undefined {
  const loaded = useSyncExternalStore(subscribe, getLibrary, getLibrary);
  const apply = useMemo(() => {
    if (!maskName || !loaded) return null;
    const { mask, options } = getMask(maskName).inputmask;
    return loaded.withMask(mask, options);
  }, [maskName, loaded]);
  const maskedRef = useCallback(
    (node: HTMLInputElement | null) => {
      if (!node || !apply) return;
      apply(node);
      return () => (node as MaskedElement).inputmask?.remove();
    },
    [apply],
  );
  if (!maskName) return undefined;
  return apply ? maskedRef : loadOnUseRef;
}
