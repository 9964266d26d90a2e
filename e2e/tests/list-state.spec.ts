import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import type { TestUser } from '../fixtures.ts';
import { apiAs, createUser, signInAs, watchNetwork } from '../fixtures.ts';
import {
  accountEndpoints,
  agentEndpoints,
  bookingEndpoints,
  branchEndpoints,
  categoryEndpoints,
  dayPlanEndpoints,
  enquiryEndpoints,
  staffEndpoints,
  transactionEndpoints,
} from '@app/contract';
import {
  aBooking,
  aDayPlan,
  aStaffMember,
  aTransaction,
  anAccount,
  anAgent,
  anEnquiry,
  branchBody,
} from '../factories.ts';

/**
 * Every list keeps its search, filters and page in the URL
 * (docs/decisions/014-list-state-junk-params-after-save.md): after a reload, after the record's
 * own Back (or a form's Cancel), after the browser's Back and in a fresh tab with the pasted
 * address, the list shows the same view.
 */
// Each test opens several pages from cold on a machine shared with other runs.
test.describe.configure({ timeout: 120_000 });

let admin: TestUser;
let tag: string;
type Api = Awaited<ReturnType<typeof apiAs>>;
let api: Api;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  admin = await createUser({ role: 'admin', name: 'List Lee' });
  api = await apiAs(page, admin);
  tag = `L${Date.now() % 100000}${Math.floor(Math.random() * 100)}`;
});

const main = (page: Page) => page.locator('#main');
const rowsOf = (page: Page) => main(page).locator('tbody tr');
const many = async (n: number, make: (i: number) => Promise<unknown>) => {
  for (let i = 1; i <= n; i++) await make(i);
};

async function search(page: Page, text: string) {
  await main(page).getByRole('textbox', { name: 'Search', exact: true }).fill(text);
  await expect(page).toHaveURL(/search=/);
}
async function choose(page: Page, label: string, option: RegExp) {
  await main(page).getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}
/** Page 2, once its rows have arrived (the pager shows the page the server answered). */
async function pageTwo(page: Page) {
  const two = main(page).getByRole('button', { name: 'Page 2', exact: true });
  await two.click();
  await expect(page).toHaveURL(/page=2/);
  await expect(two).toHaveAttribute('aria-current', 'page', { timeout: 20_000 });
}

interface ListCase {
  path: string;
  /** Sets search, filters and page through the screen. */
  set: (page: Page) => Promise<void>;
  /** What the view is: the rows (or cards) shown, compared as text. */
  view?: (page: Page) => Locator;
  /** Opens a record from the list, and the name of its way back. */
  open?: (page: Page) => Promise<void>;
  back?: string;
}

async function snapshot(page: Page, c: ListCase) {
  await watchNetwork(page)();
  const items = (c.view ?? rowsOf)(page);
  await expect(items.first()).toBeVisible();
  return items.allInnerTexts();
}
async function expectSame(page: Page, c: ListCase, url: string, view: string[]) {
  await expect(page).toHaveURL(url);
  // A fresh tab loads every chunk again: more than the usual 7 s on a busy machine.
  await expect((c.view ?? rowsOf)(page)).toHaveText(view, { useInnerText: true, timeout: 20_000 });
}

async function checkList(page: Page, browser: Browser, c: ListCase) {
  await signInAs(page, admin);
  await page.goto(c.path);
  await c.set(page);
  const url = page.url();
  const view = await snapshot(page, c);

  await page.reload();
  await expectSame(page, c, url, view);

  if (c.open && c.back) {
    await c.open(page);
    await expect(page).not.toHaveURL(url);
    await main(page).getByRole('link', { name: c.back, exact: true }).first().click();
    await expectSame(page, c, url, view);

    await c.open(page);
    await expect(page).not.toHaveURL(url);
    await page.goBack();
    await expectSame(page, c, url, view);
  }

  const ctx = await browser.newContext();
  const fresh = await ctx.newPage();
  await signInAs(fresh, admin);
  await fresh.goto(url);
  await expectSame(fresh, c, url, view);
  await ctx.close();
}

const viewFirst = (page: Page) =>
  rowsOf(page)
    .first()
    .getByRole('link', { name: /^View / })
    .click();
const editFirst = (page: Page) =>
  rowsOf(page)
    .first()
    .getByRole('link', { name: /^Edit / })
    .click();

