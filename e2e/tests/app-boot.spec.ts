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

  const response = await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Your Digital Portfolio' })).toBeVisible();
  await expect(page.getByText(`Hi, ${person.name}!`)).toBeVisible();

  // The page names the shell's entry and, beside it, its boot and its shared libraries (Preact,
  // the router, Redux, each in one file), so all three download at once.
  const html = await response!.text();
  const named = [...html.matchAll(/(?:src|href)="(\/static\/js\/[^"]+\.js)"/g)].map(([, p]) => p!);
  expect(named).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/static\/js\/index\.\w+\.js$/),
      expect.stringMatching(/^\/static\/js\/async\/app\.\w+\.js$/),
      expect.stringMatching(/^\/static\/js\/async\/shared-libs\.\w+\.js$/),
    ]),
  );
  expect(html).toMatch(/<link href="\/static\/js\/async\/shared-libs\.\w+\.js" rel="preload"/);
  // They wait in the page for its first script to find a session, which puts them in the head.
  await expect(
    page.locator('head link[rel="preload"][href*="/static/js/async/shared-libs."]'),
  ).toHaveCount(1);
  // What the boot asks for beyond them is Home's own chunk: no library is found on the way.
  const found = [...new Set(shellScripts)].filter((path) => !named.includes(path));
  expect(found.length).toBeLessThanOrEqual(1);
});
