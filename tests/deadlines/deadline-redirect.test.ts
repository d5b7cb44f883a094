import { describe, expect, it } from 'vitest';
import { classifyTarget, deadlineRedirect, type DeadlineRedirect } from '@/features/deadlines/deadline-redirect';
import { normalizeDeadlines, type DeadlineSettings } from '@/features/deadlines/deadline-settings';

const origin = 'https://claims.example';

// The claim filing, automotive and lookup deadlines are over on 1 July 2025 at noon in the Mountain zone; the
// global and documents-upload deadlines are not. Several zones and formats on purpose.
const settings = normalizeDeadlines({
  en: {
    projectTimeZone: 'Mountain',
    deadlines: {
      globalDeadline: { deadlineDateTime: '12/31/2025 11:59:59 PM', redirectUrl: '/global-closed' },
      claimFilingDeadline: { deadlineDateTime: '2025-06-30T23:59:59', redirectUrl: '/claims-closed' },
      automotiveFilingDeadline: { deadlineDateTime: '06/30/2025', redirectUrl: null },
      lookupFilingDeadline: { deadlineDateTime: '06/30/2025 17:00', redirectUrl: 'https://other.example/lookup-closed' },
      documentsUploadFilingDeadline: { deadlineDateTime: '07/01/2025 12:00:01', redirectUrl: null },
    },
  },
  es: { deadlines: { claimFilingDeadline: { redirectUrl: '/es/reclamos-cerrados' } } },
});
const now = Date.parse('2025-07-01T12:00:00-06:00');

const withoutGlobalRedirect: DeadlineSettings = normalizeDeadlines({
  deadlines: {
    globalDeadline: { deadline: '12/31/2025', timeZone: 'Eastern' },
    automotiveFilingDeadline: { deadline: '06/30/2025', timeZone: 'Eastern' },
  },
});

describe('deadlineRedirect', () => {
  it.each<[name: string, keys: string[] | undefined, language: string, expected: DeadlineRedirect | null]>([
    ['a page without deadlines stays open', undefined, 'en', null],
    ['an empty list stays open', [], 'en', null],
    ['deadlines not yet passed stay open', ['globalDeadline', 'documentsUploadFilingDeadline'], 'en', null],
    ['a key with no configured deadline stays open', ['someOtherDeadline'], 'en', null],
    [
      'the language redirect of the passed deadline',
      ['globalDeadline', 'claimFilingDeadline'],
      'es',
      { kind: 'internal', to: '/es/reclamos-cerrados' },
    ],
    ['language codes compare without case', ['claimFilingDeadline'], 'ES', { kind: 'internal', to: '/es/reclamos-cerrados' }],
    ['English redirect of the passed deadline', ['claimFilingDeadline'], 'en', { kind: 'internal', to: '/claims-closed' }],
    ['its default for a language without one', ['claimFilingDeadline'], 'fr', { kind: 'internal', to: '/claims-closed' }],
    [
      'the global default when the passed deadline has none',
      ['globalDeadline', 'automotiveFilingDeadline'],
      'es',
      { kind: 'internal', to: '/global-closed' },
    ],
    [
      'an external target',
      ['globalDeadline', 'lookupFilingDeadline'],
      'en',
      { kind: 'external', href: 'https://other.example/lookup-closed' },
    ],
  ])('%s', (_name, keys, language, expected) => {
    expect(deadlineRedirect({ pageDeadlineKeys: keys, settings, language, now, origin })).toEqual(expected);
  });

  it('falls back to /deadline when neither the deadline nor the global one has a redirect', () => {
    expect(
      deadlineRedirect({
        pageDeadlineKeys: ['globalDeadline', 'automotiveFilingDeadline'],
        settings: withoutGlobalRedirect,
        language: 'en',
        now,
        origin,
      }),
    ).toEqual({ kind: 'internal', to: '/deadline' });
  });

  it('falls back to /deadline when there is no global deadline at all', () => {
    const { automotiveFilingDeadline } = withoutGlobalRedirect;
    expect(
      deadlineRedirect({
        pageDeadlineKeys: ['automotiveFilingDeadline'],
        settings: { automotiveFilingDeadline: automotiveFilingDeadline! },
        language: 'en',
        now,
      }),
    ).toEqual({ kind: 'internal', to: '/deadline' });
  });

  it('uses the global redirect when the global deadline itself has passed', () => {
    const later = Date.parse('2026-01-01T00:00:00-07:00');
    expect(
      deadlineRedirect({ pageDeadlineKeys: ['globalDeadline', 'documentsUploadFilingDeadline'], settings, language: 'en', now: later }),
    ).toEqual({
      kind: 'internal',
      to: '/global-closed',
    });
  });

  it("prefers the form's own deadline to the global one when both have passed", () => {
    const later = new Date('2026-01-01T00:00:00-07:00');
    expect(deadlineRedirect({ pageDeadlineKeys: ['globalDeadline', 'claimFilingDeadline'], settings, language: 'es', now: later })).toEqual(
      {
        kind: 'internal',
        to: '/es/reclamos-cerrados',
      },
    );
  });

  it('is open at the deadline instant and closed one millisecond after', () => {
    const deadline = settings.documentsUploadFilingDeadline!.at;
    expect(deadline).toBe(Date.parse('2025-07-01T12:00:01-06:00'));
    const check = (time: number) =>
      deadlineRedirect({ pageDeadlineKeys: ['documentsUploadFilingDeadline'], settings, language: 'en', now: time });
    expect(check(deadline)).toBeNull();
    expect(check(deadline + 1)).toEqual({ kind: 'internal', to: '/global-closed' });
  });
});

describe('classifyTarget', () => {
  it.each<[target: string, origin: string | undefined, expected: DeadlineRedirect]>([
    ['/closed?x=1#top', origin, { kind: 'internal', to: '/closed?x=1#top' }],
    ['closed', origin, { kind: 'internal', to: '/closed' }],
    ['https://claims.example/closed?x=1', origin, { kind: 'internal', to: '/closed?x=1' }],
    ['https://claims.example:8443/closed', origin, { kind: 'external', href: 'https://claims.example:8443/closed' }],
    ['http://claims.example/closed', origin, { kind: 'external', href: 'http://claims.example/closed' }],
    ['https://other.example/closed', origin, { kind: 'external', href: 'https://other.example/closed' }],
    ['//other.example/closed', origin, { kind: 'external', href: 'https://other.example/closed' }],
    ['https://claims.example/closed', undefined, { kind: 'external', href: 'https://claims.example/closed' }],
  ])('%s from %s', (target, from, expected) => {
    expect(classifyTarget(target, from)).toEqual(expected);
  });
});