test('bookings: search, status and page', async ({ page, browser }) => {
  await many(16, (i) =>
    api(bookingEndpoints.create, {
      body: aBooking({
        guest_name: `${tag} Bk ${i}`,
        sale_amount: '1',
        purchase_amount: '1',
      }),
    }),
  );
  await checkList(page, browser, {
    path: '/bookings',
    set: async (p) => {
      await search(p, `${tag} Bk`);
      await choose(p, 'Status', /^draft$/i);
      await pageTwo(p);
    },
    open: viewFirst,
    back: 'Back',
  });
});

test('enquiries: search, status and page', async ({ page, browser }) => {
  await many(16, (i) =>
    api(enquiryEndpoints.create, {
      body: anEnquiry({
        customer_name: `${tag} Enq ${i}`,
        customer_email: 'c@d.co',
        customer_mobile: '+91 98000 00001',
      }),
    }),
  );
  await checkList(page, browser, {
    path: '/enquiries',
    set: async (p) => {
      await search(p, `${tag} Enq`);
      await choose(p, 'Status', /^new$/i);
      await pageTwo(p);
    },
    open: viewFirst,
    back: 'Back',
  });
});

test('agents: search, status and page', async ({ page, browser }) => {
  await many(16, (i) =>
    api(agentEndpoints.create, {
      body: anAgent({
        name: `${tag} Agt ${i}`,
        primary_mobile: '+91 98000 00001',
        primary_email: `a${i}@b.co`,
      }),
    }),
  );
  await checkList(page, browser, {
    path: '/agents',
    set: async (p) => {
      await search(p, `${tag} Agt`);
      await choose(p, 'Status', /^active$/i);
      await pageTwo(p);
    },
    open: viewFirst,
    back: 'Back',
  });
});

/** An account and a category with `n` pending income transactions described `${label} n`. */
async function transactions(label: string, n: number) {
  const account = await api(accountEndpoints.create, {
    body: anAccount({
      name: `${label} Acc`,
      code: `${label}-A`,
      type: 'asset',
      opening_balance: 0,
    }),
  });
  const category = await api(categoryEndpoints.create, {
    body: {
      name: `${label} Cat`,
    },
  });
  const made: { id: number; updated_at: string }[] = [];
  await many(n, async (i) =>
    made.push(
      await api(transactionEndpoints.create, {
        body: aTransaction({
          type: 'income',
          transaction_date: `2026-10-${String(i).padStart(2, '0')}`,
          account_id: account.id,
          category_id: category.id,
          amount: '1',
          description: `${label} tx ${i}`,
        }),
      }),
    ),
  );
  return { account, made };
}

test('transactions: search, type and page', async ({ page, browser }) => {
  await transactions(`${tag}T`, 11);
  await checkList(page, browser, {
    path: '/transactions',
    set: async (p) => {
      await search(p, `${tag}T tx`);
      await choose(p, 'Type', /^income$/i);
      await pageTwo(p);
    },
    open: viewFirst,
    back: 'Back',
  });
});

