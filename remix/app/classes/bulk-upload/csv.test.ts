import { describe, expect, it } from '@jest/globals';
import { chunksOf, decodeBulkFile, parseBulkCsv, refusedRowsCsv, templateCsv, toCsv } from './csv';

const usersHeader = 'fullName,email,plan,groupName,groupType,userGroupType';
const bytes = (text: string) => new TextEncoder().encode(text);

describe('bulk CSV preview (spec 3 §4.11, §5; issue 26)', () => {
  it('reads the rows under the header and passes good ones', () => {
    const file = parseBulkCsv(
      'users',
      `${usersHeader}\nAvery Quinn,avery@example.com,trainings,Autumn,FUNDAMENTALS_CLASS,STUDENT\n`,
    );
    expect(file.fileProblems).toEqual([]);
    expect(file.warnings).toEqual([]);
    expect(file.rows).toHaveLength(1);
    expect(file.rows[0]).toMatchObject({ number: 1, problems: [] });
  });

  it('refuses a file without its header row', () => {
    const file = parseBulkCsv('users', 'Avery Quinn,avery@example.com,trainings,Autumn,FUNDAMENTALS_CLASS,STUDENT\n');
    expect(file.fileProblems[0]).toMatch(
      /^The first line must name the columns: email, groupName, groupType are missing/,
    );
  });

  it('matches headers whatever their case and spaces, knows E-mail and Email address, and ignores extra columns with a warning', () => {
    const file = parseBulkCsv(
      'users',
      [
        'Full Name,Email address,PLAN,group name,Group Type,phone,Notes',
        'Avery Quinn,Avery@Example.com,Trainings,Autumn,fundamentals_class,+44 20 7946 0000,VIP',
      ].join('\n'),
    );
    expect(file.fileProblems).toEqual([]);
    expect(file.warnings).toEqual(['Ignored columns: phone, Notes. This upload does not take them.']);
    expect(file.rows[0]!.problems).toEqual([]);
    expect(file.rows[0]!.values).toMatchObject({
      fullName: 'Avery Quinn',
      email: 'Avery@Example.com',
      plan: 'Trainings',
    });
    expect(
      parseBulkCsv('users', 'E-mail,groupName,groupType\na@example.com,A,FUNDAMENTALS_CLASS').fileProblems,
    ).toEqual([]);
  });

  it('says "it" of one ignored column', () => {
    const file = parseBulkCsv(
      'users',
      [
        'fullName,email,plan,groupName,groupType,phone',
        'Avery Quinn,avery@example.com,trainings,Autumn,POD,+1 555',
      ].join('\n'),
    );
    expect(file.warnings).toEqual(['Ignored column: phone. This upload does not take it.']);
  });

  it('marks each bad row with its reason: a bad e-mail, an unknown group type, a formula, a repeated e-mail', () => {
    const file = parseBulkCsv(
      'users',
      [
        usersHeader,
        'A B,not-an-email,trainings,Autumn,FUNDAMENTALS_CLASS,',
        'C D,cd@example.com,,Autumn,FUNDAMENTALS_CLASS,',
        'E F,ef@example.com,,Autumn,BOOK_CLUB,',
        '"=HYPERLINK(""https://evil.example"",""x"")",gh@example.com,,Autumn,FUNDAMENTALS_CLASS,',
        'C D,CD@example.com,,Autumn,FUNDAMENTALS_CLASS,',
      ].join('\n'),
    );
    expect(file.fileProblems).toEqual([]);
    expect(file.rows.map((row) => row.problems)).toEqual([
      [{ column: 'email', message: 'is not an e-mail address' }],
      [],
      [{ column: 'groupType', message: expect.stringContaining('must be one of FUNDAMENTALS_CLASS') }],
      [{ column: 'fullName', message: 'must not start with =, +, - or @ (a spreadsheet would run it as a formula)' }],
      [{ column: 'email', message: 'is the same e-mail as row 2' }],
    ]);
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

  it('reads times with or without seconds and zone, in the chosen zone; marks a bad date; defaults are blank cells', () => {
    const header = 'eventId,startTime,durationMinutes,maxAttendees,privacyLevel';
    const file = parseBulkCsv(
      'scheduledEvents',
      [
        header,
        'open-mic-warm-up,next tuesday,60,,',
        'open-mic-warm-up,2031-05-06T17:00:00Z,60,,public',
        'open-mic-warm-up,2031-05-06 18:30,60,,',
      ].join('\n'),
      { timeZone: 'Europe/Paris' },
    );
    expect(file.rows[0]!.problems).toEqual([
      {
        column: 'startTime',
        message: 'must be a date and time such as 2031-05-06 17:00 (in the chosen time zone) or 2031-05-06T17:00:00Z',
      },
    ]);
    expect(file.rows[1]!.problems).toEqual([]);
    expect(file.rows[2]!.problems).toEqual([]);
  });

  it('refuses before reading: a 50 MB file, a spreadsheet, UTF-16 and malformed UTF-8, each saying what to do', () => {
    const big = decodeBulkFile('big.csv', new Uint8Array(50 * 1024 * 1024));
    expect(big).toEqual({
      problem: 'This file is 50.0 MB: one file holds at most 5 MB (10,000 rows). Split it into smaller files.',
    });
    const xlsx = decodeBulkFile('users.xlsx', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]));
    expect(xlsx).toEqual({ problem: expect.stringMatching(/^This is a spreadsheet, not a CSV file\. Save it as CSV/) });
    const utf16 = new Uint8Array([0xff, 0xfe, ...Buffer.from(usersHeader, 'utf16le')]);
    expect(decodeBulkFile('users.csv', utf16)).toEqual({ problem: expect.stringMatching(/^This file is UTF-16 text/) });
    const latin1 = new Uint8Array([
      ...bytes(`${usersHeader}\nRen`),
      0xe9,
      ...bytes(' Dubois,r@example.com,,A,FUNDAMENTALS_CLASS,'),
    ]);
    expect(decodeBulkFile('users.csv', latin1)).toEqual({
      problem: expect.stringMatching(/^This file is not UTF-8 text: line 2 has a character saved in another encoding/),
    });
    expect(decodeBulkFile('users.csv', bytes(`\uFEFF${usersHeader}`))).toEqual({ text: usersHeader });
  });

  it('refuses a file of 100,000 rows before upload, with the number', () => {
    const lines = [usersHeader];
    for (let i = 0; i < 100_000; i += 1) lines.push(`A B,a${i}@example.com,,G,FUNDAMENTALS_CLASS,`);
    const file = parseBulkCsv('users', lines.join('\n'));
    expect(file.fileProblems).toEqual([
      'This file has 100,000 rows: one file holds at most 10,000. Split it into files of 10,000 rows or fewer.',
    ]);
    expect(file.rows).toEqual([]);
  });

  it('never writes a cell a spreadsheet would run: =, +, -, @ get a quote; the refused rows carry their problems first', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '-2', '@SUM(A1)', 'plain', 'a,b']])).toBe(
      `"'=HYPERLINK(""x"")",'+1,'-2,'@SUM(A1),plain,"a,b"\r\n`,
    );
    const file = parseBulkCsv(
      'users',
      [usersHeader, '=cmd,a@example.com,,G,FUNDAMENTALS_CLASS,', 'Ok Person,b@example.com,,G,FUNDAMENTALS_CLASS,'].join(
        '\n',
      ),
    );
    const csv = refusedRowsCsv(file).split('\r\n');
    expect(csv[0]).toBe(
      'problems,fullName,firstName,lastName,email,plan,promo,promoExpiryDate,groupName,groupType,userGroupType',
    );
    expect(csv[1]).toBe(
      `"fullName: must not start with =, +, - or @ (a spreadsheet would run it as a formula)",'=cmd,,,a@example.com,,,,G,FUNDAMENTALS_CLASS,`,
    );
    expect(csv).toHaveLength(3);
    // The report's own problems column is ignored without a warning when the fixed file comes back.
    expect(parseBulkCsv('users', refusedRowsCsv(file)).warnings).toEqual([]);
  });

  it('has a template per pane that reads back without problems', () => {
    for (const kind of ['users', 'scheduledEvents', 'userScheduledEvents'] as const) {
      const file = parseBulkCsv(kind, templateCsv(kind), { timeZone: 'UTC' });
      expect([kind, file.fileProblems, file.rows.map((row) => row.problems)]).toEqual([kind, [], [[]]]);
    }
  });

  it('cuts an upload into chunks of at most N rows and B bytes', () => {
    const rows = Array.from({ length: 450 }, (_, i) => ({
      number: i + 1,
      values: { email: `${i}@x.io` },
      problems: [],
    }));
    expect(chunksOf(rows, 200, 1_000_000).map((chunk) => chunk.rows.length)).toEqual([200, 200, 50]);
    expect(
      chunksOf(rows, 200, 1_000).every((chunk) => JSON.stringify(chunk.rows.map((r) => r.values)).length < 1_100),
    ).toBe(true);
  });
});
