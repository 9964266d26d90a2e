import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1366, height: 900 } });
p.on('console', (m) => {
  if (m.type() === 'error') console.log('console:', m.text());
});
const login = async (email, pw) => {
  await p.goto('http://localhost:3000/login');
  await p.evaluate(() => localStorage.clear());
  await p.goto('http://localhost:3000/login');
  await p.getByLabel('EMAIL ADDRESS', { exact: true }).fill(email);
  await p.getByLabel('PASSWORD', { exact: true }).fill(pw);
  await p.getByRole('button', { name: 'Login' }).click();
  await p.waitForURL('**/dashboard');
};
await login('manager@example.com', 'Manager@12345');
const shots = process.argv.slice(2);
for (const u of shots) {
  await p.goto('http://localhost:3000' + u);
  await p.waitForTimeout(1200);
  await p.screenshot({ path: `.tmp/${u.replace(/[\/?=&]/g, '_')}.png`, fullPage: true });
}
await b.close();
