import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@ui/cn';
import type { CaptchaConfig } from '@/contract/api';
import { sharedCopy } from '@/contract/copy-keys';
import { useStore } from '@/lib/store';
import { createCaptchaService, type CaptchaService, type CaptchaState } from './captcha-service';

const disabledService = createCaptchaService({ config: null });
const CaptchaContext = createContext<CaptchaService>(disabledService);

/** Props of CaptchaProvider: the captcha settings, or a ready-made service (tests, stories). */
type CaptchaProviderProps = { children: ReactNode } & (
  | { config: CaptchaConfig | null | undefined; service?: never }
  | { service: CaptchaService; config?: never }
);

/** Makes one captcha service available to the page: the widget and every button share it. A
 *  new service is made only when the provider or site key changes. */
export function CaptchaProvider({ config, service, children }: CaptchaProviderProps) {
  const provider = config?.provider;
  const siteKey = config?.siteKey;
  const made = useMemo(
    () => (service ? null : createCaptchaService({ config: provider === undefined ? null : { provider, siteKey } })),
    [service, provider, siteKey],
  );
  return <CaptchaContext.Provider value={service ?? made ?? disabledService}>{children}</CaptchaContext.Provider>;
}

/** What useCaptcha returns: the state flags and the service's actions. */
interface CaptchaControls extends CaptchaState {
  /** A token for one authorize or submit (null when captcha is off); rejects when the challenge fails. */
  execute: () => Promise<string | null>;
  /** Call after every authorize and submit. */
  reset: () => void;
  /** Runs an authorize or submit with a token and resets afterwards (see CaptchaService.withToken). */
  withToken: CaptchaService['withToken'];
}

/** The page's captcha: `inProgress` disables buttons that need a token while a challenge runs. */
export function useCaptcha(): CaptchaControls {
  const service = useContext(CaptchaContext);
  const state = useStore(service, (state) => state);
  return useMemo(() => ({ ...state, execute: service.execute, reset: service.reset, withToken: service.withToken }), [state, service]);
}

/** The invisible captcha widget: the provider renders its (hidden) widget and challenge here. It
 *  also says the form is protected, as the providers require when their badge is not shown, and
 *  politely announces a running check. Renders nothing when captcha is off. */
export function CaptchaWidget({ className }: { className?: string }) {
  const { t } = useTranslation();
  const service = useContext(CaptchaContext);
  const { enabled, inProgress } = useStore(service, (state) => state);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!enabled || !container.current) return;
    return service.mount(container.current);
  }, [service, enabled]);

  if (!enabled) return null;
  return (
    <div data-slot="captcha-widget" className={cn('text-sm text-muted-fg', className)}>
      <p>{t(sharedCopy.captchaNotice, { defaultValue: 'This form is protected against automated submissions.' })}</p>
      <div ref={container} data-slot="captcha-container" />
      {/* Stays mounted with changing text: screen readers skip live regions inserted with their content. */}
      <p role="status" className="sr-only">
        {inProgress ? t(sharedCopy.captchaVerifying, { defaultValue: 'Checking that you are a person' }) : ''}
      </p>
    </div>
  );
}
