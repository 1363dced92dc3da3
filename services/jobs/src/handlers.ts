import type { JobContext, JobEnvironment } from '@impromptu/event-store';
import type { EmailPort } from '@impromptu/integrations';
import { contexts } from './contexts.js';
import { finishErasure } from './erasure.js';
import type { JobName, JobPayload } from './queues.js';

export type { JobContext } from '@impromptu/event-store';

export type JobHandler<N extends JobName> = (payload: JobPayload<N>, ctx: JobContext) => Promise<void>;

/** One handler per job name; the type makes a missing one a compile error, createWorker checks again at run time. */
export type JobHandlers = { [N in JobName]: JobHandler<N> };

export interface JobHandlerDependencies extends JobEnvironment {
  email: EmailPort;
}

/** The platform's handlers and every context's, composed from the registry. */
export function createJobHandlers(dependencies: JobHandlerDependencies): JobHandlers {
  const { email, db } = dependencies;
  const contextHandlers = contexts.map((context) => context.jobs.createHandlers(dependencies));
  return Object.assign(
    {
      'email.send': (payload, ctx) => sendEmail(email, payload, ctx),
      'email.send-bulk': (payload, ctx) => sendEmail(email, payload, ctx),
      'account.finish-erasure': async (payload, ctx) => {
        await finishErasure(db, payload, ctx.logger);
      },
    } satisfies Pick<JobHandlers, 'email.send' | 'email.send-bulk' | 'account.finish-erasure'>,
    ...contextHandlers,
  ) as JobHandlers;
}

async function sendEmail(email: EmailPort, payload: JobPayload<'email.send'>, ctx: JobContext): Promise<void> {
  const { delivered } = await email.send(payload, ctx.jobId);
  ctx.logger.info({ messageId: payload.messageId, delivered }, delivered ? 'e-mail sent' : 'e-mail already sent');
}
