import { createFileRoute } from '@tanstack/react-router';
import { AddressPage } from '@/features/case-file/address-page';

export const Route = createFileRoute('/coa')({
  component: AddressPage,
});
