/**
 * Which adapter each port runs, and the rule that production never falls back to an embedded one silently
 * (ARCHITECTURE §6, issue 45, ADR 0052): with NODE_ENV=production a port whose real adapter has no settings stops the
 * start with one message naming every missing setting and what it is for, unless the operator names the embedded
 * adapter explicitly (`MEETINGS_ADAPTER=embedded`, …); the health endpoint then lists it. Outside production the
 * embedded adapters stay the defaults (`npm start` with no account anywhere).
 *
 * Photos are not here: without UNSPLASH_ACCESS_KEY the slideshow shows the bundled, attributed illustrations, which
 * are real content rather than a stand-in, so they are a production default (ADR 0052).
 */

import { pluralWord } from '@impromptu/kernel';

export const EMBEDDABLE_PORTS = ['payments', 'meetings', 'coachBots', 'aiFeedback', 'email', 'mediaStorage'] as const;
export type EmbeddablePort = (typeof EMBEDDABLE_PORTS)[number];

interface Setting {
  name: string;
  /** What the setting is for, in the operator's words. */
  purpose: string;
}

interface PortRequirement {
  /** The port in the message. */
  label: string;
  /** The variable that names the embedded adapter explicitly. */
  choice: string;
  /** The settings of the real adapter. */
  settings: Setting[];
  /** The settings whose presence chooses the real adapter, as the port's factory decides. */
  decidedBy: string[];
  /** What the embedded adapter does, for the operator who considers naming it. */
  embedded: string;
}

export const PORT_REQUIREMENTS: Record<EmbeddablePort, PortRequirement> = {
  payments: {
    label: 'payments (Stripe)',
    choice: 'PAYMENTS_ADAPTER',
    settings: [
      { name: 'STRIPE_SECRET_KEY', purpose: 'the Stripe secret key the plans are charged with' },
      { name: 'STRIPE_WEBHOOK_SECRET', purpose: "the signing secret of Stripe's webhook endpoint" },
      { name: 'STRIPE_PRICE_IDS', purpose: 'the Stripe price id of every plan and period' },
    ],
    // The embedded server is reached through the same SDK with a webhook secret of its own: the key decides.
    decidedBy: ['STRIPE_SECRET_KEY'],
    embedded: 'the built-in Stripe-compatible test server: nobody is charged',
  },
  meetings: {
    label: 'meetings (Zoom)',
    choice: 'MEETINGS_ADAPTER',
    settings: [
      { name: 'ZOOM_ACCOUNT_ID', purpose: 'the Zoom account that hosts the live classes' },
      { name: 'ZOOM_CLIENT_ID', purpose: "the Zoom server-to-server app's client id" },
      { name: 'ZOOM_CLIENT_SECRET', purpose: "the Zoom server-to-server app's client secret" },
    ],
    decidedBy: ['ZOOM_ACCOUNT_ID', 'ZOOM_CLIENT_ID', 'ZOOM_CLIENT_SECRET'],
    embedded: 'join links to the built-in meeting stand-in page, not a real meeting',
  },
  coachBots: {
    label: 'AI coach bots (Recall.ai)',
    choice: 'COACH_BOTS_ADAPTER',
    settings: [{ name: 'RECALL_API_KEY', purpose: 'the Recall.ai key whose bots record the class exercises' }],
    decidedBy: ['RECALL_API_KEY'],
    embedded: "simulated bots that record the learner's microphone in the browser",
  },
  aiFeedback: {
    label: 'AI feedback (an OpenAI-compatible endpoint)',
    choice: 'AI_FEEDBACK_ADAPTER',
    settings: [
      { name: 'AI_FEEDBACK_BASE_URL', purpose: 'the chat-completions endpoint that writes the coach feedback' },
      { name: 'AI_FEEDBACK_MODEL', purpose: 'the model it uses' },
    ],
    decidedBy: ['AI_FEEDBACK_BASE_URL'],
    embedded: 'feedback composed from the measurements, labelled as automatic',
  },
  email: {
    label: 'e-mail (SMTP)',
    choice: 'EMAIL_ADAPTER',
    settings: [
      { name: 'SMTP_URL', purpose: 'the SMTP server that delivers password resets, receipts and invitations' },
    ],
    decidedBy: ['SMTP_URL'],
    embedded: 'messages kept in the database for the admin E-mails page: nobody receives them',
  },
  mediaStorage: {
    label: 'lesson media storage (an S3-compatible bucket)',
    choice: 'MEDIA_STORAGE_ADAPTER',
    settings: [
      { name: 'MEDIA_S3_BUCKET', purpose: 'the bucket that keeps the lesson videos and captions coaches publish' },
      { name: 'MEDIA_S3_REGION', purpose: "the bucket's region" },
      { name: 'MEDIA_S3_ENDPOINT', purpose: "an S3-compatible store's endpoint (unset: the provider's own)" },
      { name: 'MEDIA_S3_ACCESS_KEY_ID', purpose: 'the access key (unset: the credentials of the environment)' },
      { name: 'MEDIA_S3_SECRET_ACCESS_KEY', purpose: "the access key's secret" },
    ],
    decidedBy: ['MEDIA_S3_BUCKET'],
    embedded: 'files under MEDIA_DISK_DIR on this machine: one machine only, and lost with its disk',
  },
};

export class AdapterChoiceError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'AdapterChoiceError';
  }
}

/**
 * The ports of `ports` that run their embedded adapter, or an AdapterChoiceError listing what production lacks (and
 * any contradictory choice). An empty setting counts as unset.
 */
export function chooseAdapters(
  env: Record<string, string | undefined>,
  ports: readonly EmbeddablePort[],
): EmbeddablePort[] {
  const given = (name: string) => (env[name]?.trim() ?? '') !== '';
  const production = env.NODE_ENV === 'production';
  const embedded: EmbeddablePort[] = [];
  const problems: string[] = [];
  const missing: string[] = [];
  for (const port of ports) {
    const requirement = PORT_REQUIREMENTS[port];
    const choice = env[requirement.choice]?.trim() ?? '';
    const configured = requirement.decidedBy.some(given);
    if (choice !== '' && choice !== 'embedded') {
      problems.push(`${requirement.choice}: must be 'embedded' or unset (the real adapter is chosen by its settings)`);
    } else if (choice === 'embedded' && configured) {
      const set = requirement.decidedBy.filter(given);
      problems.push(
        `${requirement.choice}=embedded while ${set.join(', ')} ${pluralWord(set.length, 'is', 'are')} set: choose one`,
      );
    } else if (configured) {
      continue;
    } else if (choice === 'embedded' || !production) {
      embedded.push(port);
    } else {
      missing.push(
        [
          `  ${requirement.label}:`,
          ...requirement.settings.map((setting) => `    ${setting.name}: ${setting.purpose}`),
          `    or ${requirement.choice}=embedded to run ${requirement.embedded}`,
        ].join('\n'),
      );
    }
  }
  if (missing.length > 0)
    problems.unshift(
      `NODE_ENV=production does not fall back to the embedded stand-ins; set the real adapter's settings or name the stand-in:\n${missing.join('\n')}`,
    );
  if (problems.length > 0) throw new AdapterChoiceError(problems);
  return embedded;
}

/** Every stand-in named explicitly: what a production-mode benchmark or smoke stack sets to run with no account. */
export const ALL_STAND_INS_NAMED: Record<string, 'embedded'> = Object.fromEntries(
  EMBEDDABLE_PORTS.map((port) => [PORT_REQUIREMENTS[port].choice, 'embedded' as const]),
);
