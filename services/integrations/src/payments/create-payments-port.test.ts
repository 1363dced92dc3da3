import { describe, expect, it } from '@jest/globals';
import { createPaymentsPort, EMBEDDED_PRICE_IDS, PaymentsConfigError } from './create-payments-port.js';

const EVERY_PRICE =
  'trainings:monthly=price_a,trainings:annually=price_b,legacy_trainings:monthly=price_c,legacy_trainings:annually=price_d,coach:monthly=price_e';

describe('the payments settings', () => {
  it('reads every plan and period it sells from STRIPE_PRICE_IDS, Coach monthly only, and knows each price back', () => {
    const port = createPaymentsPort({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_IDS: EVERY_PRICE });
    expect(port.mode).toBe('stripe');
    expect(port.prices).toEqual({
      trainings: { monthly: 'price_a', annually: 'price_b' },
      legacy_trainings: { monthly: 'price_c', annually: 'price_d' },
      coach: { monthly: 'price_e' },
    });
    expect(port.priceOf('price_e')).toEqual({ plan: 'coach', period: 'monthly' });
    expect(port.priceOf('price_zzz')).toBeNull();
  });

  it('refuses a missing Coach price and a period the plan is not sold by', () => {
    const withoutCoach = EVERY_PRICE.replace(',coach:monthly=price_e', '');
    expect(() => createPaymentsPort({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_IDS: withoutCoach })).toThrow(
      /needs a price id for coach:monthly/,
    );
    expect(() =>
      createPaymentsPort({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_IDS: `${EVERY_PRICE},coach:annually=price_f` }),
    ).toThrow(PaymentsConfigError);
  });

  it('sells the embedded server its own price ids without a key', () => {
    const port = createPaymentsPort({});
    expect(port.mode).toBe('embedded');
    expect(port.prices).toBe(EMBEDDED_PRICE_IDS);
    expect(port.priceOf(EMBEDDED_PRICE_IDS.coach.monthly)).toEqual({ plan: 'coach', period: 'monthly' });
  });
});
