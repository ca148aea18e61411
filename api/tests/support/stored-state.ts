import { isDeepStrictEqual } from 'node:util';
import {
  MAX_CART_LINE_QUANTITY,
  aboutSchema,
  addressBookEntrySchema,
  forgotPasswordSchema,
  handleRuleError,
  normalizeHandle,
  personalInfoSchema,
  PORTFOLIO_THEMES,
  portfolioAddressSchema,
  profileAddressSchema,
  profileUpdateSchema,
  serviceSchema,
  signupSchema,
  socialMediaSchema,
  workInfoSchema,
} from 'shared-contracts';
import type { AnySchema } from 'yup';
import type { TestApp } from '../helpers/app.js';
import type { Resident } from './world.js';

/** What a person has stored, read back through the API as they read it. */
export async function storedState(t: TestApp, who: Resident) {
  const read = async (path: string) => {
    const res = await t.call('GET', path, { token: who.user.token });
    if (res.statusCode !== 200) throw new Error(`GET ${path}: ${res.statusCode} ${res.body}`);
    return res.json() as Record<string, unknown>;
  };
  const profile = (await read('/user/profile')).result as Record<string, unknown>;
  const { portfolio, services } = (await read('/portfolio')).result as Record<string, unknown>;
  const addresses = (await read('/addressbook')).result as Array<Record<string, unknown>>;
  const cart = (await read('/cart/user')).results as Array<Record<string, unknown>>;
  return {
    profile,
    portfolio: portfolio as Record<string, unknown>,
    services: services as Array<Record<string, unknown>>,
    addresses,
    cart,
  };
}
export type StoredState = Awaited<ReturnType<typeof storedState>>;

/** Strings PostgreSQL could not have stored as sent, or that no schema lets through. */
function badStrings(value: unknown, path: string, out: string[]) {
  if (typeof value === 'string') {
    // With the u flag, a surrogate matches only when it is not half of a pair.
    if (/[\uD800-\uDFFF]/u.test(value)) out.push(`${path}: a lone surrogate`);
    if (value.includes('\u0000')) out.push(`${path}: a NUL byte`);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) badStrings(inner, `${path}.${key}`, out);
  }
}

/** The shared schema accepts the stored value, and would store it exactly so. */
async function schemaProblem(schema: AnySchema, value: unknown): Promise<string | null> {
  try {
    const cast: unknown = await schema.validate(value, { abortEarly: true });
    return isDeepStrictEqual(cast, value)
      ? null
      : `stored as ${JSON.stringify(value)}, not normalised`;
  } catch (error) {
    return (error as Error).message;
  }
}

const pick = (value: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((k) => value[k] !== undefined).map((k) => [k, value[k]]));

/**
 * Each part of `after` that differs from `before` must be what the shared request schema would
 * have let through: junk that got past validation shows up here, whichever route wrote it.
 */
export async function storedJunk(before: StoredState, after: StoredState): Promise<string[]> {
  const problems: string[] = [];
  badStrings(after, 'stored', problems);
  const check = async (name: string, was: unknown, now: unknown, schema: AnySchema) => {
    if (isDeepStrictEqual(was, now)) return;
    const problem = await schemaProblem(schema, now);
    if (problem) problems.push(`${name}: ${problem}`);
  };

  const { profile } = after;
  await check(
    'profile.name',
    before.profile.name,
    { name: profile.name },
    signupSchema.pick(['name']),
  );
  await check(
    'profile.email',
    before.profile.email,
    { email: profile.email },
    forgotPasswordSchema,
  );
  for (const key of ['phoneNumber', 'whatsappNumber']) {
    if (profile[key] === null) continue;
    await check(
      `profile.${key}`,
      before.profile[key],
      pick(profile, [key]),
      profileUpdateSchema.pick([key as 'phoneNumber']),
    );
  }
  if (profile.addressInfo !== null) {
    await check(
      'profile.addressInfo',
      before.profile.addressInfo,
      profile.addressInfo,
      profileAddressSchema,
    );
  }

  const was = before.portfolio;
  const now = after.portfolio;
  await check('personalInfo', was.personalInfo, now.personalInfo, personalInfoSchema);
  await check('workInfo', was.workInfo, now.workInfo, workInfoSchema);
  await check('addressInfo', was.addressInfo, now.addressInfo, portfolioAddressSchema);
  await check('about', was.about, now.about, aboutSchema);
  await check('socialMedia', was.socialMedia, now.socialMedia, socialMediaSchema);
  if (!isDeepStrictEqual(was.theme, now.theme) && !PORTFOLIO_THEMES.includes(now.theme as never)) {
    problems.push(`theme: ${JSON.stringify(now.theme)}`);
  }
  // A handle set by the fuzzer is one the shared rules let through, stored as they normalise it.
  if (!isDeepStrictEqual(was.handle, now.handle)) {
    const broken = handleRuleError(now.handle);
    if (broken || now.handle !== normalizeHandle(now.handle)) {
      problems.push(`handle: ${JSON.stringify(now.handle)}`);
    }
  }
  const heading = now.serviceHeading;
  if (
    heading !== null &&
    (typeof heading !== 'string' || heading.length > 80 || heading !== heading.trim())
  ) {
    problems.push(`serviceHeading: ${JSON.stringify(heading)}`);
  }
  for (const service of after.services) {
    const old = before.services.find((s) => s._id === service._id);
    await check(`service ${String(service._id)}`, old, service, serviceSchema);
  }
  for (const entry of after.addresses) {
    const old = before.addresses.find((a) => a._id === entry._id);
    await check(`address ${String(entry._id)}`, old, entry, addressBookEntrySchema);
  }
  for (const line of after.cart) {
    const quantity = line.quantity;
    if (
      !Number.isInteger(quantity) ||
      (quantity as number) < 1 ||
      (quantity as number) > MAX_CART_LINE_QUANTITY
    ) {
      problems.push(`cart line ${String(line._id)}: quantity ${String(quantity)}`);
    }
  }
  return problems;
}
