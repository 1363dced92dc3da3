import { describe, it } from '@jest/globals';
import { DeciderSpecification } from '@impromptu/event-store/testing';
import { assessmentData } from '../testing/index.js';
import { assessmentDecider } from './assessment.decider.js';

const USER = '0190f1a2-0000-7000-8000-0000000000aa';
const MARCH = { startDate: '2026-03-01', endDate: '2026-03-31' };

const given = DeciderSpecification.for(assessmentDecider);

describe('assessment decider', () => {
  it('records the period’s assessment as computed', () => {
    const data = assessmentData(USER, MARCH);
    given([])
      .when({ type: 'ComputeAssessment', data })
      .then([{ type: 'AssessmentComputed', data }]);
  });

  it('records nothing when the period’s assessment is computed again (a retried or repeated job, an admin’s run)', () => {
    const first = assessmentData(USER, MARCH);
    const again = assessmentData(USER, MARCH, { overallPercentile: 0.9 });
    given([{ type: 'AssessmentComputed', data: first }])
      .when({ type: 'ComputeAssessment', data: again })
      .thenNothingHappened();
  });
});
