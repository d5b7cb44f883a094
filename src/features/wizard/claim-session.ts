import type { FormType } from '@/contract/form-type-names';
import { useContext } from 'react';
import type { ModelConfig } from '@/contract/model-config';
import { checkParsedModelConfigs } from '@/engine/config-check';
import { createModelStore, resetModelStore, withClientIdSeed, type FormModel, type ModelStore } from '@/engine/models';
import { createFormEngine, type FormEngine } from '@/features/form-engine/react/engine';
import { memoryKeyStore, type IdempotencyKeyStore } from '@/lib/api/idempotency';
import { createStore, type ReadableStore } from '@/lib/store';
import { clearAnswers, persistAnswers, restoreAnswers, submissionKeyStore } from './answers-storage';
import { ClaimSessionContext } from './claim-session-context';
import { readAnswersFrom } from './page-skips';

// The claimant's work in this tab: one form engine for every form type (made once the model
// configs arrive and kept across page changes) and the reference code each submitted form got.
// A module-level store like the app state: the wizard pages, the confirmation page and the
// pages that clear form state (not found, error, session expired) all reach the same one.

/** What the claim session holds besides the engine. */
interface ClaimSessionState {
  /** The reference code of each form submitted in this tab (contract: kept per form type). */
  readonly referenceCodes: Readonly<Partial<Record<FormType, string>>>;
}

/** Hooks the session calls so answers can outlive a reload (see answers-storage.ts). */
export interface ClaimSessionPersistence {
  /** Puts back what an earlier load of this tab kept, when the configs still match. */
  restore(engine: FormEngine): void;
  /** Starts keeping answers as they change; returns the stop function. */
  start(engine: FormEngine): () => void;
  /** Forgets the kept answers (after a submit, at session expiry). */
  clear(): void;
  /** Where the Idempotency-Key of a pending submit is kept, beside the answers. */
  keys: IdempotencyKeyStore;
}

/** The claim session: the engine, the reference codes and the clearing the contract asks for. */
export interface ClaimSession extends ReadableStore<ClaimSessionState> {
  /** The engine for the configs GET /api/forms/config answered; the same engine for the same
   *  answer. A malformed config throws a ConfigError naming the model, field and problem. */
  engineFor(configs: readonly ModelConfig[], options?: EngineOptions): FormEngine;
  /** Puts back the answers kept in this tab once a server-rendered page has hydrated (engineFor
   *  with a seed leaves them out, so the first render matches the server's); no-op otherwise. */
  restoreKept(): void;
  /** Keeps a submitted form's reference code, and starts that form's answers afresh. */
  submitted(formType: FormType, referenceCode: string): void;
  /** Re-initialises every model and forgets kept answers (session expiry, not found, error). */
  clearForms(): void;
  /** The Idempotency-Key of each form's pending submit, kept as long as the answers are. */
  readonly submissionKeys: IdempotencyKeyStore;
  /** The answers the pages' skip conditions read: the engine's, except that a submitted form
   *  counts with the answers it was sent with until it is answered anew; null before the engine. */
  currentAnswers(): ModelStore | null;
}

/** How a claim session is made. */
interface ClaimSessionOptions {
  /** True for a session of one server render: its answers stay its own instead of becoming the
   *  tab's answers the skip conditions read (page-skips.ts). */
  readonly isolated?: boolean;
}

/** How a server-rendered page's engine is made: its first models' ids come from the seed the
 *  server rendered them with, and the answers kept in this tab wait until hydration is done. */
interface EngineOptions {
  readonly clientIdSeed?: string | null | undefined;
}

