import type { QueryClient } from '@tanstack/react-query';
import { apiKeys } from '@/lib/api/queries';
import { demoSettlement } from './demo-settlement';
import { filledQueryClient } from './render-app';

/** Arabic copy for the shell tests: the demo's English with the texts these tests read translated. */
const arabicCopy: Readonly<Record<string, string>> = {
  Page_Lookup_Title: 'ابحث عن مطالبتك',
  Page_Lookup_Heading: 'ابحث عن مطالبتك',
};

/** The demo's answers with a right-to-left culture, Arabic, enabled beside English and Spanish. */
export function queryClientWithArabic(): QueryClient {
  const queryClient = filledQueryClient();
  queryClient.setQueryData(apiKeys.cultures, { ...demoSettlement.info.cultures, ar: 'العربية' });
  const english = demoSettlement.content('en');
  queryClient.setQueryData(
    apiKeys.cultureContent('ar'),
    english.map((entry) => (entry.key in arabicCopy ? { ...entry, value: arabicCopy[entry.key]! } : entry)),
  );
  return queryClient;
}
