/** The form field name the server reads the anti-forgery token from. */
export const CSRF_FIELD = 'csrfToken';

/**
 * Every form that changes something carries the session's anti-forgery token: a page on another
 * site can make the browser post to us with the user's cookies, but cannot read this token.
 */
export const CsrfField = ({ token }: { token: string }) => (
  <input type="hidden" name={CSRF_FIELD} value={token} />
);
