import { acknowledgeFindingRequestSchema, clearNotificationsRequestSchema, notificationKeyRequestSchema } from '@regimen/domain/contracts/notifications';
import { zoneOf, zoneQuerySchema } from '@regimen/domain/contracts/schedule';
import type { NotificationCommand } from '@regimen/domain/notification/notification-commands';
import { notificationDecider } from '@regimen/domain/notification/notification-decide';
import { checkSafety } from '@regimen/domain/knowledge/safety-check';
import { deriveNotifications } from '@regimen/domain/rules/notifications';
import { findingsBeforeRelease, safetyChangeNotice } from '@regimen/domain/rules/safety-change-notice';
import { activeConditionNames, healthConditionList } from '@regimen/domain/views/health-condition-list';
import { supplementList } from '@regimen/domain/views/supplement-list';
import { takeList } from '@regimen/domain/views/take-list';
import { todayScheduleView } from '@regimen/domain/views/today-schedule';
import { prescriptionList } from '@regimen/domain/views/prescription-list';
import { spacingNotifications, userSpacingConstraints } from '@regimen/domain/rules/schedule-spacing';
import { accepted, json, parseOr400 } from '../../../lib/demo/demo-http.ts';
import type { DemoContext, DemoRoute, DemoSlice } from '../../../lib/demo/demo-slice.ts';
import { demoStreams } from '../../../lib/demo/demo-streams.ts';

const stream = (context: DemoContext) => demoStreams.notifications(context.user.id);

const markRoute = (path: string, toCommand: (body: unknown, userId: string) => NotificationCommand): DemoRoute => ({
  method: 'POST',
  path,
  handle: (request, context) => {
    const command = toCommand(request.body, context.user.id);
    const outcome = context.execute({ streamId: stream(context), decider: notificationDecider, command: () => command });
    return accepted(context.user.id, outcome, 200);
  },
});

/** The bell as read-api/src/routes/notifications.ts answers it: today's schedule minus the visitor's marks. */
export const notificationsDemo: DemoSlice = {
  routes: [
    {
      method: 'GET',
      path: '/api/notifications',
      handle: (request, context) => {
        const zone = zoneOf(parseOr400(zoneQuerySchema, Object.fromEntries(request.query), 'querystring'));
        const events = context.events();
        const now = context.now();
        const supplements = supplementList(events);
        const prescriptions = prescriptionList(events);
        const schedule = todayScheduleView({ supplements, takes: takeList(events), now, zone });
        const spacing = spacingNotifications({ schedule, constraints: userSpacingConstraints(supplements, prescriptions), prescriptions, zone });
        const marks = context.store.fold(stream(context), notificationDecider);
        // As the safety projection would have it for a visitor who last saw their check under the
        // previous knowledge version (reconstructed from the release notes): the same notice, the
        // same Acknowledge.
        const report = checkSafety({ supplements, prescriptions, conditions: activeConditionNames(healthConditionList(events)) });
        const current = { knowledgeVersion: report.knowledgeVersion, findings: report.findings };
        const safety = safetyChangeNotice(findingsBeforeRelease(current), current, marks.acknowledged);
        return json(deriveNotifications(schedule, marks, now, [...spacing, ...(safety === null ? [] : [safety])]));
      },
    },
    markRoute('/api/notifications/read', (body, userId) => ({
      type: 'MarkNotificationRead',
      data: { userId, key: parseOr400(notificationKeyRequestSchema, body, 'body').key },
    })),
    markRoute('/api/notifications/dismiss', (body, userId) => ({
      type: 'DismissNotification',
      data: { userId, key: parseOr400(notificationKeyRequestSchema, body, 'body').key },
    })),
    markRoute('/api/notifications/clear', (body, userId) => ({
      type: 'ClearNotifications',
      data: { userId, keys: parseOr400(clearNotificationsRequestSchema, body, 'body').keys },
    })),
    markRoute('/api/notifications/acknowledge-finding', (body, userId) => ({
      type: 'AcknowledgeSafetyFinding',
      data: { userId, findingId: parseOr400(acknowledgeFindingRequestSchema, body, 'body').findingId },
    })),
  ],
};
