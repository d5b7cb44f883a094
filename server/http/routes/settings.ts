// The read-only calls of the contract's table: CSRF token, deadlines, whitelist, captcha, PayPal,
// model configs, the wizard's pages, signature date, cultures and content, and set-language. Each
// reads ctx.settlement when called: an admin reload may have replaced it (new deadlines).
import type { FormPagesResponse } from '../../../src/contract/page-layouts';
import type { Hono } from 'hono';
import type { CaptchaConfig } from '../../../src/contract/api';
import { readBeganStamp } from '../began-stamp-cookie';
import { deadlinesAnswerFor } from '../../claims/deadline-gate';
import type { AppContext } from '../../context';
import type { AppEnv } from '../app-env';
import { formatBytes } from '../../../src/engine/format-bytes';
import { stampFirstVisit } from '../first-visit-cookie';
import { recordSessionStart } from '../session-visits';
import { CSRF_HEADER, csrfTokenFor } from '../csrf';
import { ensureSessionId } from '../session-cookie';
import { jsonError } from '../json-error';
import { setSiteCookie } from '../cookies';
import { serve } from '../serve';

/** Wire names of the captcha providers in GET /api/captcha. */
const captchaProviderNames = { test: 'test', hcaptcha: 'hCaptcha', recaptcha: 'reCAPTCHA', none: 'none' } as const;

/** Registers the GET calls. */
export function settingsRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  serve(app, 'csrf', (c) => {
    const sessionId = ensureSessionId(c, ctx.settings, ctx.csrfSecret);
    stampFirstVisit(c, ctx, sessionId);
    recordSessionStart(c, ctx, sessionId);
    return c.json({ requestHeaderName: CSRF_HEADER, requestToken: csrfTokenFor(ctx.csrfSecret, sessionId) });
  });

  serve(app, 'deadlines', (c) => {
    const answer = ctx.settlement.deadlinesAnswer(ctx.settings.deadlineStyle, ctx.passedDeadlines);
    return c.json(deadlinesAnswerFor(ctx.settlement, answer, ctx.passedDeadlines, readBeganStamp(c, ctx.csrfSecret)));
  });

  serve(app, 'charactersWhitelist', (c) => c.json({ allowedCharacters: ctx.settlement.info.allowedCharacters }));

  serve(app, 'captcha', (c) => {
    const body: CaptchaConfig = { provider: captchaProviderNames[ctx.settings.captchaProvider], siteKey: ctx.settings.captchaSiteKey };
    return c.json(body);
  });

  serve(app, 'payPalSettings', (c) => c.json(ctx.settlement.payPalSettings()));

  // Configs change only when the server restarts with another package: let the browser keep them for a while.
  serve(app, 'formsConfig', (c) => {
    c.header('Cache-Control', 'private, max-age=300');
    return c.json(ctx.settlement.modelConfigs);
  });

  // The wizard's pages, from the same package and as long-lived as the configs.
  serve(app, 'formPages', (c) => {
    c.header('Cache-Control', 'private, max-age=300');
    const body = { forms: ctx.settlement.pages } as FormPagesResponse;
    return c.json(body);
  });

  serve(app, 'signatureDate', (c) => {
    const culture = c.req.query('culture') ?? 'en';
    if (!ctx.settlement.isCulture(culture)) return jsonError(c, 400, 'Unknown culture.');
    return c.json({ signatureDate: ctx.settlement.signatureDate() });
  });

  serve(app, 'cultures', (c) => c.json(ctx.settlement.info.cultures));

  serve(app, 'cultureContent', (c) => {
    const culture = c.req.query('culture');
    if (!ctx.settlement.isCulture(culture)) return jsonError(c, 404, 'Unknown culture.');
    c.header('Cache-Control', 'private, max-age=300');
    return c.json(ctx.settlement.content(culture, { maxSize: formatBytes(ctx.settings.uploadMaxBytes, culture) }));
  });

  // Declared by the contract with no visible use: remembers the language in a cookie.
  serve(app, 'setLanguage', (c) => {
    const culture = c.req.query('culture');
    if (!ctx.settlement.isCulture(culture)) return jsonError(c, 400, 'Unknown culture.');
    setSiteCookie(c, ctx.settings, 'claims_culture', culture, { sameSite: 'Lax', maxAge: 365 * 24 * 3600 });
    return c.body(null, 204);
  });
}
