import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../../features/legal/components/privacy-policy-page.tsx';

export const Route = createFileRoute('/_authenticated/privacy-policy')({ component: PrivacyPolicyPage });
