import { createFileRoute } from '@tanstack/react-router';
import { TermsOfServicePage } from '../../features/legal/components/terms-of-service-page.tsx';

export const Route = createFileRoute('/_authenticated/terms-of-service')({ component: TermsOfServicePage });
