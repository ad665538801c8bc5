/**
 * A workspace id that came from an authenticated session, never from a request body.
 * Only the server's access hook makes one; every host repository function requires it.
 */
export type AuthorizedAppId = string & { readonly __brand: 'AuthorizedAppId' };
