import {
  publicResultOf,
  visibilityOf,
  type OwnPortfolio,
  type OwnPortfolioResult,
  type PortfolioResult,
  type PortfolioService,
} from 'shared-contracts';
import type { PortfolioRow, PortfolioServiceRow } from '../../db/schema/index.js';

/**
 * The owner's own portfolio, with their switches. Built field by field, so a new column stays
 * private until added here.
 */
export function toOwnPortfolio(row: PortfolioRow): OwnPortfolio {
  return {
    _id: row.id,
    portfolioId: row.id,
    userId: row.userId,
    personalInfo: row.personalInfo,
    workInfo: row.workInfo,
    addressInfo: row.addressInfo,
    // Every link says whether it shows, so the editor's switch never has to guess.
    socialMedia: row.socialMedia.map((link) => ({ ...link, visible: link.visible !== false })),
    about: row.about,
    serviceHeading: row.serviceHeading,
    theme: row.theme,
    handle: row.handle,
    searchable: row.searchable,
    visibility: visibilityOf(row.hiddenFields),
    brand: row.brand,
  };
}

export function toPortfolioService(row: PortfolioServiceRow): PortfolioService {
  return { _id: row.id, heading: row.heading, description: row.description, image: row.image };
}

/** GET and PATCH /portfolio, and the owner's export: everything, with the switches. */
export function toOwnPortfolioResult(
  row: PortfolioRow,
  services: PortfolioServiceRow[],
): OwnPortfolioResult {
  return { portfolio: toOwnPortfolio(row), services: services.map(toPortfolioService) };
}

/** The card as anyone may see it: what the owner hid is not in it (shared-contracts visibility). */
export function toPublicPortfolioResult(
  row: PortfolioRow,
  services: PortfolioServiceRow[],
): PortfolioResult {
  return publicResultOf(toOwnPortfolioResult(row, services));
}
