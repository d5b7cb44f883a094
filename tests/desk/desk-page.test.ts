import { describe, expect, it } from 'vitest';
import { isDeskPage } from '@/contract/desk';

// Where a sign-in may send a person back to: a page of the desk, never another site or a page
// outside /admin that a browser would reach by resolving dot segments.
describe('a desk page to return to', () => {
  it('is /admin or a plain path under it', () => {
    for (const path of ['/admin', '/admin/claims/BW-100200', '/admin/claims/BW-1/compare/BW-2', '/admin/audit'])
      expect(isDeskPage(path), path).toBe(true);
  });

  it('is never another site, a path outside the desk, or one that resolves outside it', () => {
    for (const path of [
      'https://elsewhere.example/admin',
      '//elsewhere.example/admin',
      '/administrator',
      '/api/desk/sign-out',
      '/admin/../api/admin/metrics',
      '/admin/./x',
      '/admin/%2e%2e/api',
      '/admin/claims/x?then=1',
      '/admin/',
      '',
    ])
      expect(isDeskPage(path), path).toBe(false);
  });
});
