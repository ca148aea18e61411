import { apiCaller, type Injector } from './api-caller.js';
import { demoBanner, demoLogo, demoProfilePicture } from './demo-images.js';

export const DEMO_ACCOUNT = { email: 'demo@tapfolio.app', password: 'Tapfolio123' };

/**
 * A complete demo card for a fresh embedded install, made through the API itself (so it passes
 * the same validation as anyone's): register, onboard, upload pictures, fill every section.
 * Runs once: when the demo account exists already, nothing changes.
 */
export async function seedDemoData(app: Injector): Promise<{ userId: string } | null> {
  const { call, expect } = apiCaller(app);

  const registered = await call('POST', '/user/register', {
    body: { name: 'Aarav Mehta', ...DEMO_ACCOUNT },
  });
  if (registered.statusCode === 409) return null;
  if (registered.statusCode !== 201) {
    throw new Error(`demo data: register answered ${registered.statusCode} ${registered.body}`);
  }
  const { token, userId } = registered.json().result as { token: string; userId: string };
  expect(
    await call('POST', '/portfolio', {
      token,
      body: {
        personalInfo: {
          name: 'Aarav Mehta',
          email: DEMO_ACCOUNT.email,
          phoneNumber: '9876501234',
          whatsappNumber: '9876501234',
        },
        addressInfo: {
          buildingName: '3rd Floor, 80 Feet Road',
          area: 'Koramangala 4th Block',
          pincode: '560034',
        },
      },
    }),
    201,
    'onboarding',
  );

  const upload = async (data: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(data)], { type }), name);
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const { key } = expect(
      await call('POST', '/portfolio/upload', {
        token,
        body: body as unknown as string,
        headers: { 'content-type': encoded.headers.get('content-type')! },
      }),
      201,
      `upload ${name}`,
    ) as { key: string };
    return { key, name };
  };
  const profilePicture = await upload(await demoProfilePicture(), 'aarav.jpg', 'image/jpeg');
  const bannerImage = await upload(await demoBanner(), 'banner.jpg', 'image/jpeg');
  const companyLogo = await upload(await demoLogo(), 'logo.png', 'image/png');

  expect(
    await call('PATCH', '/portfolio', {
      token,
      body: {
        personalInfo: {
          name: 'Aarav Mehta',
          email: DEMO_ACCOUNT.email,
          phoneNumber: '+919876501234',
          whatsappNumber: '+919876501234',
          profilePicture,
          bannerImage,
        },
        workInfo: {
          companyName: 'Mehta & Co. Studio',
          designation: 'Product Designer',
          workEmail: 'studio@tapfolio.app',
          primaryWebsite: 'https://tapfolio.app',
          secondaryWebsite: '',
          companyLogo,
        },
        about: {
          heading: 'About Me',
          description:
            'I design mobile products for small businesses across India: from the first sketch to the app in people’s hands. Tap my card, save my contact, and say hello.',
        },
        serviceHeading: 'What I Offer',
        services: [
          {
            heading: 'Product design',
            description: 'Research, flows and polished screens for web and mobile apps.',
            image: null,
          },
          {
            heading: 'Design systems',
            description: 'Components and guidelines your team can build with, fast.',
            image: null,
          },
        ],
        socialMedia: [
          { source: 'linkedin', link: 'https://www.linkedin.com/in/tapfolio-demo' },
          { source: 'instagram', link: 'https://www.instagram.com/tapfolio.demo' },
          { source: 'x', link: 'https://x.com/tapfolio_demo' },
        ],
        theme: 'Dark',
        // A studio's address, shown on its card (a new card hides its street lines).
        visibility: { buildingName: true, area: true },
      },
    }),
    200,
    'filling the card',
  );

  app.log.info(
    { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, card: `/portfolio/${userId}` },
    'demo data: sign in with the demo account, or open its card',
  );
  return { userId };
}
