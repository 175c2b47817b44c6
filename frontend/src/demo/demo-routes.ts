import { accountPageDemo } from '../features/account/demo/account-page-demo.ts';
import { accountDemo } from '../features/auth/demo/account-demo.ts';
import { historyDemo } from '../features/history/demo/history-demo.ts';
import { dashboardDemo } from '../features/dashboard/demo/dashboard-demo.ts';
import { feedbackDemo } from '../features/feedback/demo/feedback-demo.ts';
import { insightsDemo } from '../features/insights/demo/insights-demo.ts';
import { intakeDemo } from '../features/intake/demo/intake-demo.ts';
import { prescriptionsDemo } from '../features/prescriptions/demo/prescriptions-demo.ts';
import { healthDemo } from '../features/health/demo/health-demo.ts';
import { supplementsDemo } from '../features/supplements/demo/supplements-demo.ts';
import { researchDemo } from '../features/research/demo/research-demo.ts';
import { coursesDemo } from '../features/courses/demo/courses-demo.ts';
import { accountSettingsDemo } from '../features/account-settings/demo/account-settings-demo.ts';
import { notificationsDemo } from '../features/notifications/demo/notifications-demo.ts';
import type { DemoSlice } from '../lib/demo/demo-slice.ts';
import { adminDemo } from '../features/admin/demo/admin-demo.ts';
import { auditDemo } from '../features/admin-audit/demo/audit-demo.ts';
import { rebuildsDemo } from '../features/admin-audit/demo/rebuilds-demo.ts';
import { adherenceDemo } from '../features/adherence/demo/adherence-demo.ts';
import { analyticsDemo } from '../features/admin-analytics/demo/analytics-demo.ts';

/**
 * The one demo route table: every feature's slice. A new screen (the admin area next) is one more
 * slice here. Seeds run in this order: the sample takes need the sample cabinet.
 */
export const demoSlices: readonly DemoSlice[] = [
  accountDemo,
  supplementsDemo,
  intakeDemo,
  prescriptionsDemo,
  dashboardDemo,
  feedbackDemo,
  insightsDemo,
  researchDemo,
  adminDemo,
  coursesDemo,
  accountSettingsDemo,
  auditDemo,
  rebuildsDemo,
  accountPageDemo,
  historyDemo,
  notificationsDemo,
  healthDemo,
  adherenceDemo,
  analyticsDemo,
];
