// The shared kernel: pure values every context and the web app use alike, with no dependency on any of them
// (docs/decisions/0039). Dates and time zones, money, the notification types db and the BFF both declare, the one base class of a refusal,
// and text: HTML escaping, plurals and lists.
export * from './dates.js';
export * from './domain-error.js';
export * from './money.js';
export * from './notifications.js';
export * from './system-time-zone.js';
export * from './text.js';
