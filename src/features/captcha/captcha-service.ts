import type { CaptchaConfig } from '@/contract/api';
import { createStore, type ReadableStore } from '@/lib/store';
import { CaptchaError, captchaErrorAction, captchaErrorCode, isKnownCaptchaError } from './captcha-errors';
import {
  loadCaptchaProvider,
  resolveCaptchaConfig,
  type CaptchaProviderApi,
  type CaptchaProviderKind,
  type CaptchaRenderParams,
  type ResolvedCaptchaConfig,
} from './captcha-provider';

/** What buttons and the widget read: contract.md §Data's captcha state, minus the secrets. */
export interface CaptchaState {
  /** False when the settlement has no site key or provider 'none': no token is needed. */
  readonly enabled: boolean;
  /** The widget is rendered and can run a challenge. */
  readonly ready: boolean;
  /** A challenge is running: buttons that need a token are disabled meanwhile. */
  readonly inProgress: boolean;
}

/** A provider-agnostic invisible captcha. */
export interface CaptchaService extends ReadableStore<CaptchaState> {
  readonly config: ResolvedCaptchaConfig | null;
  /** Loads the provider (once) and renders the invisible widget into the container; the returned
   *  function removes it. One container at a time: a second mount replaces the first. */
  mount(container: HTMLElement): () => void;
  /** A token for one authorize or submit: the one held if any, else a new challenge. Resolves
   *  null when captcha is disabled; rejects with a CaptchaError when the challenge fails. Only
   *  one challenge runs at a time: a call while one runs joins it and gets the same token. */
  execute(): Promise<string | null>;
  /** Forgets the token and resets the widget (after every authorize and submit: tokens are single-use). */
  reset(): void;
  /** Runs an authorize or submit with a token, then resets: the action is not carried out when
   *  the challenge fails (the CaptchaError is thrown), and the token is never reused. */
  withToken<T>(action: (token: string | null) => Promise<T>): Promise<T>;
}

/** Options of createCaptchaService. */
export interface CaptchaServiceOptions {
  /** GET /api/captcha. */
  config: CaptchaConfig | null | undefined;
  /** Loads the provider's script and returns its object; tests pass a fake provider. */
  loadProvider?: (kind: CaptchaProviderKind) => Promise<CaptchaProviderApi>;
  /** Where failures are logged. */
  logger?: Pick<Console, 'warn' | 'error'>;
  /** A running challenge that has not answered after this long fails as challenge-expired.
   *  Invisible reCAPTCHA has no callback when the claimant closes its challenge, so without
   *  this limit the buttons would stay disabled for good. */
  challengeTimeoutMs?: number;
}

/** reCAPTCHA tokens live two minutes; a challenge left open longer cannot produce a usable one. */
const DEFAULT_CHALLENGE_TIMEOUT_MS = 2 * 60_000;

const disabledState: CaptchaState = { enabled: false, ready: false, inProgress: false };

