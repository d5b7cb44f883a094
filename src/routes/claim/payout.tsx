import { createFileRoute } from '@tanstack/react-router';
import { PayoutPage } from '@/features/case-file/payout-page';

export const Route = createFileRoute('/claim/payout')({
  component: PayoutPage,
});
