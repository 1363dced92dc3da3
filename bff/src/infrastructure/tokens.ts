/** Injection tokens: always injected with `@Inject(TOKEN)`, never through emitted type metadata. */
export const APP_CONFIG = Symbol('APP_CONFIG');
export const DATABASE = Symbol('DATABASE');
export const REDIS = Symbol('REDIS');
export const LOGGER = Symbol('LOGGER');
