import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { DeadlineError } from '@/engine/deadlines/deadline-error';
import { normalizeDeadlines, parseDeadlinesResponse } from '@/features/deadlines/deadline-settings';

const at = (iso: string) => Date.parse(iso);

describe('normalizeDeadlines', () => {
  it('reads the CMS style: English carries zone and dates, other languages add redirects', () => {
    const settings = parseDeadlinesResponse({
      en: {
        projectTimeZone: 'Eastern',
        deadlines: {
          globalDeadline: { deadlineDateTime: '12/31/2025 11:59:59 PM', redirectUrl: '/closed' },
          claimFilingDeadline: { deadlineDateTime: '2025-06-30T17:00:00', redirectUrl: null },
        },
      },
      es: {
        deadlines: {
          globalDeadline: { redirectUrl: 'https://example.org/es/cerrado' },
          claimFilingDeadline: { redirectUrl: '/es-closed' },
          // No English entry, so no date: ignored.
          lookupFilingDeadline: { redirectUrl: '/es-lookup-closed' },
        },
      },
      'FR-CA': { deadlines: { globalDeadline: { redirectUrl: '  ' } } },
    });

    expect(settings).toEqual({
      globalDeadline: {
        key: 'globalDeadline',
        at: at('2025-12-31T23:59:59-05:00'),
        redirectByLanguage: { en: '/closed', es: 'https://example.org/es/cerrado' },
        defaultRedirect: '/closed',
      },
      claimFilingDeadline: {
        key: 'claimFilingDeadline',
        at: at('2025-06-30T17:00:00-04:00'),
        redirectByLanguage: { es: '/es-closed' },
        defaultRedirect: null,
      },
    });
  });

  it('reads the legacy style: each deadline has its own zone and one redirect', () => {
    const settings = normalizeDeadlines({
      deadlines: {
        globalDeadline: { deadline: '12/31/2025', timeZone: 'Pacific', redirectUrl: 'https://example.org/closed' },
        automotiveFilingDeadline: { deadline: '12/31/2025', timeZone: 'Newfoundland' },
      },
    });
    expect(settings).toEqual({
      globalDeadline: {
        key: 'globalDeadline',
        at: at('2025-12-31T00:00:00-08:00'),
        redirectByLanguage: {},
        defaultRedirect: 'https://example.org/closed',
      },
      automotiveFilingDeadline: {
        key: 'automotiveFilingDeadline',
        at: at('2025-12-31T00:00:00-03:30'),
        redirectByLanguage: {},
        defaultRedirect: null,
      },
    });
  });

  it('names the key whose zone is unknown (CMS style)', () => {
    expect(() =>
      parseDeadlinesResponse({
        en: { projectTimeZone: 'Pacific Standard Time', deadlines: { lookupFilingDeadline: { deadlineDateTime: '12/31/2025' } } },
      }),
    ).toThrow("Deadline 'lookupFilingDeadline': unknown time zone 'Pacific Standard Time'");
  });

  it('names the key whose zone is unknown (legacy style)', () => {
    expect(() =>
      normalizeDeadlines({
        deadlines: {
          globalDeadline: { deadline: '12/31/2025', timeZone: 'Eastern' },
          documentsUploadFilingDeadline: { deadline: '12/31/2025', timeZone: 'Hawaiian' },
        },
      }),
    ).toThrow("Deadline 'documentsUploadFilingDeadline': unknown time zone 'Hawaiian'");
  });

  it('names the key and value of an unsupported date', () => {
    expect(() => normalizeDeadlines({ deadlines: { globalDeadline: { deadline: '2025/12/31', timeZone: 'Eastern' } } })).toThrow(
      "Deadline 'globalDeadline': unsupported date format '2025/12/31'",
    );
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'mailto:admin@example.org'])('refuses the redirect %j', (redirectUrl) => {
    const call = () => normalizeDeadlines({ deadlines: { globalDeadline: { deadline: '12/31/2025', timeZone: 'Eastern', redirectUrl } } });
    expect(call).toThrow(DeadlineError);
    expect(call).toThrow(`redirect '${redirectUrl}' must be a site path or an http(s) address`);
  });

  it('rejects a response in neither style', () => {
    expect(() => parseDeadlinesResponse({ es: { deadlines: {} } })).toThrow(ZodError);
    expect(() => parseDeadlinesResponse({ deadlines: { globalDeadline: { deadline: '12/31/2025' } } })).toThrow(ZodError);
  });
});
