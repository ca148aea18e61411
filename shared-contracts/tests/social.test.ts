import { describe, expect, it } from '@rstest/core';
import { socialFormSchema, socialMediaSchema } from '../src/portfolio/section-schemas.js';
import {
  displayWebsite,
  invalidSocialMessage,
  isSocialSource,
  normaliseSocialLink,
  normaliseWebsite,
  SOCIAL_HOSTS,
  socialHandleOf,
  socialProfileUrl,
  SOCIAL_SOURCES,
  type SocialSource,
  stripScheme,
} from '../src/portfolio/social.js';
import { allErrorsOf, errorsOf, valueOf } from './helpers.js';

const AT_LEAST_ONE = 'Please fill at least one social media link';
const INVALID_URL = 'Enter a valid web address (http or https)';

/** ARCHITECTURE decision 7: each source's hosts, the first one named in its message. */
const hostsPerSource: [SocialSource, string[]][] = [
  ['facebook', ['facebook.com']],
  ['instagram', ['instagram.com']],
  ['linkedin', ['linkedin.com']],
  ['pinterest', ['pinterest.com', 'pin.it']],
  ['x', ['x.com', 'twitter.com']],
  ['youtube', ['youtube.com', 'youtu.be']],
  ['threads', ['threads.net', 'threads.com']],
];

const everyHost = hostsPerSource.flatMap(([source, hosts]) =>
  hosts.map((host) => [source, host] as const),
);

describe('social sources', () => {
  it('are the seven of the spec, each on the hosts of decision 7', () => {
    expect([...SOCIAL_SOURCES]).toEqual(hostsPerSource.map(([source]) => source));
    for (const [source, hosts] of hostsPerSource) expect([...SOCIAL_HOSTS[source]]).toEqual(hosts);
  });

  it('tells a known source from any other', () => {
    expect(isSocialSource('x')).toBe(true);
    expect(isSocialSource('threads')).toBe(true);
    expect(isSocialSource('dribbble')).toBe(false);
    expect(isSocialSource('Facebook')).toBe(false);
  });

  it.each([
    ['facebook', 'Invalid facebook.com URL'],
    ['instagram', 'Invalid instagram.com URL'],
    ['linkedin', 'Invalid linkedin.com URL'],
    ['pinterest', 'Invalid pinterest.com URL'],
    ['x', 'Invalid x.com URL'],
    ['youtube', 'Invalid youtube.com URL'],
    ['threads', 'Invalid threads.net URL'],
  ] as const)('words the %s error "Invalid {host} URL"', (source, message) => {
    expect(invalidSocialMessage(source)).toBe(message);
  });
});

