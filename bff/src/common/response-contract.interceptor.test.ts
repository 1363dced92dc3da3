import { describe, expect, it } from '@jest/globals';
import { StreamableFile, type CallHandler, type ExecutionContext } from '@nestjs/common';
import { lastValueFrom, of } from 'rxjs';
import { z } from 'zod';
import { ApiException } from './error-response.js';
import { ANSWER_BREAKS_CONTRACT, ResponseContractInterceptor } from './response-contract.interceptor.js';
import { ZodRoute } from './zod-route.decorator.js';

class Probe {
  @ZodRoute({
    summary: 'A dated answer',
    tags: ['probe'],
    response: z.object({ at: z.iso.datetime(), count: z.int() }),
  })
  dated(): void {}

  @ZodRoute({ summary: 'No answer declared', tags: ['probe'] })
  undeclared(): void {}
}

function contextOf(handler: keyof Probe): ExecutionContext {
  return { getType: () => 'http', getHandler: () => Probe.prototype[handler] } as unknown as ExecutionContext;
}

const answering = (answer: unknown): CallHandler => ({ handle: () => of(answer) });
const intercept = (handler: keyof Probe, answer: unknown) =>
  lastValueFrom(new ResponseContractInterceptor().intercept(contextOf(handler), answering(answer)));

describe('the response contract check of the test app', () => {
  it('passes an answer its schema reads, as the client receives it (a Date as its JSON text)', async () => {
    const answer = { at: new Date('2026-11-27T08:00:00Z'), count: 2 };
    await expect(intercept('dated', answer)).resolves.toBe(answer);
  });

  it('answers 500 naming the fields when the answer breaks the schema', async () => {
    const refused = intercept('dated', { at: 'yesterday', count: 2.5 });
    await expect(refused).rejects.toBeInstanceOf(ApiException);
    await expect(refused).rejects.toMatchObject({
      message: ANSWER_BREAKS_CONTRACT,
      issues: [expect.objectContaining({ path: 'response.at' }), expect.objectContaining({ path: 'response.count' })],
    });
  });

  it('leaves routes without a response schema, and bytes, alone', async () => {
    await expect(intercept('undeclared', { anything: true })).resolves.toEqual({ anything: true });
    const file = new StreamableFile(Buffer.from('RIFF'));
    await expect(intercept('dated', file)).resolves.toBe(file);
  });
});
