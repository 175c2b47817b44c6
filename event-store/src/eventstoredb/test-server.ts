import { GenericContainer, getContainerRuntimeClient, Wait, type StartedTestContainer } from 'testcontainers';

const KURRENTDB_IMAGE = 'docker.kurrent.io/kurrent-latest/kurrentdb';

export type EventStoreDbTarget =
  | { readonly kind: 'external'; readonly connectionString: string }
  | { readonly kind: 'container' }
  | { readonly kind: 'unavailable'; readonly reason: string };

/** EVENTSTORE_CONNECTION_STRING when set, else a container runtime if testcontainers finds one. */
export const findEventStoreDb = async (): Promise<EventStoreDbTarget> => {
  const connectionString = process.env.EVENTSTORE_CONNECTION_STRING;
  if (connectionString) return { kind: 'external', connectionString };
  try {
    await getContainerRuntimeClient();
    return { kind: 'container' };
  } catch (error) {
    return { kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
  }
};

export interface RunningServer {
  readonly connectionString: string;
  stop(): Promise<void>;
}

/** A throwaway single-node KurrentDB (insecure, in memory). */
export const startKurrentDb = async (): Promise<RunningServer> => {
  const container: StartedTestContainer = await new GenericContainer(KURRENTDB_IMAGE)
    .withEnvironment({
      KURRENTDB_INSECURE: 'true',
      KURRENTDB_MEM_DB: 'true',
      KURRENTDB_RUN_PROJECTIONS: 'None',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(
      Wait.forHttp('/health/live', 2113).forStatusCodeMatching((status) => status >= 200 && status < 300),
    )
    .withStartupTimeout(120_000)
    .start();
  return {
    connectionString: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
    stop: async () => void (await container.stop()),
  };
};