describe('normaliseSocialLink', () => {
  it.each(everyHost)('accepts %s on %s, saved with https://', (source, host) => {
    expect(normaliseSocialLink(source, `${host}/asha`)).toBe(`https://${host}/asha`);
    expect(normaliseSocialLink(source, `https://${host}/asha`)).toBe(`https://${host}/asha`);
  });

  it.each(everyHost)('accepts subdomains of %s host %s', (source, host) => {
    for (const sub of ['www', 'm']) {
      expect(normaliseSocialLink(source, `${sub}.${host}/asha`)).toBe(
        `https://${sub}.${host}/asha`,
      );
    }
  });

  it.each(['in.linkedin.com/in/asha', 'https://in.linkedin.com/in/asha'])(
    'accepts the country subdomain %j',
    (link) => {
      expect(normaliseSocialLink('linkedin', link)).toBe('https://in.linkedin.com/in/asha');
    },
  );

  it('turns http:// into https:// and adds it when no scheme is typed', () => {
    expect(normaliseSocialLink('facebook', 'http://facebook.com/asha')).toBe(
      'https://facebook.com/asha',
    );
    expect(normaliseSocialLink('facebook', 'HTTP://www.facebook.com/asha')).toBe(
      'https://www.facebook.com/asha',
    );
    expect(normaliseSocialLink('facebook', 'facebook.com/asha')).toBe('https://facebook.com/asha');
  });

  it('trims, lower-cases the host and keeps path, query and fragment as typed', () => {
    expect(normaliseSocialLink('instagram', '  HTTPS://WWW.Instagram.COM/Asha/?hl=en#top ')).toBe(
      'https://www.instagram.com/Asha/?hl=en#top',
    );
  });

  it('saves a bare host without a trailing slash', () => {
    expect(normaliseSocialLink('facebook', 'facebook.com')).toBe('https://facebook.com');
    expect(normaliseSocialLink('facebook', 'https://facebook.com/')).toBe('https://facebook.com');
  });

  it.each([
    ['x', 'x.com/asha'],
    ['youtube', 'http://m.youtube.com/watch?v=1'],
    ['pinterest', 'pin.it/abc/'],
  ] as const)('saves a %s link it already saved unchanged', (source, link) => {
    const saved = normaliseSocialLink(source, link);
    expect(saved).not.toBeNull();
    expect(normaliseSocialLink(source, saved!)).toBe(saved);
  });

  it.each([
    ['facebook', 'facebook.com.evil.io/asha'],
    ['facebook', 'https://facebook.com.evil.io/asha'],
    ['facebook', 'evilfacebook.com/asha'],
    ['facebook', 'https://evil.io/facebook.com'],
    ['facebook', 'https://evil.io?facebook.com'],
    ['facebook', 'https://evil.io#.facebook.com'],
    ['facebook', 'f\u0430cebook.com/asha'], // a Cyrillic а
    ['facebook', 'instagram.com/asha'],
    ['x', 'x.co/asha'],
    ['x', 'https://x.co/asha'],
    ['x', 'notx.com/asha'],
    ['x', 'twitter.co/asha'],
    ['youtube', 'youtube.co/asha'],
    ['youtube', 'youtu.be.evil.io/abc'],
    ['pinterest', 'pin.it.evil.io/abc'],
    ['threads', 'threads.org/@asha'],
    ['linkedin', 'linkedin.com-evil.io/in/asha'],
  ] as const)('refuses the look-alike %s link %j', (source, link) => {
    expect(normaliseSocialLink(source, link)).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'javascript://facebook.com/%0aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://facebook.com/asha',
    'vbscript:msgbox(1)',
    'mailto:asha@facebook.com',
    'file:///etc/passwd',
  ])('refuses the scheme of %j', (link) => {
    expect(normaliseSocialLink('facebook', link)).toBeNull();
  });

  it.each([
    'https://user:secret@facebook.com/asha',
    'https://user@facebook.com/asha',
    'facebook.com@evil.io/asha',
    'https://facebook.com@evil.io/asha',
    'https://facebook.com:8443/asha',
    'facebook.com:8080/asha',
    'http://facebook.com:80/asha',
  ])('refuses user info and ports: %j', (link) => {
    expect(normaliseSocialLink('facebook', link)).toBeNull();
  });

  it.each(['', '   ', 'https://', 'face', '@', 'https:/facebook.com/asha'])(
    'refuses %j, which is neither a link nor a handle',
    (link) => {
      expect(normaliseSocialLink('facebook', link)).toBeNull();
    },
  );
});

describe('a handle', () => {
  it.each([
    ['facebook', '@priya.designs', 'https://facebook.com/priya.designs'],
    ['instagram', '@priya.designs', 'https://instagram.com/priya.designs'],
    ['instagram', ' priya_designs ', 'https://instagram.com/priya_designs'],
    ['linkedin', '@priya-sharma', 'https://linkedin.com/in/priya-sharma'],
    ['pinterest', '@priyadesigns', 'https://pinterest.com/priyadesigns'],
    ['x', '@priya_d', 'https://x.com/priya_d'],
    ['youtube', '@priya.designs', 'https://youtube.com/@priya.designs'],
    ['threads', '@priya.designs', 'https://threads.net/@priya.designs'],
  ] as const)('on %s: %j becomes the profile URL %j', (source, typed, url) => {
    expect(normaliseSocialLink(source, typed)).toBe(url);
    // Saved once, it is a link on the network's host and stays as it is.
    expect(normaliseSocialLink(source, url)).toBe(url);
  });

  it.each([
    ['x', '@priya.designs'], // X handles have no dot
    ['x', '@a_name_longer_than_15'],
    ['facebook', '@priya_d'], // Facebook names have no underscore
    ['linkedin', '@pr'],
    ['instagram', '@priya designs'],
    ['instagram', '@priya@designs'],
  ] as const)('of the wrong shape for %s (%j) is refused, with its message', (source, typed) => {
    expect(normaliseSocialLink(source, typed)).toBeNull();
    expect(socialFormSchema.isValidSync({ [source]: typed })).toBe(false);
  });

  it('is what starts with @, or a bare name without a dot; a dotted name is a link', () => {
    expect(socialHandleOf('@priya.designs')).toBe('priya.designs');
    expect(socialHandleOf('priyadesigns')).toBe('priyadesigns');
    for (const link of [
      'priya.designs',
      'instagram.com/priya',
      'https://x.com/a',
      'evil.example',
    ]) {
      expect(socialHandleOf(link)).toBeNull();
    }
    // So a dotted name without @ is judged as a link, on the source's hosts.
    expect(normaliseSocialLink('instagram', 'priya.designs')).toBeNull();
    expect(socialProfileUrl('instagram', 'priya.designs')).toBe(
      'https://instagram.com/priya.designs',
    );
  });

  it('is saved by the API schema as the profile URL, and a wrong one gets the spec message', async () => {
    expect(
      await valueOf(socialMediaSchema, [{ source: 'instagram', link: '@priya.designs' }]),
    ).toEqual([{ source: 'instagram', link: 'https://instagram.com/priya.designs' }]);
    expect(await errorsOf(socialMediaSchema, [{ source: 'x', link: '@priya.designs' }])).toEqual({
      '[0].link': 'Invalid x.com URL',
    });
    expect(await errorsOf(socialFormSchema, { ...emptyForm, x: '@priya.designs' })).toEqual({
      x: 'Invalid x.com URL',
    });
  });
});

