import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8199';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 195, height: 422 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
const req = ctx.request;
const email = `p${Date.now()}@example.com`;
const r = await req.post(`${base}/api/v1/user/register`, { data: { name: 'Meera Iyer', email, password: 'Secret123' } });
const { token, userId } = (await r.json()).result;
await req.post(`${base}/api/v1/portfolio`, { headers: { authorization: `Bearer ${token}` }, data: { personalInfo: { name: 'Meera Iyer', email, phoneNumber: '9876543210', whatsappNumber: '9876543210' }, addressInfo: { buildingName: '42 Lake View', area: 'Koramangala', pincode: '560034' } } });
const prods = (await (await req.get(`${base}/api/v1/product?limit=1`)).json()).results;
await req.post(`${base}/api/v1/cart`, { headers: { authorization: `Bearer ${token}` }, data: { productId: prods[0]._id, quantity: 1 } }).catch(()=>{});
await ctx.addInitScript(([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('userId', u); }, [token, userId]);
const page = await ctx.newPage();
for (const path of process.argv.slice(2).map(p => p.replace('{id}', userId).replace('{pid}', prods[0]._id))) {
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  const out = await page.evaluate(() => {
    const root = document.documentElement;
    const name = (n) => n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + [...n.classList].map(c => '.' + c).join('');
    const list = [...document.body.querySelectorAll('*')].map(n => ({ n, r: n.getBoundingClientRect() })).filter(({ r }) => r.right > root.clientWidth + 1).sort((a, b) => b.r.right - a.r.right).slice(0, 6).map(({ n, r }) => `${name(n)} w=${Math.round(r.width)} right=${Math.round(r.right)} minW=${getComputedStyle(n).minWidth} ws=${getComputedStyle(n).whiteSpace}`);
    return { sw: root.scrollWidth, cw: root.clientWidth, list };
  });
  console.log(path, out.sw, out.cw); for (const l of out.list) console.log('   ', l);
  await page.screenshot({ path: `/tmp/probe-${path.replace(/\W/g, '_')}.png` });
}
await browser.close();
