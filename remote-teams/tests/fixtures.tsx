import {
  DEFAULT_CARD_TEMPLATE,
  ORGANISATION_PAGE_SIZE,
  type InvitationPreview,
  type LoadedCatalogue,
  type MembersPage,
  type Organisation,
  type OrganisationInvitation,
  type OrganisationMember,
  type OrganisationRole,
} from 'shared-contracts';
import { useLocation } from 'react-router';
import type { HostRequest, HostResult } from 'web-kit';
import { aProfile, fakeHost, renderScreen, type FakeHost } from 'web-kit/testing';
import { clockedUser } from 'web-kit/testing/fake-clock';
import { teamsApi } from '../src/api';
import { Teams } from '../src/app/teams';
import { JoinPage } from '../src/features/join/components/join-page';

/** Shared by the remote's tests: the API's answers, and its screens mounted as the shell does. */
export const ok = <T,>(result: T, message?: string) => ({
  success: true,
  result,
  ...(message && { message }),
});

export function organisation(overrides: Partial<Organisation> = {}): Organisation {
  return {
    _id: '5d0c6a52-7a51-4c55-9d43-6f1b8e1c2a10',
    name: 'Acme Designs',
    logo: null,
    website: 'https://acme.example',
    brandColour: '#0f766e',
    gstin: '29AABCT3518Q1ZS',
    officeAddress: {
      buildingName: '12, MG Road',
      area: 'Indiranagar',
      landmark: '',
      pincode: '560038',
      district: 'Bengaluru',
      state: 'Karnataka',
    },
    role: 'owner',
    memberCount: 3,
    template: DEFAULT_CARD_TEMPLATE,
    shareContacts: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const member = (overrides: Partial<OrganisationMember> = {}): OrganisationMember => ({
  userId: 'u2',
  name: 'Ravi Kumar',
  email: 'ravi@acme.example',
  role: 'member',
  joinedAt: '2026-11-21T10:00:00.000Z',
  designation: '',
  ...overrides,
});

/** Asha (the signed-in person, u1), Meera an admin and Ravi a member. */
export const members = (asha: OrganisationRole = 'owner'): OrganisationMember[] => [
  member({ userId: 'u1', name: 'Asha Rao', email: 'asha@example.com', role: asha }),
  member({ userId: 'u3', name: 'Meera Iyer', email: 'meera@acme.example', role: 'admin' }),
  member(),
];

/** GET /organisation/members' answer: one page of 50 of `total`, the first unless told. */
export const membersPage = (
  list: OrganisationMember[],
  { page = 1, total = list.length } = {},
): MembersPage => ({ members: list, page, pageSize: ORGANISATION_PAGE_SIZE, total });

export const invitation = (
  overrides: Partial<OrganisationInvitation> = {},
): OrganisationInvitation => ({
  _id: '9b2f1c0e-3d4a-4b5c-8d6e-7f8091a2b3c4',
  name: 'Kiran Shah',
  email: 'kiran@acme.example',
  designation: 'Designer',
  phone: '',
  invitedBy: 'Asha Rao',
  createdAt: '2026-11-25T10:00:00.000Z',
  expiresAt: '2099-12-09T10:00:00.000Z',
  ...overrides,
});

export const preview = (overrides: Partial<InvitationPreview> = {}): InvitationPreview => ({
  organisation: { name: 'Acme Designs', logo: null, brandColour: '#0f766e' },
  invitedBy: 'Asha Rao',
  email: 'asha@example.com',
  name: 'Asha Rao',
  expiresAt: '2026-12-09T10:00:00.000Z',
  ...overrides,
});

type Answer = () => Promise<HostResult<unknown>>;

/** "GET /organisation/members?q=ravi&page=2": a request as the tests queue its answers. */
function keyOf({ method = 'GET', url, params = {} }: HostRequest) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) query.set(name, String(value));
  }
  const search = query.toString();
  return `${method} ${url}${search ? `?${search}` : ''}`;
}

/**
 * The host's client for these screens, answering by method, path and query ("GET /organisation")
 * rather than in the order asked: the console asks for its lists side by side.
 */
export function teamsHost() {
  const queues = new Map<string, Answer[]>();
  const calls: HostRequest[] = [];
  const queue = (key: string, answer: Answer) => {
    queues.set(key, [...(queues.get(key) ?? []), answer]);
  };
  return {
    ...fakeHost(),
    calls,
    request: async <T,>(request: HostRequest) => {
      calls.push(request);
      const key = keyOf(request);
      const next = queues.get(key)?.shift();
      if (!next) throw new Error(`No answer queued for ${key}`);
      return (await next()) as HostResult<T>;
    },
    answer: (key: string, data: unknown) => queue(key, async () => ({ data })),
    fail: (key: string, status: number, message: string, fields?: Record<string, string>) =>
      queue(key, async () => ({
        error: {
          status,
          data: { success: false, message, code: 'TEST', ...(fields && { fields }) },
        },
      })),
  };
}
export type TeamsHost = ReturnType<typeof teamsHost>;

const signedIn = {
  token: 't0k',
  userId: 'u1',
  profile: aProfile(),
  profileStatus: 'loaded' as const,
};

/**
 * `/teams/*` as the shell mounts it for Asha, signed in, with the fake clock's user (the test file
 * installs the clock). The test queues the answers on `host` first.
 */
export function renderTeams(route: string, host: TeamsHost, language?: LoadedCatalogue) {
  const view = renderScreen(<Teams />, {
    language,
    route,
    path: '/teams/*',
    host: host as unknown as FakeHost,
    apis: [teamsApi],
    session: signedIn,
  });
  return { ...view, host, user: clockedUser() };
}

/**
 * `/join` with a link's fragment, signed in as Asha or signed out; `profileUnknown`: signed in,
 * her profile not asked for yet (no guard of the shell's stands before this public page).
 */
export function renderJoin(
  route: string,
  host: TeamsHost,
  {
    signedOut = false,
    profileUnknown = false,
    language,
  }: { signedOut?: boolean; profileUnknown?: boolean; language?: LoadedCatalogue } = {},
) {
  const session = profileUnknown ? { token: signedIn.token, userId: signedIn.userId } : signedIn;
  const view = renderScreen(<JoinPage />, {
    language,
    route,
    path: '/join',
    host: host as unknown as FakeHost,
    apis: [teamsApi],
    session: signedOut ? {} : session,
    routes: { '/teams/*': <Teams />, '/login': <LocationState />, '/register': <LocationState /> },
  });
  return { ...view, host, user: clockedUser() };
}

/** Where a navigation landed and the state it carried, as a person's next screen would read it. */
function LocationState() {
  const location = useLocation();
  return (
    <output aria-label="Next page">
      {location.pathname} {JSON.stringify(location.state)}
    </output>
  );
}
