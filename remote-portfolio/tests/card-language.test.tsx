import { afterEach, describe, expect, it } from '@rstest/core';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadCatalogue } from 'shared-contracts';
import { fakeHost, renderScreen } from 'web-kit/testing';
import { portfolioApi } from '../src/api';
import { PublicPortfolioPage } from '../src/features/public-page/public-portfolio-page';
import { enhanceCard } from '../src/server/enhance-card';
import { languageStore, renderCardMarkup } from '../src/server/render-card';
import { answerOf, withPortfolio } from './fixtures/public-card';

/** A card its owner wrote in their own scripts: a Tamil name, a Hindi About. */
const TAMIL_NAME = 'முத்துலட்சுமி ராமன்';
const HINDI_ABOUT = 'मैं छोटे व्यवसायों के लिए ब्रांड डिज़ाइन करती हूँ।';
const ownCard = withPortfolio({
  personalInfo: { name: TAMIL_NAME },
  about: { heading: 'என்னைப் பற்றி', description: HINDI_ABOUT },
});

afterEach(() => {
  localStorage.clear();
  // The enhanced card below is written into the page itself, which Testing Library's cleanup
  // does not empty: the suite's files share one document.
  document.body.innerHTML = '';
});

async function renderIn(language: 'hi' | 'ta') {
  const host = fakeHost();
  host.answer(answerOf(ownCard));
  renderScreen(<PublicPortfolioPage />, {
    route: '/portfolio/u1',
    path: '/portfolio/:userId',
    host,
    apis: [portfolioApi],
    language: await loadCatalogue(language),
  });
  return screen.findByRole('heading', { level: 1, name: TAMIL_NAME });
}

describe("the card in the visitor's language, the owner's content as written", () => {
  it('frames the card in Tamil', async () => {
    await renderIn('ta');
    expect(screen.getByText(HINDI_ABOUT)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'என்னைப் பற்றி' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'தொடர்பைச் சேமி' })).toHaveAttribute(
      'href',
      '/api/v1/portfolio/u1/vcard',
    );
    expect(screen.getByRole('heading', { name: 'தொடர்பு' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'உங்கள் விவரங்களைப் பகிருங்கள்' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${TAMIL_NAME} அவர்களின் பேனர்` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'லைட் தீமுக்கு மாற்று' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `LinkedIn-இல் ${TAMIL_NAME}` })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Tapfolio-இல் உருவானது: உங்கள் இலவச கார்டைப் பெறுங்கள்' }),
    ).toBeInTheDocument();
    for (const english of ['Save Contact', 'Share your details', 'Contact', 'Services'])
      expect(screen.queryByText(english)).not.toBeInTheDocument();
  });

  it('asks for the visitor’s details in Hindi, the consent naming the owner as written', async () => {
    await renderIn('hi');
    expect(screen.getByRole('link', { name: 'संपर्क सेव करें' })).toBeInTheDocument();
    // The sheet is in the page, hidden until opened (the URL's #share-details).
    const form = document.getElementById('share-details')!;
    expect(
      within(form).getByRole('heading', { name: 'अपनी जानकारी शेयर करें', hidden: true }),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('आपका नाम')).toBeInTheDocument();
    expect(within(form).getByLabelText('फ़ोन (ईमेल दें तो ज़रूरी नहीं)')).toBeInTheDocument();
    expect(
      within(form).getByText(`मैं सहमत हूँ कि ${TAMIL_NAME} मुझसे संपर्क कर सकते हैं`),
    ).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'भेजें', hidden: true })).toBeInTheDocument();
  });
});

describe("card-enhance in the page's language, with no catalogue of its own", () => {
  it('names the theme switch and the marquee button in Tamil after a press', async () => {
    const many = withPortfolio({
      personalInfo: { name: TAMIL_NAME },
      socialMedia: ['facebook', 'instagram', 'linkedin', 'x', 'youtube', 'threads'].map(
        (source, i) => ({ _id: `l${i}`, source, link: `https://${source}.com/m` }),
      ),
    });
    document.body.innerHTML = renderCardMarkup(
      {
        result: many,
        pageUrl: 'https://tapfolio.example/portfolio/u1',
        vcardUrl: '/v',
        theme: 'dark',
      },
      languageStore(await loadCatalogue('ta')),
    );
    enhanceCard(document);
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'லைட் தீமுக்கு மாற்று' });
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('டார்க் தீமுக்கு மாற்று');
    const pause = screen.getByRole('button', { name: 'சமூக ஊடக இணைப்புகளை நிறுத்து' });
    fireEvent.click(pause);
    expect(pause).toHaveAccessibleName('சமூக ஊடக இணைப்புகளை இயக்கு');
    expect(pause).toHaveTextContent('இயக்கு');
  });
});
