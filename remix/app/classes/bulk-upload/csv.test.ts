import { describe, expect, it } from '@jest/globals';
import { parseBulkCsv } from './csv';

const usersHeader = 'fullName,email,plan,groupName,groupType,userGroupType';

describe('bulk CSV preview (spec 3 §4.11, §5)', () => {
  it('reads the rows under the header and passes good ones', () => {
    const file = parseBulkCsv(
      'users',
      `${usersHeader}\nAvery Quinn,avery@example.com,trainings,Autumn,FUNDAMENTALS_CLASS,STUDENT\n`,
    );
    expect(file.fileProblems).toEqual([]);
    expect(file.rows).toHaveLength(1);
    expect(file.rows[0]).toMatchObject({ number: 1, problems: [] });
  });

  it('refuses a file without its header row', () => {
    const file = parseBulkCsv('users', 'Avery Quinn,avery@example.com,trainings,Autumn,FUNDAMENTALS_CLASS,STUDENT\n');
    expect(file.fileProblems[0]).toMatch(/^The header row must name the columns email, groupName, groupType/);
  });

  it('marks each bad row with its reason: a bad e-mail, an unknown group type', () => {
    const file = parseBulkCsv(
      'users',
      [
        usersHeader,
        'A B,not-an-email,trainings,Autumn,FUNDAMENTALS_CLASS,',
        'C D,cd@example.com,,Autumn,FUNDAMENTALS_CLASS,',
        'E F,ef@example.com,,Autumn,BOOK_CLUB,',
      ].join('\n'),
    );
    expect(file.rows.map((row) => row.problems.map((p) => p.column))).toEqual([['email'], [], ['groupType']]);
    expect(file.rows[0]!.problems[0]!.message).toBe('must be an e-mail address');
  });

  it('refuses two groups in one Users file', () => {
    const file = parseBulkCsv(
      'users',
      [usersHeader, 'A B,ab@example.com,,One,FUNDAMENTALS_CLASS,', 'C D,cd@example.com,,Two,FUNDAMENTALS_CLASS,'].join(
        '\n',
      ),
    );
    expect(file.fileProblems).toEqual([
      'One Users upload holds one group: every row needs the same groupName and groupType.',
    ]);
  });

  it('marks a bad date, and defaults maxAttendees and privacyLevel when blank', () => {
    const header = 'eventId,startTime,durationMinutes,maxAttendees,privacyLevel';
    const file = parseBulkCsv(
      'scheduledEvents',
      [header, 'open-mic-warm-up,next tuesday,60,,', 'open-mic-warm-up,2031-05-06T17:00:00Z,60,,'].join('\n'),
    );
    expect(file.rows[0]!.problems).toEqual([
      { column: 'startTime', message: 'must be a date and time with its zone, e.g. 2031-05-06T17:00:00Z' },
    ]);
    expect(file.rows[1]!.problems).toEqual([]);
  });
});