describe('stripScheme', () => {
  it.each([
    ['https://www.facebook.com/asha', 'www.facebook.com/asha'],
    ['http://x.com/asha', 'x.com/asha'],
    ['HTTPS://x.com/asha', 'x.com/asha'],
    ['  https://pin.it/abc  ', 'pin.it/abc'],
    ['facebook.com/asha', 'facebook.com/asha'],
  ])('shows %j as %j', (link, shown) => {
    expect(stripScheme(link)).toBe(shown);
  });
});

describe('normaliseWebsite', () => {
  it.each([
    ['asha.dev', 'https://asha.dev'],
    ['asha.dev/work?tab=1', 'https://asha.dev/work?tab=1'],
    ['https://asha.dev/', 'https://asha.dev'],
    ['http://asha.dev', 'http://asha.dev'],
    ['HTTPS://Asha.DEV/Work/', 'https://asha.dev/Work/'],
    ['  blog.asha.dev  ', 'https://blog.asha.dev'],
    ['https://asha.dev:8443/', 'https://asha.dev:8443'],
  ])('saves %j as %j', (input, saved) => {
    expect(normaliseWebsite(input)).toBe(saved);
  });

  it('returns what it saves unchanged when given it again', () => {
    for (const input of ['asha.dev', 'http://asha.dev/a/', 'asha.dev/work?tab=1#top']) {
      const saved = normaliseWebsite(input)!;
      expect(normaliseWebsite(saved)).toBe(saved);
    }
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://asha.dev',
    'mailto:asha@asha.dev',
    'file:///etc/passwd',
  ])('refuses the scheme of %j', (input) => {
    expect(normaliseWebsite(input)).toBeNull();
  });

  it.each(['', '   ', 'http://', 'https://', 'localhost', 'http://localhost:3000', 'asha'])(
    'refuses %j, which has no dotted host',
    (input) => {
      expect(normaliseWebsite(input)).toBeNull();
    },
  );

  it.each(['https://asha@asha.dev', 'https://asha:secret@asha.dev', 'https://as ha.dev'])(
    'refuses %j',
    (input) => {
      expect(normaliseWebsite(input)).toBeNull();
    },
  );
});

describe('displayWebsite', () => {
  it.each([
    ['https://asha.dev', 'asha.dev'],
    ['http://asha.dev/work/', 'asha.dev/work'],
    ['HTTPS://asha.dev', 'asha.dev'],
    ['asha.dev', 'asha.dev'],
  ])('shows %j as %j', (url, shown) => {
    expect(displayWebsite(url)).toBe(shown);
  });
});

const emptyForm = Object.fromEntries(SOCIAL_SOURCES.map((source) => [source, '']));

