import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1366, height: 900 } });
p.on('console', (m) => {
  if (m.type() === 'error') console.log('console:', m.text());
});
await p.goto('http://localhost:3000/login');
await p.getByLabel('EMAIL ADDRESS', { exact: true }).fill('admin@example.com');
await p.getByLabel('PASSWORD', { exact: true }).fill('Admin@12345');
await p.getByRole('button', { name: 'Login' }).click();
await p.waitForURL('**/dashboard');
for (const [u, f] of [
  ['/staff', 'staff'],
  ['/staff/2', 'staff-detail'],
  ['/staff/2/permissions', 'staff-perms'],
  ['/staff/2/edit', 'staff-edit'],
]) {
  await p.goto('http://localhost:3000' + u);
  await p.waitForTimeout(1200);
  await p.screenshot({ path: `.tmp/${f}.png`, fullPage: true });
}
await b.close();
