import { supplementDecider } from '@regimen/domain/supplement/supplement-decide';
import type { DemoContext } from '../../../lib/demo/demo-slice.ts';
import { demoStreams } from '../../../lib/demo/demo-streams.ts';

/** A take is decided against the visitor's cabinet as it is now, like on the server (streams.ts loadCabinet). */
export const cabinetOf = (context: DemoContext) => context.store.fold(demoStreams.cabinet(context.user.id), supplementDecider);
