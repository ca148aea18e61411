import type { Portfolio, PortfolioResult, PortfolioService } from 'shared-contracts';
import type { PortfolioRow, PortfolioServiceRow } from '../../db/schema/index.js';

/** The card as anyone may see it. Built field by field, so a new column is private until added. */
export function toPortfolio(row: PortfolioRow): Portfolio {
  return {
    _id: row.id,
    portfolioId: row.id,
    userId: row.userId,
    personalInfo: row.personalInfo,
    workInfo: row.workInfo,
    addressInfo: row.addressInfo,
    socialMedia: row.socialMedia,
    about: row.about,
    serviceHeading: row.serviceHeading,
    theme: row.theme,
    handle: row.handle,
  };
}

export function toPortfolioService(row: PortfolioServiceRow): PortfolioService {
  return { _id: row.id, heading: row.heading, description: row.description, image: row.image };
}

export function toPortfolioResult(
  row: PortfolioRow,
  services: PortfolioServiceRow[],
): PortfolioResult {
  return { portfolio: toPortfolio(row), services: services.map(toPortfolioService) };
}
