/** Where Home posts once it has shown a first visit's welcome, so the next visit is greeted as a return. */
export const WELCOMED_ACTION = '/resources/home/welcomed';

/** Home's greeting: a first visit is welcomed as one; 'Welcome back' only for someone who has been here before. */
export function homeGreeting(
  firstName: string | null | undefined,
  firstVisit: boolean,
): { title: string; lead: string } {
  const name = firstName?.trim();
  if (firstVisit) {
    return {
      title: name ? `Welcome, ${name}!` : 'Welcome!',
      lead: 'Glad you are here. Start with a quick game: each round takes a minute or two, and every one trains speaking on the spot.',
    };
  }
  return {
    title: name ? `Welcome back, ${name}!` : 'Welcome back!',
    lead: 'Pick up where you left off, or warm up with a quick game.',
  };
}
