import {
  accountDecider,
  decideIntake,
  decideTakeChange,
  evolveTake,
  feedbackDecider,
  healthConditionDecider,
  initialTakeState,
  insightsDecider,
  prescriptionDecider,
  seedingDecider,
  supplementDecider,
  trafficDecider,
  type Decider,
  type DomainEvent,
  type IntakeCommand,
  type IntakeEvent,
  type TakeState,
  type CourseCommand,
  type CourseEvent,
  type CourseState,
  courseDecider,
  notificationDecider,
} from '@regimen/domain';
import type { Aggregate } from './aggregate.ts';
import { parse, streams } from './streams.ts';

/** An aggregate whose decisions need nothing but its own stream. */
const plain = <C, S, E extends DomainEvent, K extends readonly string[]>(
  streamId: (...key: K) => string,
  decider: Decider<C, S, E>,
  parseEvent: Aggregate<C, S, E, K>['parse'],
): Aggregate<C, S, E, K> => ({
  streamId,
  parse: parseEvent,
  initialState: decider.initialState,
  evolve: decider.evolve,
  decide: (command, state) => decider.decide(command, state),
});

export const cabinet = plain(streams.cabinet, supplementDecider, parse.supplement);
export const account = plain(streams.account, accountDecider, parse.account);
export const prescription = plain(streams.prescription, prescriptionDecider, parse.prescription);
export const feedback = plain(streams.feedback, feedbackDecider, parse.feedback);
export const insightsDay = plain(streams.insights, insightsDecider, parse.insights);
export const traffic = plain(streams.traffic, trafficDecider, parse.traffic);
export const seeding = plain(streams.seeding, seedingDecider, parse.seeding);
export const healthCondition = plain(streams.healthCondition, healthConditionDecider, parse.healthCondition);

/**
 * A take: recording one is decided against the user's cabinet as it is now (a foreign or inactive
 * supplement is refused), so only RecordTake reads the cabinet; marking and unmarking do not.
 */
export const take: Aggregate<IntakeCommand, TakeState, IntakeEvent> = {
  streamId: streams.take,
  parse: parse.intake,
  initialState: initialTakeState,
  evolve: evolveTake,
  decide: async (command, state, { context, load }) => {
    if (command.type !== 'RecordTake') return decideTakeChange(command, state);
    if (context.userId === null) throw new Error('Recording a take needs a signed-in user');
    return decideIntake(command, state, await load(cabinet, context.userId));
  },
};

/** A course: starting one is decided against the user's cabinet (the supplement must be theirs). */
export const course: Aggregate<CourseCommand, CourseState, CourseEvent> = {
  streamId: streams.course,
  parse: parse.course,
  initialState: courseDecider(supplementDecider.initialState()).initialState,
  evolve: courseDecider(supplementDecider.initialState()).evolve,
  decide: async (command, state, { context, load }) => {
    if (command.type !== 'StartCourse') return courseDecider(supplementDecider.initialState()).decide(command, state);
    if (context.userId === null) throw new Error('Starting a course needs a signed-in user');
    return courseDecider(await load(cabinet, context.userId)).decide(command, state);
  },
};

export const notifications = plain(streams.notifications, notificationDecider, parse.notification);
