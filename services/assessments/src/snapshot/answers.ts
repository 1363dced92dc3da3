import { DomainError } from '@impromptu/event-store';
import { RATING_MAX, RATING_MIN } from '../rules.js';
import type { UserTrait } from './snapshot.events.js';

/** A trait as the wizard asked it: what the decider needs to judge an answer. */
export interface AskedTrait {
  id: string;
  name: string;
  type: string;
  category: string;
  choices?: string[] | undefined;
  hasOther?: boolean | undefined;
}

/** An answer as the wizard sends it. */
export interface TraitAnswer {
  traitId: string;
  rating?: number | null | undefined;
  text?: string | null | undefined;
  choices?: string[] | undefined;
  other?: string | null | undefined;
}

export const OTHER_CHOICE = 'Other';
const RATED = new Set(['TRAIT', 'RATING', 'CHECK_IN']);
const SINGLE_CHOICE = new Set(['SELECT_ONE', 'COURSE_GENERAL']);
const WRITTEN = new Set(['TEXT', 'TEXT_AREA', 'GOAL']);

/** An answer that breaks its trait's rule; `answerIndex` is its place in the answers (-1 for a trait left unanswered), `field` the part at fault. */
export class AnswerRejectedError extends DomainError {
  constructor(
    readonly answerIndex: number,
    readonly field: 'traitId' | 'rating' | 'text' | 'choices' | 'other',
    message: string,
  ) {
    super('invalid', message, {
      issues: [{ path: answerIndex < 0 ? 'body.answers' : `body.answers.${answerIndex}.${field}`, message }],
    });
  }
}

/**
 * Spec 3 §5: a rating question needs a rating on its scale (0–10), its explanation is optional; a
 * written answer is required (not blank); a single choice is one of the choices, and 'Other' needs a
 * typed value; a multi-select is always valid. Every asked trait gets an answer.
 */
export function judgeAnswers(asked: readonly AskedTrait[], answers: readonly TraitAnswer[]): UserTrait[] {
  const byId = new Map(asked.map((trait) => [trait.id, trait]));
  const seen = new Set<string>();
  const traits = answers.map((answer, index): UserTrait => {
    const trait = byId.get(answer.traitId);
    if (!trait) throw new AnswerRejectedError(index, 'traitId', 'This question is not part of the form.');
    if (seen.has(trait.id)) throw new AnswerRejectedError(index, 'traitId', 'This question is answered twice.');
    seen.add(trait.id);
    const text = answer.text?.trim() ? answer.text.trim() : null;
    const base = { traitId: trait.id, traitName: trait.name, traitType: trait.type, category: trait.category };
    if (RATED.has(trait.type)) {
      const rating = answer.rating;
      if (rating === null || rating === undefined) throw new AnswerRejectedError(index, 'rating', 'Choose a rating.');
      if (!Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) {
        throw new AnswerRejectedError(
          index,
          'rating',
          `A rating is a whole number from ${RATING_MIN} to ${RATING_MAX}.`,
        );
      }
      return { ...base, rating, comment: text, metadata: {} };
    }
    if (WRITTEN.has(trait.type)) {
      if (!text) throw new AnswerRejectedError(index, 'text', 'This field is required.');
      return { ...base, rating: null, comment: text, metadata: {} };
    }
    const choices = answer.choices ?? [];
    const allowed = new Set([...(trait.choices ?? []), ...(trait.hasOther ? [OTHER_CHOICE] : [])]);
    const stranger = choices.find((choice) => !allowed.has(choice));
    if (stranger !== undefined)
      throw new AnswerRejectedError(index, 'choices', `'${stranger}' is not one of the choices.`);
    if (SINGLE_CHOICE.has(trait.type) && choices.length !== 1)
      throw new AnswerRejectedError(index, 'choices', 'Choose one option.');
    const other = answer.other?.trim() ?? '';
    if (choices.includes(OTHER_CHOICE) && !other)
      throw new AnswerRejectedError(index, 'other', "Type your answer for 'Other'.");
    return {
      ...base,
      rating: null,
      comment: text,
      metadata: { choices, ...(choices.includes(OTHER_CHOICE) ? { other } : {}) },
    };
  });
  const missing = asked.find((trait) => trait.type !== 'SELECT_ALL' && !seen.has(trait.id));
  if (missing) throw new AnswerRejectedError(-1, 'traitId', `'${missing.name}' needs an answer.`);
  return traits;
}