/** Creates a claim session; the app uses the one `claimSession`. */
export function createClaimSession(
  persistence: ClaimSessionPersistence | null = null,
  sessionOptions: ClaimSessionOptions = {},
): ClaimSession {
  const codes = createStore<ClaimSessionState>({ referenceCodes: {} });
  let engine: FormEngine | null = null;
  let madeFrom: readonly ModelConfig[] | null = null;
  let pendingRestore: (() => void) | null = null;
  // A submit starts the form's answers afresh, yet its closing page must count the steps the
  // claimant had ("step 7 of 7" after a skipped page). So each submitted form keeps the models it
  // was sent with beside the fresh ones it got; while those fresh models are untouched (any edit
  // replaces a model), skip conditions read the sent ones.
  const sent = new Map<FormType, { fresh: readonly FormModel[]; sent: readonly FormModel[] }>();
  const answersForSkips = (): ModelStore | null => {
    if (!engine) return null;
    const store = engine.getStore();
    let saved = store.saved;
    for (const [formType, kept] of sent) {
      const current = store.saved.filter((model) => model.metadata.formType === formType);
      const untouched = current.length === kept.fresh.length && current.every((model, index) => model === kept.fresh[index]);
      if (!untouched) {
        sent.delete(formType);
        continue;
      }
      saved = [...saved.filter((model) => model.metadata.formType !== formType), ...kept.sent];
    }
    return saved === store.saved ? store : { ...store, saved };
  };

  return {
    submissionKeys: persistence?.keys ?? memoryKeyStore(),
    getState: codes.getState,
    subscribe: codes.subscribe,
    currentAnswers: answersForSkips,
    engineFor(configs, options = {}) {
      if (engine && madeFrom === configs) return engine;
      // The configs were parsed with the contract's schema (by the server before it served them,
      // or by the API client); this adds the cross checks (rules that name a missing field or
      // model, duplicate models ...) before a claimant sees a field, without parsing everything a
      // second time and without a schema library.
      const checked = checkParsedModelConfigs(configs);
      const seed = options.clientIdSeed;
      const made = createFormEngine(seed ? withClientIdSeed(seed, () => createModelStore([...checked])) : createModelStore([...checked]));
      if (engine === null && persistence) {
        const restore = () => {
          persistence.restore(made);
          persistence.start(made);
        };
        if (seed) pendingRestore = restore;
        else restore();
      }
      engine = made;
      madeFrom = configs;
      if (!sessionOptions.isolated) readAnswersFrom(() => answersForSkips() ?? made.getStore());
      return made;
    },
    restoreKept() {
      const restore = pendingRestore;
      pendingRestore = null;
      restore?.();
    },
    submitted(formType, referenceCode) {
      if (engine) {
        const fresh = createModelStore(Object.values(engine.getStore().configs));
        const freshModels = fresh.saved.filter((model) => model.metadata.formType === formType);
        const sentModels = engine.getStore().saved.filter((model) => model.metadata.formType === formType);
        sent.set(formType, { fresh: freshModels, sent: sentModels });
        // Only the submitted form starts afresh; another form's answers stay.
        engine.update((store) => ({
          ...store,
          saved: [...store.saved.filter((model) => model.metadata.formType !== formType), ...freshModels],
          drafts: store.drafts.filter((model) => model.metadata.formType !== formType),
        }));
      }
      persistence?.clear();
      codes.setState((state) => ({ referenceCodes: { ...state.referenceCodes, [formType]: referenceCode } }));
    },
    clearForms() {
      sent.clear();
      engine?.update(resetModelStore);
      persistence?.clear();
    },
  };
}

/** Answers kept in this tab's sessionStorage (never localStorage: they must not outlive the tab
 *  or reach another claimant on a shared computer); none where the browser refuses storage. */
function sessionStoragePersistence(): ClaimSessionPersistence | null {
  let storage: Storage;
  try {
    if (typeof window === 'undefined') return null;
    storage = window.sessionStorage;
  } catch {
    return null;
  }
  return {
    restore: (engine) => engine.update((store) => restoreAnswers(storage, store)),
    start: (engine) => persistAnswers(engine, storage),
    clear: () => clearAnswers(storage),
    keys: submissionKeyStore(storage),
  };
}

/** The claim session of this tab. */
export const claimSession: ClaimSession = createClaimSession(sessionStoragePersistence());

/** The claim session in scope: a server render's own, else this tab's. */
export function useClaimSession(): ClaimSession {
  return useContext(ClaimSessionContext) ?? claimSession;
}
