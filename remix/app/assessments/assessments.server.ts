import { reports, shape } from '@impromptu/bff/routes';
import { data, redirect } from '@remix-run/node';
import { z } from 'zod';
import { bffRefusal, errorPage } from '~/utils/bff.server';
import { bffFor } from '~/utils/bff-session.server';
import { loadShellPage, requireUserWithPlan } from '~/utils/session.server';

const WIZARD_TYPES = [
  'start',
  'mid',
  'end',
  'short_end',
  'private_coaching_start',
  'fundamentals_start_context',
] as const;

export async function loadWizard(request: Request, goals: boolean) {
  await requireUserWithPlan(request);
  const asked = new URL(request.url).searchParams.get('type') ?? 'start';
  const type = goals ? 'goals' : (WIZARD_TYPES as readonly string[]).includes(asked) ? asked : 'start';
  return bffFor(request).call(shape.wizard, { query: { type } });
}

/** The wizard's Submit: on success to the history; the BFF's 400 names the field at fault, which the form shows. */
export async function submitWizard(request: Request, goals: boolean) {
  await requireUserWithPlan(request);
  // The form's JSON as it came: the BFF validates it and names the field at fault.
  const forwardBody: unknown = await request.json();
  try {
    await bffFor(request).call(goals ? shape.addGoals : shape.takeSnapshot, { forwardBody, signal: null });
  } catch (caught) {
    const error = bffRefusal(caught, 'client');
    return data({ ok: false as const, error: error.message, issues: error.issues }, { status: error.statusCode });
  }
  // Spec 3 §4.2: on Submit, go to the history (a fresh load of it).
  return redirect('/games/shape-history');
}

export async function loadHistory(request: Request, userId: string | undefined) {
  const profile = await requireUserWithPlan(request);
  const id = userId ?? profile.user.id;
  if (!z.uuid().safeParse(id).success) throw new Response("Oops! You don't have access to this page", { status: 403 });
  try {
    const history = await bffFor(request).call(shape.history, { params: { userId: id } });
    const pod = !userId && profile.user.type === 'COACH' ? await bffFor(request).call(shape.pod, {}) : null;
    return { history, pod, own: id === profile.user.id };
  } catch (error) {
    throw errorPage(bffRefusal(error, 403));
  }
}

export async function loadAssessments(request: Request) {
  await requireUserWithPlan(request);
  return bffFor(request).call(reports.list, {});
}

/**
 * What the /games shell adds for this feature: the user's unseen notifications for the banner strip
 * (spec 2 §2; none when the BFF cannot answer, the page still shows), and the private coaching
 * redirect of spec 3 §4.2 — a member of a PRIVATE_COACHING_POD with no snapshot is sent to
 * /games/shape?type=private_coaching_start (the BFF's check exempts COACH and ADMIN).
 */
export async function loadShellExtras(request: Request) {
  // Read with the profile (one BFF request per page view); none outside a /games page read.
  const shell = await loadShellPage(request);
  if (shell?.mustStartPrivateCoaching && new URL(request.url).pathname !== '/games/shape')
    throw redirect('/games/shape?type=private_coaching_start');
  return { notifications: shell?.notifications ?? [] };
}
