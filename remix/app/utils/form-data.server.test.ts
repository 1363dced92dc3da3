import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { formErrors, formNumber, formText, formTrimmed, parseForm, thenParse } from './form-data.server';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe('forms read through conform + zod', () => {
  it('reads a field as the form sent it, a missing one as empty, without conform’s coercion', () => {
    const schema = z.object({ name: formText, note: formTrimmed, absent: formText });
    const submission = parseForm(form({ name: '', note: '  hello  ' }), schema);
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({ name: '', note: 'hello', absent: '' });
  });

  it('reads a number as Number(form.get(name)) did: a missing field is 0, text is NaN', () => {
    const schema = z.object({ absent: formNumber, given: formNumber, text: formNumber });
    const submission = parseForm(form({ given: '0.5', text: 'half' }), schema);
    const value = submission.status === 'success' ? submission.value : null;
    expect(value?.absent).toBe(0);
    expect(value?.given).toBe(0.5);
    expect(value?.text).toBeNaN();
  });

  it('hands what the fields read to a second schema and keeps its problems under their fields', () => {
    const body = z.object({ count: z.coerce.number().max(10, 'must be at most 10') });
    const submission = parseForm(form({ count: '12' }), thenParse(z.object({ count: formTrimmed }), body));
    expect(submission.status).toBe('error');
    expect(formErrors(submission.status === 'error' ? submission.error : null)).toEqual({
      count: ['must be at most 10'],
    });
    const accepted = parseForm(form({ count: ' 3 ' }), thenParse(z.object({ count: formTrimmed }), body));
    expect(accepted.status === 'success' && accepted.value).toEqual({ count: 3 });
  });

  it('leaves out the fields conform marks without messages', () => {
    expect(formErrors({ name: ['Required'], skipped: null, empty: [] })).toEqual({ name: ['Required'] });
    expect(formErrors(null)).toEqual({});
  });
});
