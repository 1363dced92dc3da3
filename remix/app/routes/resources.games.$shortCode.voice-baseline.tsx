import type { LoaderFunctionArgs } from '@remix-run/node';
import { progress } from '@impromptu/bff/routes';
import type { VoiceBaselineAnswer } from '~/games/voice/voice-baseline-answer';
import { bffRefusal } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';

/**
 * GET → { baseline }: the signed-in learner's own voice baseline of a game (issue 18), the medians of their
 * latest sessions as GET /pages/progress computes them, or null before their first measured session. The
 * metrics card after a round compares the round with it; it is asked for only with voice metrics on.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  // Without a session the BFF's 401 "Authentication required." goes back as it is.
  try {
    const page = await bffFor(request).call(progress.progress, {});
    const game = page.games.find((entry) => entry.shortCode === params.shortCode);
    const baseline = game && game.baseline.sessions > 0 ? game.baseline : null;
    return Response.json({ baseline } satisfies VoiceBaselineAnswer, {
      headers: { 'cache-control': 'private, no-store' },
    });
  } catch (caught) {
    const error = bffRefusal(caught);
    return Response.json(
      { statusCode: error.statusCode, message: error.message, issues: error.issues },
      { status: error.statusCode },
    );
  }
}
