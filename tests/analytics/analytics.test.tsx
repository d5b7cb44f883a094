import { afterEach, describe, expect, it } from 'vitest';
import { loadAnalytics } from '@/features/analytics/analytics';

// The Google tag's first page view names the page's address, except the token of a resume link,
// which opens a claimant's saved answers.

/** What the page queued for the tag, as plain arrays. */
function queued(): unknown[][] {
  const layer = (window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [];
  return layer.map((entry) => Array.from(entry));
}

afterEach(() => {
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  window.history.replaceState(null, '', '/');
});

describe('the analytics tag', () => {
  it('configures the tag with the page as it is on a form page', () => {
    window.history.replaceState(null, '', '/standard/claimant-info');
    loadAnalytics('G-TEST1234');
    expect(queued()).toContainEqual(['config', 'G-TEST1234']);
  });

  it('never sends the token of a resume link', () => {
    window.history.replaceState(null, '', '/resume/Ukk8k1kW3hLLXq0-5ToPBEMENrkvOPZmu5n45FFh3m4');
    loadAnalytics('G-TEST1234');
    expect(queued()).toContainEqual(['config', 'G-TEST1234', { page_location: `${window.location.origin}/resume` }]);
    expect(JSON.stringify(queued())).not.toContain('Ukk8k1kW3hLLXq0');
  });
});
