export const SESSION_COOKIE = 'kairos_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
