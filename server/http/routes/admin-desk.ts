// Admin calls that manage the desk's people: add a person (answering their first sign-in link),
// give someone a new link (each link's person is mailed that one was issued), list them, disable
// one. Registered by adminRoutes behind the admin token and audited there; `npm run admin --
// desk ...` does the same from a shell.
import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { AppEnv } from '../app-env';
import { addPerson, disable, DeskInputError, issueSignInLink, people } from '../../desk/people';
import { deskSignInUrl } from '../../desk/sign-in-url';
import { linksNeedNoSecondFactor } from '../../desk/mfa';
import { anyJson, jsonBody } from '../json-body';
import { jsonError } from '../json-error';

const text = (body: unknown, key: string) =>
  body && typeof body === 'object' && typeof (body as Record<string, unknown>)[key] === 'string'
    ? ((body as Record<string, unknown>)[key] as string)
    : '';

export function deskAdminRoutes(app: Hono<AppEnv>, ctx: AppContext): void {
  const answer = async (work: () => Promise<Response>, c: Parameters<typeof jsonError>[0]) => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DeskInputError) return jsonError(c, 400, error.message);
      throw error;
    }
  };

  app.get('/api/admin/desk/people', async (c) => c.json({ people: await people(ctx.db) }));

  // { email, name, role: reviewer|supervisor|auditor } -> the person and their sign-in link
  app.post('/api/admin/desk/people', jsonBody(anyJson, { invalid: '' }), (c) =>
    answer(async () => {
      const body = c.req.valid('json');
      const person = await addPerson(ctx.db, { email: text(body, 'email'), name: text(body, 'name'), role: text(body, 'role') });
      // A link is one factor: under DESK_REQUIRE_MFA the person signs in through the provider only.
      if (ctx.settings.deskRequireMfa) return c.json({ person, signInUrl: null, note: linksNeedNoSecondFactor }, 201);
      const { token } = await issueSignInLink(ctx.db, person.email, new Date(ctx.now()));
      ctx.mail.kick();
      return c.json({ person, signInUrl: deskSignInUrl(ctx.site.origin, token) }, 201);
    }, c),
  );

  // { email } -> a new sign-in link
  app.post('/api/admin/desk/links', jsonBody(anyJson, { invalid: '' }), (c) =>
    answer(async () => {
      if (ctx.settings.deskRequireMfa) return jsonError(c, 409, linksNeedNoSecondFactor);
      const { person, token } = await issueSignInLink(ctx.db, text(c.req.valid('json'), 'email'), new Date(ctx.now()));
      ctx.mail.kick();
      return c.json({ person, signInUrl: deskSignInUrl(ctx.site.origin, token) });
    }, c),
  );

  // { email } -> 204; their sessions and links end at once
  app.post('/api/admin/desk/people/disable', jsonBody(anyJson, { invalid: '' }), (c) =>
    answer(async () => {
      await disable(ctx.db, text(c.req.valid('json'), 'email'), new Date(ctx.now()));
      return c.body(null, 204);
    }, c),
  );
}
