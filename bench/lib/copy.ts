import { once } from 'node:events';
import pg from 'pg';

/** What pg's Connection offers a query in the COPY-in sub-protocol (not in @types/pg). */
interface CopyConnection {
  readonly stream: NodeJS.WritableStream & { writableNeedDrain: boolean };
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
}

/**
 * `COPY … FROM STDIN` over a plain pg.Client, fed by an async source of text-format chunks,
 * with backpressure (no dependency: pg already speaks the sub-protocol; only the source is ours).
 * Resolves with the row count PostgreSQL reports.
 */
export const copyFrom = (client: pg.Client, sql: string, source: AsyncIterable<string>): Promise<number> =>
  new Promise((resolve, reject) => {
    const query = new pg.Query(sql) as pg.Query & { handleCopyInResponse(connection: CopyConnection): void };
    query.handleCopyInResponse = (connection: CopyConnection) => {
      void (async () => {
        try {
          for await (const chunk of source) {
            connection.sendCopyFromChunk(Buffer.from(chunk));
            if (connection.stream.writableNeedDrain) await once(connection.stream, 'drain');
          }
          connection.endCopyFrom();
        } catch (error) {
          connection.sendCopyFail(error instanceof Error ? error.message : String(error));
        }
      })();
    };
    query.on('end', (result: pg.QueryResult) => resolve(result.rowCount ?? 0));
    query.on('error', reject);
    client.query(query);
  });

/** One field in COPY text format (backslash escapes; \N is null). */
export const copyField = (value: string | number | null): string =>
  value === null ? '\\N' : String(value).replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