describe('socialFormSchema', () => {
  it('requires at least one link', async () => {
    for (const input of [{}, emptyForm, { ...emptyForm, facebook: '   ', x: '\t' }]) {
      expect(await errorsOf(socialFormSchema, input)).toEqual({ '': AT_LEAST_ONE });
    }
  });

  it('accepts one link and fills the other inputs with empty strings', async () => {
    expect(await valueOf(socialFormSchema, { x: 'twitter.com/asha' })).toEqual({
      ...emptyForm,
      x: 'twitter.com/asha',
    });
  });

  it.each(everyHost)('accepts %s on %s, with or without a scheme', async (source, host) => {
    for (const link of [`${host}/asha`, `https://www.${host}/asha`, `http://m.${host}/asha`]) {
      expect(await valueOf(socialFormSchema, { [source]: link })).toMatchObject({
        [source]: link,
      });
    }
  });

  it('names the main host of the input whose link is elsewhere', async () => {
    expect(
      await errorsOf(socialFormSchema, {
        facebook: 'facebook.com.evil.io/asha',
        instagram: 'evilinstagram.com/asha',
        linkedin: 'javascript:alert(1)',
        pinterest: 'data:text/html,x',
        x: 'x.co/asha',
        youtube: 'ftp://youtube.com/asha',
        threads: 'https://user@threads.net/@asha',
      }),
    ).toEqual({
      facebook: 'Invalid facebook.com URL',
      instagram: 'Invalid instagram.com URL',
      linkedin: 'Invalid linkedin.com URL',
      pinterest: 'Invalid pinterest.com URL',
      x: 'Invalid x.com URL',
      youtube: 'Invalid youtube.com URL',
      threads: 'Invalid threads.net URL',
    });
  });

  it('refuses a wrong link even next to a good one', async () => {
    expect(
      await errorsOf(socialFormSchema, { facebook: 'facebook.com/asha', x: 'x.co/asha' }),
    ).toEqual({ x: 'Invalid x.com URL' });
  });

  it("does not take one source's host for another's", async () => {
    expect(await errorsOf(socialFormSchema, { instagram: 'facebook.com/asha' })).toEqual({
      instagram: 'Invalid instagram.com URL',
    });
  });
});

describe('socialMediaSchema', () => {
  it('requires at least one link', async () => {
    expect(await errorsOf(socialMediaSchema, [])).toEqual({ '': AT_LEAST_ONE });
    expect(await errorsOf(socialMediaSchema, 'facebook.com/asha')).toEqual({ '': AT_LEAST_ONE });
  });

  it('saves known links with https://, the source lower-cased and the _id kept', async () => {
    expect(
      await valueOf(socialMediaSchema, [
        { _id: 'a1', source: 'Facebook', link: 'http://www.facebook.com/asha' },
        { source: 'x', link: 'twitter.com/asha' },
        { source: 'threads', link: 'https://threads.com/@asha' },
      ]),
    ).toEqual([
      { _id: 'a1', source: 'facebook', link: 'https://www.facebook.com/asha' },
      { source: 'x', link: 'https://twitter.com/asha' },
      { source: 'threads', link: 'https://threads.com/@asha' },
    ]);
  });

  it('refuses a known source off its hosts with "Invalid {host} URL" on that link', async () => {
    expect(
      await errorsOf(socialMediaSchema, [
        { source: 'facebook', link: 'facebook.com.evil.io/asha' },
        { source: 'youtube', link: 'youtube.com/@asha' },
        { source: 'x', link: 'x.co/asha' },
        { source: 'LinkedIn', link: 'javascript:alert(1)' },
      ]),
    ).toEqual({
      '[0].link': 'Invalid facebook.com URL',
      '[2].link': 'Invalid x.com URL',
      '[3].link': 'Invalid linkedin.com URL',
    });
  });

  it('accepts any other source on any http(s) web address', async () => {
    expect(
      await valueOf(socialMediaSchema, [
        { source: 'dribbble', link: 'dribbble.com/asha' },
        { source: 'blog', link: 'http://asha.dev/' },
        { source: 'github', link: 'https://github.com/asha' },
      ]),
    ).toEqual([
      { source: 'dribbble', link: 'https://dribbble.com/asha' },
      { source: 'blog', link: 'http://asha.dev' },
      { source: 'github', link: 'https://github.com/asha' },
    ]);
  });

  it('refuses other sources on a non-web address', async () => {
    expect(
      await errorsOf(socialMediaSchema, [
        { source: 'blog', link: 'javascript:alert(1)' },
        { source: 'blog', link: 'data:text/html,x' },
        { source: 'blog', link: 'ftp://asha.dev' },
        { source: 'blog', link: 'localhost' },
      ]),
    ).toEqual({
      '[0].link': INVALID_URL,
      '[1].link': INVALID_URL,
      '[2].link': INVALID_URL,
      '[3].link': INVALID_URL,
    });
  });

  it('requires each link and refuses unknown fields', async () => {
    expect(await errorsOf(socialMediaSchema, [{ source: 'facebook', link: ' ' }])).toEqual({
      '[0].link': INVALID_URL,
    });
    expect(
      await allErrorsOf(socialMediaSchema, [
        { source: 'facebook', link: 'facebook.com/asha', icon: 'fb' },
      ]),
    ).toEqual({ '[0]': ['Unknown field(s): icon'] });
  });
});
