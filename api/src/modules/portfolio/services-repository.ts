import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FileRef } from 'shared-contracts';
import type { Database } from '../../db/client.js';
import { portfolioServices, portfolios } from '../../db/schema/index.js';

/** The database or a transaction: the same queries run in either. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export interface ServiceFields {
  heading: string;
  description: string;
  image: FileRef | null;
}

/** Services are reached through their portfolio's owner: another person's service is not there. */
export function createServicesRepository(db: Executor) {
  const portfolioIdsOf = (userId: string) =>
    db.select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.userId, userId));
  const owned = (userId: string, id: string) =>
    and(
      eq(portfolioServices.id, id),
      inArray(portfolioServices.portfolioId, portfolioIdsOf(userId)),
    );

  return {
    /** The caller's portfolio, locked until the transaction ends, so two saves cannot interleave. */
    async lockOwnPortfolio(userId: string) {
      const [row] = await db
        .select()
        .from(portfolios)
        .where(eq(portfolios.userId, userId))
        .for('update');
      return row ?? null;
    },

    list(portfolioId: string) {
      return db
        .select()
        .from(portfolioServices)
        .where(eq(portfolioServices.portfolioId, portfolioId))
        .orderBy(asc(portfolioServices.position), asc(portfolioServices.createdAt));
    },

    async create(portfolioId: string, fields: ServiceFields, position: number) {
      const [row] = await db
        .insert(portfolioServices)
        .values({ portfolioId, ...fields, position })
        .returning();
      return row!;
    },

    async update(userId: string, id: string, fields: Partial<ServiceFields>) {
      const [row] = await db
        .update(portfolioServices)
        .set({ ...fields, updatedAt: new Date() })
        .where(owned(userId, id))
        .returning();
      return row ?? null;
    },

    async delete(userId: string, id: string) {
      const [row] = await db
        .delete(portfolioServices)
        .where(owned(userId, id))
        .returning({ id: portfolioServices.id });
      // A service that is gone leaves no time of its own: the card's change shows on its row.
      if (row) {
        await db
          .update(portfolios)
          .set({ updatedAt: new Date() })
          .where(eq(portfolios.userId, userId));
      }
      return row ?? null;
    },

    /**
     * The services page saves the whole list: a known `_id` of this portfolio is updated in place,
     * anything else is created, and services missing from the list are deleted. Order is kept.
     */
    async replaceAll(portfolioId: string, services: Array<ServiceFields & { _id?: string }>) {
      const existing = new Set((await this.list(portfolioId)).map((row) => row.id));
      const kept = new Set<string>();
      for (const [position, { _id, ...fields }] of services.entries()) {
        if (_id && existing.has(_id) && !kept.has(_id)) {
          kept.add(_id);
          await db
            .update(portfolioServices)
            .set({ ...fields, position, updatedAt: new Date() })
            .where(
              and(eq(portfolioServices.id, _id), eq(portfolioServices.portfolioId, portfolioId)),
            );
        } else {
          await this.create(portfolioId, fields, position);
        }
      }
      const gone = [...existing].filter((id) => !kept.has(id));
      if (gone.length > 0) {
        await db
          .delete(portfolioServices)
          .where(
            and(
              eq(portfolioServices.portfolioId, portfolioId),
              inArray(portfolioServices.id, gone),
            ),
          );
      }
    },
  };
}
