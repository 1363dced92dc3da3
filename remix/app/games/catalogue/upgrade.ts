/**
 * Where an Upgrade prompt leads. A page of the app when one serves the user (billing once it exists, the plan picker
 * for a user without a plan); otherwise the tier that opens the locked games, on the page where it is booked (the
 * Coach-Led cohort page, in a new tab, as the plan picker's card opens it) — said plainly, never a silent bounce.
 */
export type UpgradeLink = { kind: 'page'; to: string } | { kind: 'tier'; tier: string; href: string };
