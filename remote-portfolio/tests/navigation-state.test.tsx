import { describe, expect, it } from '@rstest/core';
import {
  hideEditFromState,
  portfolioFromState,
} from '../src/features/shared/card/navigation-state';
import { publicPortfolioOf, visibilityOf } from 'shared-contracts';
import { portfolio as own, services } from './fixtures/editor';

/** What the card shows of the owner's copy: here every field, without the switches. */
const portfolio = publicPortfolioOf(own);
const result = { portfolio, services };

describe('the card in navigation state', () => {
  it('reads a result under homeData, or under portfolio', () => {
    expect(portfolioFromState({ homeData: result })).toEqual(result);
    expect(portfolioFromState({ portfolio: result })).toEqual(result);
    expect(
      portfolioFromState({ homeData: { portfolio, services: [] }, portfolio: result }),
    ).toEqual({ portfolio, services: [] });
  });

  it("shows none of what the owner hid when handed the owner's own copy", () => {
    const hidden = { ...own, visibility: visibilityOf(['email', 'buildingName']) };
    const read = portfolioFromState({ homeData: { portfolio: hidden, services } });
    expect(read?.portfolio.personalInfo.email).toBe('');
    expect(read?.portfolio.addressInfo.buildingName).toBe('');
    expect(read?.portfolio.personalInfo.phoneNumber).toBe(own.personalInfo.phoneNumber);
    expect(read?.portfolio).not.toHaveProperty('visibility');
  });

  it('reads a bare portfolio with its services beside it', () => {
    expect(portfolioFromState({ portfolio, services })).toEqual(result);
    expect(portfolioFromState({ homeData: portfolio })).toEqual({ portfolio, services: [] });
  });

  it('reads past something under homeData that is no portfolio', () => {
    expect(portfolioFromState({ homeData: { userId: 'u1' }, portfolio: result })).toEqual(result);
  });

  it('renders a partial, older or wrong-typed copy, its odd fields read as empty', () => {
    const read = portfolioFromState({
      homeData: {
        portfolio: {
          _id: 'p1',
          userId: 'u1',
          personalInfo: { name: 'Asha Rao', email: 5, profilePicture: 'me.jpg' },
          workInfo: null,
          socialMedia: [{ source: 'x', link: 'https://x.com/asha' }, { source: 'facebook' }],
          theme: 'Neon',
        },
        services: [{ heading: 'Branding', description: ['Logos'] }, 'Print'],
      },
    });
    expect(read?.portfolio).toMatchObject({
      portfolioId: 'p1',
      personalInfo: { name: 'Asha Rao', email: '', profilePicture: null },
      workInfo: { companyName: '', companyLogo: null },
      about: { heading: null, description: null },
      socialMedia: [{ source: 'x', link: 'https://x.com/asha' }],
      serviceHeading: null,
      theme: 'Dark',
    });
    expect(read?.services).toEqual([
      { _id: 'service-0', heading: 'Branding', description: '', image: null },
    ]);
  });

  it('ignores state that holds no portfolio, or someone else’s', () => {
    expect(portfolioFromState(null)).toBeNull();
    expect(portfolioFromState('homeData')).toBeNull();
    expect(portfolioFromState({ homeData: { ...portfolio, userId: 7 } })).toBeNull();
    expect(portfolioFromState({ homeData: { ...portfolio, personalInfo: 'Asha' } })).toBeNull();
    expect(portfolioFromState({ homeData: result }, 'u2')).toBeNull();
    expect(portfolioFromState({ homeData: result }, 'u1')).toEqual(result);
  });

  it('hides the edit button only when asked to', () => {
    expect(hideEditFromState({ hideEdit: true })).toBe(true);
    expect(hideEditFromState({ hideEdit: 'yes' })).toBe(false);
    expect(hideEditFromState(undefined)).toBe(false);
  });
});
