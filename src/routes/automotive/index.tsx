import { createFileRoute } from '@tanstack/react-router';
import { formPageRoute } from '@/features/wizard/form-page-route';

export const Route = createFileRoute('/automotive/')({ ...formPageRoute });
