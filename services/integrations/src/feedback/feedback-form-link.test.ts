import { describe, expect, it } from '@jest/globals';
import { feedbackFormLink } from './feedback-form-link.js';

describe('feedbackFormLink', () => {
  it("appends the user's e-mail as a query parameter", () => {
    expect(feedbackFormLink('https://forms.example.com/class-feedback', 'lena+1@example.com')).toBe(
      'https://forms.example.com/class-feedback?email=lena%2B1%40example.com',
    );
  });

  it('keeps the query parameters the form URL already has', () => {
    expect(feedbackFormLink('https://forms.example.com/f?cohort=7', 'a@example.com')).toBe(
      'https://forms.example.com/f?cohort=7&email=a%40example.com',
    );
  });

  it('fills an {email} placeholder instead when the form URL has one', () => {
    expect(feedbackFormLink('https://forms.example.com/f#email={email}', 'a@example.com')).toBe(
      'https://forms.example.com/f#email=a%40example.com',
    );
  });
});
