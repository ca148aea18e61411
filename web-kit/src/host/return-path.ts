/**
 * The navigation state of a screen that sends a visitor to sign in (Add to Cart on a product):
 * where they were (`from`), why they must sign in (`reason`, shown above the sign-in and
 * registration forms), what that screen does once they are back (`then`) and the address it knows
 * them by (`email`: an invitation's, filled into the forms). It rides along from the login page to
 * registration and onboarding, so a new account comes back too.
 */
export interface SignInRequest {
  from: string;
  reason?: string;
  then?: string;
  email?: string;
}

const field = (state: unknown, name: keyof SignInRequest): string | undefined => {
  const value = (state as Partial<Record<keyof SignInRequest, unknown>> | null)?.[name];
  return typeof value === 'string' && value ? value : undefined;
};

/** Where to go back to: only a path of this app, never another site, nor `//host`. */
export function returnPath(state: unknown): string | null {
  const from = field(state, 'from');
  return from?.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** The query parameter of a link to the sign-in page that names where to come back to. */
const FROM_PARAM = 'from';

/**
 * A link to the sign-in page that comes back to `from`: for a page that must work before the
 * app's script has arrived (a server-rendered one), where no navigation state can ride along.
 * It carries the way back only, never a reason or an action: any site could link to it.
 */
export const signInLink = (from: string) =>
  `/login?${new URLSearchParams({ [FROM_PARAM]: from }).toString()}`;

/**
 * The sign-in request a screen arrived with: its navigation state, else the way back a
 * `signInLink` named (its path only).
 */
export function signInRequest(location: { state: unknown; search: string }): unknown {
  if (location.state) return location.state;
  const from = new URLSearchParams(location.search).get(FROM_PARAM);
  return from ? ({ from } satisfies SignInRequest) : null;
}

/** The address the sending screen knows the visitor by, for the sign-in and sign-up forms. */
export const signInEmail = (state: unknown): string => field(state, 'email') ?? '';

/** Why the visitor was sent to sign in, when the sending screen said. */
export const signInReason = (state: unknown): string | undefined => field(state, 'reason');

/**
 * The navigation state to arrive back with: the action the sending screen asked for, nothing
 * else. Only the trip back carries it, so no link (nor a reload of another page) can ask for it.
 */
export function returnState(state: unknown): { then: string } | undefined {
  const then = field(state, 'then');
  return then && returnPath(state) ? { then } : undefined;
}

/** On the page a visitor came back to: the action they had asked for before signing in. */
export const resumedAction = (state: unknown): string | undefined => field(state, 'then');
