import { expect, signInWithToken, test } from '../fixtures';

test("a signed-in screen's scripts are named by its page, not found one after another", async ({
  page,
  person,
}) => {
  await signInWithToken(page, person);
  const shellScripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.startsWith('/static/js/')) {
      shellScripts.push(pathname);
    }
  });
  const firstLines = new Map<string, Promise<string>>();
  page.on('response', (answer) => {
    if (answer.request().resourceType() !== 'script') return;
    firstLines.set(
      new URL(answer.url()).pathname,
      answer.text().then((text) => text.split('\n', 1)[0]!),
    );
  });

  const response = await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Your Digital Portfolio' })).toBeVisible();
  await expect(page.getByText(`Hi, ${person.name}!`)).toBeVisible();

  // The page names the shell's entry and, beside it, its boot, its shared libraries (Preact,
  // the router, Redux, each in one file) and Home's own chunk, so all four download at once.
  const html = await response!.text();
  const named = [...html.matchAll(/(?:src|href)="(\/static\/js\/[^"]+\.js)"/g)].map(([, p]) => p!);
  expect(named).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/static\/js\/index\.\w+\.js$/),
      expect.stringMatching(/^\/static\/js\/async\/app\.\w+\.js$/),
      expect.stringMatching(/^\/static\/js\/async\/shared-libs\.\w+\.js$/),
      expect.stringMatching(/^\/static\/js\/async\/page-home\.\w+\.js$/),
    ]),
  );
  expect(html).toMatch(/<link href="\/static\/js\/async\/shared-libs\.\w+\.js" rel="preload"/);
  // They wait in the page for its first script to find a session, which puts them in the head.
  await expect(
    page.locator('head link[rel="preload"][href*="/static/js/async/shared-libs."]'),
  ).toHaveCount(1);
  // The boot asks for nothing of the shell's beyond them: no library, nor Home, found on the way.
  const found = [...new Set(shellScripts)].filter((path) => !named.includes(path));
  expect(found).toEqual([]);

  // What runs whole as the screen starts is compiled as it streams in (V8's compile
  // hint): the shell's three and each remote's container and exposed pages. Home's own chunk, a
  // small one, is compiled as it runs.
  const hinted = new Map<string, boolean>();
  for (const [path, line] of firstLines) {
    hinted.set(path.replace(/\.\w+\.js$/, ''), (await line) === '//# allFunctionsCalledOnLoad');
  }
  const hintedPaths = [...hinted].filter(([, yes]) => yes).map(([path]) => path);
  const boot = [
    '/static/js/index',
    '/static/js/async/app',
    '/static/js/async/shared-libs',
    ...['portfolio', 'shop'].flatMap((remote) =>
      [`remote_${remote}`, 'async/__federation_expose_pages'].map((file) =>
        expect.stringMatching(new RegExp(`^/remotes/remote-${remote}/[^/]+/static/js/${file}$`)),
      ),
    ),
  ];
  expect(hintedPaths).toEqual(expect.arrayContaining(boot));
  expect(hintedPaths).toHaveLength(boot.length);
  expect(hinted.size).toBeGreaterThan(boot.length);
});
