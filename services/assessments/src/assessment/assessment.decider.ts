import type { Decider } from '@impromptu/event-store';
import {
  ASSESSMENT_STREAM_TYPE,
  assessmentEvents,
  type AssessmentComputed,
  type AssessmentEvent,
} from './assessment.events.js';

export type ComputeAssessment = { type: 'ComputeAssessment'; data: AssessmentComputed };
export type AssessmentState = { status: 'empty' } | { status: 'computed'; assessmentId: string };

/** One assessment per user and period: computing it again (a job retried, run twice, or run by an admin) records nothing. */
export const assessmentDecider: Decider<ComputeAssessment, AssessmentEvent, AssessmentState> = {
  streamType: ASSESSMENT_STREAM_TYPE,
  events: assessmentEvents,
  initialState: () => ({ status: 'empty' }),
  evolve: (_state, event) => ({ status: 'computed', assessmentId: event.data.assessmentId }),
  decide: (command, state) => (state.status === 'computed' ? [] : [{ type: 'AssessmentComputed', data: command.data }]),
};
