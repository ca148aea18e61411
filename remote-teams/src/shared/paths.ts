/** The remote's screens: the shell hands `/teams/*` here, which routes the rest, and `/join`. */
export const TEAMS_PATH = '/teams';
export const EDIT_PATH = `${TEAMS_PATH}/edit`;
export const INVITE_PATH = `${TEAMS_PATH}/invite`;
export const IMPORT_PATH = `${TEAMS_PATH}/import`;
export const TEMPLATE_PATH = `${TEAMS_PATH}/template`;
export const CONTACT_POLICY_PATH = `${TEAMS_PATH}/contact-policy`;
export const INSIGHTS_PATH = `${TEAMS_PATH}/insights`;
export const INBOX_PATH = `${TEAMS_PATH}/inbox`;
export const CARDS_PATH = `${TEAMS_PATH}/cards`;
export const ORDER_CARDS_PATH = `${TEAMS_PATH}/order-cards`;
export const JOIN_PATH = '/join';
/** Where the console's back arrow goes: the Account screen, which links here. */
export const ACCOUNT_PATH = '/account';
export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';

/**
 * A screen's address with its list's search and page (`/teams?q=ravi&page=2`), leaving out what
 * is the default, so the first page of everything is the bare address.
 */
export function listPath(
  path: string,
  params: Record<string, string | number | undefined>,
  defaults: Record<string, string | number> = { page: 1 },
): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && value !== defaults[name]) {
      query.set(name, String(value));
    }
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
