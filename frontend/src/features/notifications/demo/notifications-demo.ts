import { acknowledgeFindingRequestSchema, clearNotificationsRequestSchema, notificationKeyRequestSchema } from '@regimen/domain/contracts/notifications';
import { zoneName, zoneOf, zoneQuerySchema } from '@regimen/domain/contracts/schedule';
import { schedulerZone } from '@regimen/domain/contracts/account-settings';
import { accountDecider } from '@regimen/domain/account/account-decide';
import { accountSettingsOf } from '@regimen/domain/views/account-settings';
import type { NotificationCommand } from '@regimen/domain/notification/notification-commands';
import { notificationDecider } from '@regimen/domain/notification/notification-decide';
import { checkSafety } from '@regimen/domain/knowledge/safety-check';
import { deriveNotifications, issuedNotices, slotsReadIn } from '@regimen/domain/rules/notifications';
import { noticesToIssue } from '@regimen/domain/reminder/notices-to-issue';
import { doseReminderIssued, lowStockNoticeIssued } from '@regimen/domain/reminder/reminder-events';
import { stockGenerations } from '@regimen/domain/reminder/stock-generation';
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

/**
 * Demo mode has no scheduler: each read of the bell runs the server scheduler's rule
 * (`noticesToIssue`) as of now, in the zone the server's scheduler would use (saved, else the one
 * the browser reported, else UTC), and records what it issues in the demo store, once per key as the
 * server's streams do; the bell then shows what was issued, as the server's does.
 */
const issueDue = (context: DemoContext, zone: Parameters<typeof noticesToIssue>[0]['zone'], dismissed: ReadonlySet<string>): ReadonlySet<string> => {
  const events = context.events();
  const now = context.now();
  const generations = stockGenerations(events.filter((event) => event.streamId === demoStreams.cabinet(context.user.id)));
  const issuedKeys = (all: typeof events) =>
    all.flatMap((event) => {
      if (event.type === 'DoseReminderIssued') return [`dose:${event.data.supplementId}:${event.data.plannedAt}#${event.data.attempt}`];
      if (event.type === 'LowStockNoticeIssued') return [`stock:${event.data.supplementId}:${event.data.generation}`];
      return [];
    });
  const notices = noticesToIssue({
    supplements: supplementList(events).map((supplement) => ({ ...supplement, stockGeneration: generations.get(supplement.id) ?? null })),
    takes: takeList(events),
    zone,
    now,
    issued: new Set(issuedKeys(events)),
    dismissed,
  });
  for (const notice of notices) {
    const event =
      notice.kind === 'dose-reminder'
        ? { type: doseReminderIssued.type, data: { supplementId: notice.supplementId, plannedAt: notice.plannedAt, attempt: notice.attempt } }
        : { type: lowStockNoticeIssued.type, data: { supplementId: notice.supplementId, generation: notice.generation, currentStock: notice.currentStock } };
    context.store.recordOnce(demoStreams.notice(context.user.id, notice.key), event, context.user.id, now, () => context.newId());
  }
  // Only each supplement's current crossing stands for its low stock.
  return new Set(issuedKeys(context.events()).filter((key) => !key.startsWith('stock:') || generations.get(key.slice(6, key.lastIndexOf(':'))) === Number(key.slice(key.lastIndexOf(':') + 1))));
};

/** The bell as read-api/src/routes/notifications.ts answers it: what was issued over today's schedule, minus the visitor's marks. */
export const notificationsDemo: DemoSlice = {
  routes: [
    {
      method: 'GET',
      path: '/api/notifications',
      handle: (request, context) => {
        const settings = accountSettingsOf(context.store.fold(demoStreams.account(context.user.id), accountDecider));
        const zone = zoneOf(parseOr400(zoneQuerySchema, Object.fromEntries(request.query), 'querystring'), settings.timeZone);
        const reminderZone = schedulerZone(settings);
        const events = context.events();
        const now = context.now();
        const supplements = supplementList(events);
        const prescriptions = prescriptionList(events);
        const takes = takeList(events);
        const schedule = todayScheduleView({ supplements, takes, now, zone });
        const schedulerSlots = reminderZone === zoneName(zone) ? undefined : slotsReadIn(todayScheduleView({ supplements, takes, now, zone: reminderZone }).slots, zone);
        const spacing = spacingNotifications({ schedule, constraints: userSpacingConstraints(supplements, prescriptions), prescriptions, zone });
        const marks = context.store.fold(stream(context), notificationDecider);
        // As the safety projection would have it for a visitor who last saw their check under the
        // previous knowledge version (reconstructed from the release notes): the same notice, the
        // same Acknowledge.
        const report = checkSafety({ supplements, prescriptions, conditions: activeConditionNames(healthConditionList(events)) });
        const current = { knowledgeVersion: report.knowledgeVersion, findings: report.findings };
        const safety = safetyChangeNotice(findingsBeforeRelease(current), current, marks.acknowledged);
        const issued = { ...issuedNotices(issueDue(context, reminderZone, marks.dismissed)), ...(schedulerSlots !== undefined && { schedulerSlots }) };
        return json(deriveNotifications(schedule, marks, now, [...spacing, ...(safety === null ? [] : [safety])], issued));
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
