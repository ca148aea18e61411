import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {} from '../fastify-decorators.js';
import { portfolios } from '../../src/db/schema/index.js';

/** The personal section of onboardingBody's card, to save a new name with. */
export const PERSONAL = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phoneNumber: '9876543210',
  whatsappNumber: '9876543210',
};

/** A change made past the API (as another tool or a lost notification would leave it). */
export const renamePastTheApi = (api: FastifyInstance, userId: string, name: string) =>
  api.db
    .update(portfolios)
    .set({
      personalInfo: sql`jsonb_set(${portfolios.personalInfo}, '{name}', to_jsonb(${name}::text))`,
    })
    .where(eq(portfolios.userId, userId));
