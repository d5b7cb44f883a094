import { createFileRoute } from '@tanstack/react-router';
import { ResumePage } from '@/features/drafts/resume-page';

export const Route = createFileRoute('/resume/$token')({
  component: ResumeRoute,
});

function ResumeRoute() {
  const { token } = Route.useParams();
  return <ResumePage token={token} />;
}
