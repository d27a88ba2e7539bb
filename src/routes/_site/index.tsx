import { createFileRoute } from '@tanstack/react-router';
import { landingHead } from '@/features/landing/landing.head';
import { LandingPage } from '@/features/landing/landing.page';

export const Route = createFileRoute('/_site/')({
  head: landingHead,
  component: LandingPage,
});
