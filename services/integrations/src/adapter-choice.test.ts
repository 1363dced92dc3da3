import { describe, expect, it } from '@jest/globals';
import { AdapterChoiceError, ALL_STAND_INS_NAMED, chooseAdapters, EMBEDDABLE_PORTS } from './adapter-choice.js';

const refusal = (env: Record<string, string | undefined>): AdapterChoiceError => {
  try {
    chooseAdapters(env, EMBEDDABLE_PORTS);
  } catch (error) {
    if (error instanceof AdapterChoiceError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('chooseAdapters', () => {
  it('keeps every embedded stand-in as the default outside production', () => {
    expect(chooseAdapters({}, EMBEDDABLE_PORTS)).toEqual([...EMBEDDABLE_PORTS]);
    expect(chooseAdapters({ NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:25' }, EMBEDDABLE_PORTS)).toEqual([
      'payments',
      'meetings',
      'coachBots',
      'aiFeedback',
      'mediaStorage',
    ]);
  });

  it('refuses production without real settings, with one message naming each missing setting and its purpose', () => {
    const error = refusal({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x', SMTP_URL: '' });
    expect(error.problems).toHaveLength(1);
    const message = error.message;
    expect(message).toMatch(/^NODE_ENV=production does not fall back to the embedded stand-ins/);
    // Payments are configured: not listed. Every other port is, each setting with what it is for.
    expect(message).not.toMatch(/STRIPE_SECRET_KEY/);
    for (const line of [
      '  meetings (Zoom):',
      '    ZOOM_ACCOUNT_ID: the Zoom account that hosts the live classes',
      '    ZOOM_CLIENT_SECRET: ',
      '    or MEETINGS_ADAPTER=embedded to run join links to the built-in meeting stand-in page, not a real meeting',
      '    RECALL_API_KEY: the Recall.ai key whose bots record the class exercises',
      '    or COACH_BOTS_ADAPTER=embedded',
      '    AI_FEEDBACK_BASE_URL: ',
      '    AI_FEEDBACK_MODEL: ',
      '    SMTP_URL: the SMTP server that delivers password resets, receipts and invitations',
      '    or EMAIL_ADAPTER=embedded',
      '    MEDIA_S3_BUCKET: the bucket that keeps the lesson videos and captions coaches publish',
      '    or MEDIA_STORAGE_ADAPTER=embedded',
    ])
      expect(message).toContain(line);
  });

  it('runs a stand-in in production when the operator names it, and says which', () => {
    expect(chooseAdapters({ NODE_ENV: 'production', ...ALL_STAND_INS_NAMED }, EMBEDDABLE_PORTS)).toEqual([
      ...EMBEDDABLE_PORTS,
    ]);
    expect(
      chooseAdapters(
        {
          NODE_ENV: 'production',
          MEETINGS_ADAPTER: 'embedded',
          STRIPE_SECRET_KEY: 'sk_live_x',
          RECALL_API_KEY: 'key',
          AI_FEEDBACK_BASE_URL: 'http://127.0.0.1:11434/v1',
          SMTP_URL: 'smtp://mail:587',
          MEDIA_S3_BUCKET: 'lessons',
        },
        EMBEDDABLE_PORTS,
      ),
    ).toEqual(['meetings']);
  });

  it('refuses a stand-in named beside its real settings, and a value other than embedded', () => {
    expect(refusal({ MEETINGS_ADAPTER: 'embedded', ZOOM_ACCOUNT_ID: 'a' }).problems).toEqual([
      'MEETINGS_ADAPTER=embedded while ZOOM_ACCOUNT_ID is set: choose one',
    ]);
    expect(refusal({ NODE_ENV: 'production', ...ALL_STAND_INS_NAMED, EMAIL_ADAPTER: 'fake' }).problems).toEqual([
      "EMAIL_ADAPTER: must be 'embedded' or unset (the real adapter is chosen by its settings)",
    ]);
  });

  it('checks only the ports asked for', () => {
    expect(chooseAdapters({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587' }, ['email'])).toEqual([]);
  });
});
