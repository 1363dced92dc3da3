import { sql } from 'kysely';
import { column, defineProjection, rowChunks, table } from '@impromptu/event-store';
import { assessmentEvents, type AssessmentComputed } from '../../assessment/assessment.events.js';

/** Spec 3 §3 assessments (status LIVE), one per user and period, newest period last when read by end_date. */
export const assessmentProjection = defineProjection({
  name: 'assessment',
  version: 1,
  events: assessmentEvents,
  tables: {
    assessment: table(
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
    ),
  },
  async apply(trx, events, tables) {
    const rows = events.map((event) => ({
      id: event.data.assessmentId,
      user_id: event.data.userId,
      status: 'LIVE',
      start_date: event.data.startDate,
      end_date: event.data.endDate,
      overall_percentile: event.data.overallPercentile,
      average_grade: event.data.averageGrade,
      data: JSON.stringify(event.data),
      created_at: event.data.computedAt,
    }));
    if (rows.length === 0) return;
    for (const chunk of rowChunks(rows)) {
      await trx
        .insertInto(tables.assessment as never)
        .values(chunk as never)
        .onConflict((oc) => oc.column('id' as never).doUpdateSet({ data: sql`excluded.data` } as never))
        .execute();
    }
  },
});
