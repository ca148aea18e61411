/** The remote's screens: the shell hands `/teams/*` here, which routes the rest, and `/join`. */
export const TEAMS_PATH = '/teams';
export const EDIT_PATH = `${TEAMS_PATH}/edit`;
export const INVITE_PATH = `${TEAMS_PATH}/invite`;
export const IMPORT_PATH = `${TEAMS_PATH}/import`;
export const JOIN_PATH = '/join';
/** Where the console's back arrow goes: the Account screen, which links here. */
export const ACCOUNT_PATH = '/account';
export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
