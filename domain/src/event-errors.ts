/** Thrown when stored or incoming event data does not match this code's catalog. */
export class EventParseError extends Error {
  override readonly name: string = 'EventParseError';
}

/**
 * An event written by newer code than this (a schemaVersion above the current one): this code
 * cannot know what the newer version means, so it refuses the event rather than guess or drop it.
 */
export class UnknownEventVersionError extends EventParseError {
  override readonly name: string = 'UnknownEventVersionError';
  readonly eventType: string;
  readonly schemaVersion: number;
  readonly currentVersion: number;
  constructor(eventType: string, schemaVersion: number, currentVersion: number) {
    super(`Event ${eventType} has schemaVersion ${schemaVersion}; this code reads versions 1 to ${currentVersion}`);
    this.eventType = eventType;
    this.schemaVersion = schemaVersion;
    this.currentVersion = currentVersion;
  }
}
