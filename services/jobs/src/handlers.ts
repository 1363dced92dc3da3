import type { Logger } from 'pino';
import type { EmailPort } from './email.port.js';
import type { JobName, JobPayload } from './queues.js';

export interface JobContext {
  /** The BullMQ job id (`outbox-<outbox id>`): stable across retries, so it keys idempotent effects. */
  jobId: string;
  /** 1 for the first run, 2 for the first retry… */
  attempt: number;
  logger: Logger;
}

export type JobHandler<N extends JobName> = (payload: JobPayload<N>, ctx: JobContext) => Promise<void>;

/** One handler per job name; the type makes a missing one a compile error, createWorker checks again at run time. */
export type JobHandlers = { [N in JobName]: JobHandler<N> };

export interface JobHandlerDependencies {
  email: EmailPort;
}

export function createJobHandlers({ email }: JobHandlerDependencies): JobHandlers {
  return {
    'email.send': async (payload, ctx) => {
      const { delivered } = await email.send(payload, ctx.jobId);
      ctx.logger.info({ messageId: payload.messageId, delivered }, delivered ? 'e-mail sent' : 'e-mail already sent');
    },
  };
}
