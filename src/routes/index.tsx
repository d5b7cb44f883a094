import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  return (
    <main className="mx-auto max-w-3xl p-page">
      <h1 className="font-heading text-3xl">Claims site</h1>
      <p className="mt-4">The claim forms open here once the settlement is configured.</p>
    </main>
  );
}
