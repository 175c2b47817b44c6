/** Stream ids as docs/EVENTS.md names them (the command API's streams.ts): the demo keeps the same streams. */
export const demoStreams = {
  account: (userId: string) => `account-${userId}`,
  cabinet: (userId: string) => `supplements-${userId}`,
  take: (takeId: string) => `take-${takeId}`,
  prescription: (prescriptionId: string) => `prescription-${prescriptionId}`,
  feedback: (feedbackId: string) => `feedback-${feedbackId}`,
  insights: (userId: string, day: string) => `insights-${userId}-${day}`,
  course: (courseId: string) => `course-${courseId}`,
  notifications: (userId: string) => `notifications-${userId}`,
  healthCondition: (conditionId: string) => `health-condition-${conditionId}`,
  /** One per (user, notice key): the server names it by a name-based UUID of the two; the demo has one visitor. */
  notice: (userId: string, key: string) => `notice-${userId}-${key}`,
};
