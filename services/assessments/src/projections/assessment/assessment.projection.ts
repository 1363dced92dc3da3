import { column, defineRowProjection, table } from '@impromptu/event-store';
import { assessmentEvents, type AssessmentComputed } from '../../assessment/assessment.events.js';

const assessmentTable = table(
  {
    id: column.uuid(),
    user_id: column.uuid(),
    status: column.text(),
    start_date: column.text(),
    end_date: column.text(),
    overall_percentile: column.double(),
    average_grade: column.double(),
    data: column.jsonb<AssessmentComputed>(),
    created_at: column.timestamptz(),
  },
  { primaryKey: ['id'] },
);

/** Spec 3 §3 assessments (status LIVE), one per user and period, newest period last when read by end_date. */
export const assessmentProjection = defineRowProjection({
  name: 'assessment',
  version: 1,
  events: assessmentEvents,
  table: { assessment: assessmentTable },
  key: (event) => ({ id: event.data.assessmentId }),
  // An assessment computed again keeps its row and takes the new figures' document.
  evolve: (stored, event) =>
    stored
      ? { ...stored, data: event.data }
      : {
          id: event.data.assessmentId,
          user_id: event.data.userId,
          status: 'LIVE',
          start_date: event.data.startDate,
          end_date: event.data.endDate,
          overall_percentile: event.data.overallPercentile,
          average_grade: event.data.averageGrade,
          data: event.data,
          created_at: event.data.computedAt,
        },
});