interface Pending {
  promise: Promise<string>;
  resolve: (token: string) => void;
  reject: (error: CaptchaError) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** Creates the captcha service for one setting. Nothing loads until mount() or execute(). On a
 *  failure it follows the contract's matrix: missing-captcha and invalid-captcha-id render the widget
 *  anew; rate-limited, invalid-data, challenge-closed, challenge-expired, challenge-error and
 *  internal-error reset it; network-error, script-error and unknown codes are only logged. */
export function createCaptchaService(options: CaptchaServiceOptions): CaptchaService {
  const config = resolveCaptchaConfig(options.config);
  const loadProvider = options.loadProvider ?? ((kind: CaptchaProviderKind) => loadCaptchaProvider(kind));
  const logger = options.logger ?? console;
  const challengeTimeoutMs = options.challengeTimeoutMs ?? DEFAULT_CHALLENGE_TIMEOUT_MS;
  const store = createStore<CaptchaState>(config ? { enabled: true, ready: false, inProgress: false } : disabledState);
  let api: CaptchaProviderApi | null = null;
  let loading: Promise<CaptchaProviderApi> | null = null;
  let container: HTMLElement | null = null;
  let widgetId: string | number | null = null;
  let token: string | null = null;
  let pending: Pending | null = null;
  // The contract's render-on-error flag: the next use renders a fresh widget first.
  let renderOnError = false;

  function setState(changes: Partial<CaptchaState>) {
    const state = store.getState();
    const next = { ...state, ...changes };
    if (next.ready === state.ready && next.inProgress === state.inProgress) return;
    store.setState(next);
  }

  function load(): Promise<CaptchaProviderApi> {
    if (api) return Promise.resolve(api);
    if (!config) return Promise.reject(new CaptchaError('script-error'));
    loading ??= loadProvider(config.kind).then(
      (loaded) => {
        api = loaded;
        return loaded;
      },
      (error: unknown) => {
        // Forget the failure so the next mount or challenge tries the script again.
        loading = null;
        throw new CaptchaError(captchaErrorCode(error) === 'unknown' ? 'script-error' : captchaErrorCode(error));
      },
    );
    return loading;
  }

  const params = (siteKey: string): CaptchaRenderParams => ({
    sitekey: siteKey,
    size: 'invisible',
    callback: (value) => {
      token = value;
      settle(null, value);
    },
    'error-callback': (code) => fail(code || 'network-error'),
    'expired-callback': () => {
      // The token timed out before it was used: drop it and ready the widget for a new challenge.
      token = null;
      resetWidget();
    },
    'close-callback': () => fail('challenge-closed'),
    'chalexpired-callback': () => fail('challenge-expired'),
  });

  function removeWidget() {
    if (api && widgetId !== null) {
      try {
        api.remove?.(widgetId);
      } catch {
        // A widget the provider no longer knows is as good as removed.
      }
    }
    widgetId = null;
    setState({ ready: false });
  }

  function render(): void {
    if (!api || !config || !container) return;
    removeWidget();
    try {
      widgetId = api.render(container, params(config.siteKey));
      renderOnError = false;
      setState({ ready: true });
    } catch (error) {
      // Not through fail(): a render that fails with missing-captcha must not loop re-rendering.
      renderOnError = true;
      logFailure(captchaErrorCode(error));
    }
  }

  function resetWidget() {
    if (!api || widgetId === null) return;
    try {
      api.reset(widgetId);
    } catch (error) {
      const code = captchaErrorCode(error);
      logFailure(code);
      if (captchaErrorAction(code) === 'rerender') renderOnError = true;
    }
  }

  function logFailure(code: string) {
    if (isKnownCaptchaError(code)) logger.warn(`Captcha: ${code}`);
    else logger.error(`Captcha: unknown error ${code}`);
  }

  function fail(code: string) {
    logFailure(code);
    const action = captchaErrorAction(code);
    token = null;
    if (action === 'rerender') {
      renderOnError = true;
      render();
    } else if (action === 'reset') {
      resetWidget();
    }
    settle(new CaptchaError(code), null);
  }

  function settle(error: CaptchaError | null, value: string | null) {
    const current = pending;
    if (!current) return;
    pending = null;
    clearTimeout(current.timer);
    setState({ inProgress: false });
    if (error) current.reject(error);
    else current.resolve(value ?? '');
  }

  async function challenge(current: Pending) {
    try {
      await load();
    } catch (error) {
      fail(captchaErrorCode(error));
      return;
    }
    if (pending !== current) return;
    if (renderOnError || widgetId === null) render();
    if (widgetId === null) {
      fail('missing-captcha');
      return;
    }
    current.timer = setTimeout(() => {
      if (pending === current) fail('challenge-expired');
    }, challengeTimeoutMs);
    try {
      const result = api?.execute(widgetId);
      // The answer comes through the callbacks; a promise some providers also return would
      // otherwise reject unhandled on failure.
      if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(undefined, () => undefined);
    } catch (error) {
      fail(captchaErrorCode(error));
    }
  }

  function reset() {
    token = null;
    if (renderOnError) render();
    else resetWidget();
  }

  function execute(): Promise<string | null> {
    if (!config) return Promise.resolve(null);
    if (pending) return pending.promise;
    if (token) return Promise.resolve(token);
    let resolve!: (value: string) => void;
    let reject!: (error: CaptchaError) => void;
    const promise = new Promise<string>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const current: Pending = { promise, resolve, reject, timer: undefined };
    pending = current;
    setState({ inProgress: true });
    void challenge(current);
    return promise;
  }

  return {
    config,
    getState: store.getState,
    subscribe: store.subscribe,
    mount(element) {
      if (!config) return () => undefined;
      container = element;
      load().then(
        () => {
          if (container === element) render();
        },
        (error: unknown) => logFailure(captchaErrorCode(error)),
      );
      return () => {
        if (container !== element) return;
        removeWidget();
        container = null;
        settle(new CaptchaError('missing-captcha'), null);
      };
    },
    execute,
    reset,
    async withToken(action) {
      const value = await execute();
      try {
        return await action(value);
      } finally {
        if (config) reset();
      }
    },
  };
}
