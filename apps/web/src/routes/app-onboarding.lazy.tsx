import { createLazyRoute } from '@tanstack/react-router';
import { OnboardingPage } from '../features/onboarding/components/onboarding-page';

export const Route = createLazyRoute('/app/onboarding')({ component: OnboardingPage });
