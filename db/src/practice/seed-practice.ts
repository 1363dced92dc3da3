import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../schema/index.js';
import type { ElementSeed, PracticeSessionSeed } from './catalogue-types.js';
import { practiceSessionCatalogue } from './catalogue.js';

export interface SeedPracticeResult {
  /** Sessions inserted; 0 on a second run. */
  sessions: number;
}

/**
 * Seeds the practice sessions, in production too. Idempotent: a session is inserted with its goals,
 * contents, input steps and elements when its slug is new, and never updated afterwards, so a
 * session an operator edited stays as it is. The schedule is left to operators: Today's Practice
 * cycles through the daily sessions on days nobody pinned (docs/decisions/0012).
 */
export async function seedPracticeSessions(
  db: Kysely<DB>,
  catalogue: readonly PracticeSessionSeed[] = practiceSessionCatalogue,
): Promise<SeedPracticeResult> {
  const existing = new Set((await db.selectFrom('practice_session').select('slug').execute()).map((row) => row.slug));
  let sessions = 0;
  for (const [sortOrder, session] of catalogue.entries()) {
    if (existing.has(session.slug)) continue;
    await insertSession(db as Transaction<DB>, session, sortOrder);
    sessions += 1;
  }
  return { sessions };
}

async function insertSession(db: Kysely<DB>, session: PracticeSessionSeed, sortOrder: number): Promise<void> {
  const { id: sessionId } = await db
    .insertInto('practice_session')
    .values({
      slug: session.slug,
      name: session.name,
      description: session.description,
      summary: JSON.stringify(session.summary.map((text) => ({ text }))),
      estimated_duration: session.estimatedDuration,
      type: session.type,
      displayed_user_contents: JSON.stringify(session.displayedUserContents),
      sort_order: sortOrder,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let goalIndex = 0;
  for (const [index, element] of session.elements.entries()) {
    const kind = await insertElementTarget(db, sessionId, element, () => goalIndex++);
    await db
      .insertInto('practice_session_element')
      .values({
        practice_session_id: sessionId,
        index,
        number_retries_allowed: element.kind === 'goal' ? (element.numberRetriesAllowed ?? null) : null,
        displayed_user_contents_overrides:
          element.displayedUserContents === undefined ? null : JSON.stringify(element.displayedUserContents),
        ...kind,
      })
      .execute();
  }
}

type ElementTarget = { goal_id: string } | { content_id: string } | { input_element_id: string };

async function insertElementTarget(
  db: Kysely<DB>,
  sessionId: string,
  element: ElementSeed,
  nextGoalIndex: () => number,
): Promise<ElementTarget> {
  switch (element.kind) {
    case 'goal': {
      const { goal } = element;
      const row = await db
        .insertInto('practice_goal')
        .values({
          practice_session_id: sessionId,
          index: nextGoalIndex(),
          name: goal.name,
          type: goal.type,
          short_description: goal.shortDescription,
          long_description: goal.longDescription ?? goal.shortDescription,
          instruction_header: goal.instructionHeader,
          instruction_body: goal.instructionBody,
          recap_header: goal.recapHeader,
          recap_body: goal.recapBody,
          game_short_code: goal.shortCode,
          settings: JSON.stringify(goal.settings),
          number_retries_allowed: goal.numberRetriesAllowed,
          coaching_tip: goal.coachingTip ?? null,
          metadata: JSON.stringify(goal.timedPrompts ? { timedPrompts: goal.timedPrompts } : {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { goal_id: row.id };
    }
    case 'content': {
      const { content } = element;
      const ctaMetadata: Record<string, unknown> = {};
      if (content.primary)
        ctaMetadata.primary = {
          elementIndexCount: content.primary.elementIndexCount ?? 0,
          gameIndexCount: content.primary.gameIndexCount ?? 0,
        };
      if (content.secondary)
        ctaMetadata.secondary = {
          elementIndexCount: content.secondary.elementIndexCount ?? 0,
          gameIndexCount: content.secondary.gameIndexCount ?? 0,
        };
      const row = await db
        .insertInto('practice_content')
        .values({
          practice_session_id: sessionId,
          type: content.type,
          header: content.header,
          sub_header: content.subHeader ?? null,
          body: content.body,
          coaching_tip: content.coachingTip ?? null,
          examples: JSON.stringify(content.examples ?? []),
          primary_cta_type: content.primary?.type ?? null,
          primary_cta_text: content.primary?.text ?? content.primaryCtaText ?? null,
          secondary_cta_type: content.secondary?.type ?? null,
          secondary_cta_text: content.secondary?.text ?? null,
          cta_metadata: JSON.stringify(ctaMetadata),
          timer_speed: content.timerSpeed ?? null,
          metadata: JSON.stringify({
            ...content.metadata,
            ...(content.slideDuration === undefined ? {} : { slideDuration: content.slideDuration }),
          }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { content_id: row.id };
    }
    case 'input': {
      const { input } = element;
      const row = await db
        .insertInto('practice_input_element')
        .values({
          practice_session_id: sessionId,
          header: input.header,
          body: input.body,
          coaching_tip: input.coachingTip ?? null,
          primary_cta_text: input.primaryCtaText,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('practice_input')
        .values(
          input.inputs.map((field, index) => ({
            input_element_id: row.id,
            key: field.key,
            label: field.label,
            type: field.type,
            index,
            next_key: field.nextKey ?? null,
            previous_key: field.previousKey ?? null,
            min_words: field.minWords ?? null,
            max_words: field.maxWords ?? null,
          })),
        )
        .execute();
      return { input_element_id: row.id };
    }
    default: {
      const unknown: never = element;
      throw new Error(`unknown element ${JSON.stringify(unknown)}`);
    }
  }
}