test('pending approvals: page, and a transaction opened from it comes back to it', async ({
  page,
  browser,
}) => {
  await transactions(`${tag}P`, 11);
  await checkList(page, browser, {
    path: '/transactions/pending-approvals',
    set: pageTwo,
    // Other tests add pending transactions meanwhile: the view is the page shown.
    view: (p) => main(p).locator('[aria-current="page"]'),
    open: (p) => rowsOf(p).first().getByRole('link').first().click(),
    back: 'Back',
  });
  await expect(main(page).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('accounts: search, type and page; the statement Back returns', async ({ page, browser }) => {
  await many(11, (i) =>
    api(accountEndpoints.create, {
      body: anAccount({
        name: `${tag} Acc ${i}`,
        code: `${tag}-${i}`,
        type: 'asset',
        opening_balance: 0,
      }),
    }),
  );
  await checkList(page, browser, {
    path: '/accounts',
    set: async (p) => {
      await search(p, `${tag} Acc`);
      await choose(p, 'Type', /^asset$/i);
      await pageTwo(p);
    },
    open: (p) =>
      rowsOf(p)
        .first()
        .getByRole('link', { name: /^Statement of / })
        .click(),
    back: 'Back',
  });
});

test('account statement: dates and page', async ({ page, browser }) => {
  const { account, made } = await transactions(`${tag}S`, 22);
  for (const t of made)
    await api(transactionEndpoints.approve, {
      params: { id: t.id },
      body: { updated_at: t.updated_at },
    });
  await checkList(page, browser, {
    path: `/accounts/${account.id}`,
    set: async (p) => {
      await main(p).getByLabel('From Date').fill('2026-10-01');
      await expect(p).toHaveURL(/startDate=2026-10-01/);
      await pageTwo(p);
    },
  });
});

test('staff: search, role and page', async ({ page, browser }) => {
  const branch = await api(branchEndpoints.create, { body: branchBody(`${tag}SB`, `${tag} SB`) });
  await many(11, (i) =>
    api(staffEndpoints.create, {
      body: aStaffMember({
        name: `${tag} Stf ${i}`,
        email: `${tag.toLowerCase()}-${i}@staff.example`,
        password: 'List-state-2026',
        password_confirmation: 'List-state-2026',
        employee_id: `${tag}-${i}`,
        position: 'Clerk',
        phone: '+91 98000 00001',
        date_of_joining: '2026-01-05',
        branch_id: branch.id,
        address: 'a',
        city: 'c',
        state: 's',
        country: 'x',
        postal_code: '1',
      }),
    }),
  );
  await checkList(page, browser, {
    path: '/staff',
    set: async (p) => {
      await search(p, `${tag} Stf`);
      await choose(p, 'Role', /^staff$/i);
      await pageTwo(p);
    },
    view: (p) => main(p).getByText(new RegExp(`^${tag} Stf \\d+$`)),
    open: (p) =>
      main(p)
        .getByRole('link', { name: /^View / })
        .first()
        .click(),
    back: 'Back',
  });
});

test('branches: search and page; Cancel on the edit form returns', async ({ page, browser }) => {
  await many(11, (i) =>
    api(branchEndpoints.create, { body: branchBody(`${tag}B${i}`, `${tag} Br ${i}`) }),
  );
  await checkList(page, browser, {
    path: '/branches',
    set: async (p) => {
      await search(p, `${tag} Br`);
      await pageTwo(p);
    },
    open: editFirst,
    back: 'Cancel',
  });
});

test('categories: search and page; Cancel on the edit form returns', async ({ page, browser }) => {
  await many(11, (i) => api(categoryEndpoints.create, { body: { name: `${tag} Cg ${i}` } }));
  await checkList(page, browser, {
    path: '/transaction-categories',
    set: async (p) => {
      await search(p, `${tag} Cg`);
      await pageTwo(p);
    },
    open: editFirst,
    back: 'Cancel',
  });
});

test('day plans: date, status and search; Cancel on the edit form returns', async ({
  page,
  browser,
}) => {
  const day = `2031-07-${String(10 + (Date.now() % 15)).padStart(2, '0')}`;
  for (const [guest, status] of [
    [`${tag} Dp 1`, 'pending'],
    [`${tag} Dp 2`, 'pending'],
    [`${tag} Other`, 'pending'],
    [`${tag} Dp 3`, 'completed'],
  ] as const)
    await api(dayPlanEndpoints.create, {
      body: aDayPlan({
        plan_date: day,
        guest_name: guest,
        service_description: 'S',
        status,
      }),
    });
  await checkList(page, browser, {
    path: '/day-plans',
    set: async (p) => {
      await main(p).getByLabel('Date', { exact: true }).fill(day);
      await expect(p).toHaveURL(new RegExp(`date=${day}`));
      await choose(p, 'Status', /^pending$/i);
      await search(p, `${tag} Dp`);
      await expect(rowsOf(p)).toHaveCount(2, { timeout: 20_000 });
    },
    open: (p) =>
      main(p)
        .getByRole('link', { name: /^Edit service for / })
        .first()
        .click(),
    back: 'Cancel',
  });
});

test('audit log: record type, action and page', async ({ page, browser }) => {
  await many(21, (i) =>
    api(bookingEndpoints.create, {
      body: aBooking({
        guest_name: `${tag} Au ${i}`,
        sale_amount: '1',
        purchase_amount: '1',
      }),
    }),
  );
  await checkList(page, browser, {
    path: '/audit-log',
    set: async (p) => {
      await choose(p, 'Record type', /^booking$/i);
      await choose(p, 'Action', /^created?$/i);
      await pageTwo(p);
    },
    // Other tests add bookings meanwhile (newest first): the view is the page shown.
    view: (p) => main(p).locator('[aria-current="page"]'),
  });
});
