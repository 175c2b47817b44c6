import type { Projection } from '../projection.ts';
import { feedbackProjection } from './feedback.ts';
import { insightsProjection } from './insights.ts';
import { intakeProjection } from './intake.ts';
import { monitoringProjection } from './monitoring.ts';
import { prescriptionsProjection } from './prescriptions.ts';
import { safetyProjection } from './safety.ts';
import { coursesProjection } from './courses.ts';
import { supplementsProjection } from './supplements.ts';
import { usersProjection } from './users.ts';
import { notificationsProjection } from './notifications.ts';
import { healthConditionsProjection } from './health-conditions.ts';
import { adherenceProjection } from './adherence.ts';
import { analyticsProjection } from './analytics-projection.ts';
import { remindersProjection } from './reminders.ts';

/** Every read model the app runs; each worker holds one database connection. */
export const allProjections: readonly Projection[] = [
  usersProjection,
  supplementsProjection,
  intakeProjection,
  prescriptionsProjection,
  feedbackProjection,
  insightsProjection,
  monitoringProjection,
  safetyProjection,
  coursesProjection,
  notificationsProjection,
  healthConditionsProjection,
  adherenceProjection,
  analyticsProjection,
  remindersProjection,
];
