import { PROFILE_TEXT } from './profile-fields';

/** The pure rules of the Shape wizard (spec 3 §2.7, §4.2, §5): its pages, what each needs, and how long it takes. */

export interface WizardTrait {
  id: string;
  name: string;
  questionSet: string;
  type: string;
  metadata: { category: string; question: string; choices?: string[]; has_other?: boolean; explain_why?: boolean };
}

export interface Answer {
  rating?: number;
  text?: string;
  choices?: string[];
  other?: string;
}

export type WizardPage = { kind: 'profile'; title: string } | { kind: 'traits'; title: string; traits: WizardTrait[] };

export const RATED = new Set(['TRAIT', 'RATING', 'CHECK_IN']);
export const WRITTEN = new Set(['TEXT', 'TEXT_AREA', 'GOAL']);
export const OTHER = 'Other';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The pages: the profile first (when needed), one per category of sub-traits, one per other question set. */
export function wizardPages(data: { profileRequired: boolean; traits: WizardTrait[] }): WizardPage[] {
  const pages: WizardPage[] = data.profileRequired ? [{ kind: 'profile', title: 'About you' }] : [];
  for (const trait of data.traits) {
    const title =
      trait.type === 'TRAIT'
        ? capitalised(trait.metadata.category)
        : trait.questionSet === 'Goals'
          ? 'Your goals'
          : 'A few questions';
    const last = pages[pages.length - 1];
    if (
      last?.kind === 'traits' &&
      last.title === title &&
      (trait.type === 'TRAIT') === (last.traits[0]?.type === 'TRAIT')
    )
      last.traits.push(trait);
    else pages.push({ kind: 'traits', title, traits: [trait] });
  }
  return pages;
}

function missingOfAnswer(trait: WizardTrait, answer: Answer | undefined): string | null {
  if (RATED.has(trait.type)) return answer?.rating === undefined ? `a rating for ${trait.name}` : null;
  if (WRITTEN.has(trait.type)) return answer?.text?.trim() ? null : `an answer to “${trait.metadata.question}”`;
  const choices = answer?.choices ?? [];
  if (choices.includes(OTHER) && !answer?.other?.trim())
    return `your answer for ‘Other’ in “${trait.metadata.question}”`;
  if (trait.type === 'SELECT_ALL' || choices.length === 1) return null;
  return `a choice for “${trait.metadata.question}”`;
}

/**
 * What the page still needs before Next (or Submit) is enabled, in the order it is asked (issue 29 §11). The first
 * page needs only what spec 3 §5 requires — first name, last name, school and benefit; the option lists are optional,
 * as the BFF's ProfileAnswersSchema has them.
 */
export function missingOnPage(
  page: WizardPage,
  profile: Readonly<Record<string, string | undefined>>,
  answers: Readonly<Record<string, Answer | undefined>>,
): string[] {
  if (page.kind === 'profile')
    return PROFILE_TEXT.filter(([field]) => !profile[field]?.trim()).map(([, label]) => label);
  return page.traits.flatMap((trait) => {
    const missing = missingOfAnswer(trait, answers[trait.id]);
    return missing ? [missing] : [];
  });
}

/** The sentence under a disabled Next or Submit; no full stop after a question mark. */
export function missingSentence(missing: readonly string[]): string {
  if (missing.length === 0) return '';
  const list = missing.join('; ');
  return `Still needed: ${list}${/[.?!]$/.test(list) ? '' : '.'}`;
}

// About how long each kind of question takes to answer, in seconds.
const SECONDS = { profile: 90, rated: 15, written: 60, choice: 15 } as const;

/** About how many minutes the wizard takes: the profile page and each question's kind, rounded, at least 1. */
export function wizardMinutes(pages: readonly WizardPage[]): number {
  const seconds = pages.reduce(
    (total, page) =>
      total +
      (page.kind === 'profile'
        ? SECONDS.profile
        : page.traits.reduce(
            (sum, trait) =>
              sum +
              (RATED.has(trait.type) ? SECONDS.rated : WRITTEN.has(trait.type) ? SECONDS.written : SECONDS.choice),
            0,
          )),
    0,
  );
  return Math.max(1, Math.round(seconds / 60));
}

/** Said at the start (issue 29 §11): how many pages, about how long. */
export function wizardLengthSentence(pages: readonly WizardPage[]): string {
  const minutes = wizardMinutes(pages);
  const pageWord = pages.length === 1 ? 'page' : 'pages';
  const minuteWord = minutes === 1 ? 'minute' : 'minutes';
  return `This form has ${pages.length} ${pageWord} and takes about ${minutes} ${minuteWord}.`;
}
