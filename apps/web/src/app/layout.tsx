import { AppShell, Box, Burger, Button, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlaneDeparture } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink as RouterNavLink, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/states.tsx';
import { LoadFailedNotice, overlayErrorTexts } from '../lib/overlays.tsx';
import { paths } from '../lib/paths.ts';
import { useCurrentUser } from '../lib/session.ts';
import { AccountButton } from './account-button.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import classes from './layout.module.css';
import { navFor } from './nav.ts';
import { SearchButton } from './search-button.tsx';
import { useSignOut } from './sign-out.ts';

export const BRAND = 'TravelDesk';

const loadUserMenu = () => import('./user-menu.tsx');
let userMenuModule: Awaited<ReturnType<typeof loadUserMenu>> | null = null;

/**
 * The account menu's code (Mantine Menu and its popover) loads when the pointer or focus first
 * reaches the button, not with the page (docs/decisions/005-web-first-page-budget.md). Until then
 * the same button stands in; its first activation mounts the real menu, which takes over focus and
 * opens as a click would. If the code cannot be loaded, a press shows the overlays' notice instead,
 * with Logout, so the user can still sign out (decision 007).
 */
function UserMenu() {
  const user = useCurrentUser();
  const [menu, setMenu] = useState(() => userMenuModule);
  const [activated, setActivated] = useState<{ focus: boolean } | null>(null);
  const [failed, setFailed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();
  if (!user) return null;
  if (menu) return <menu.UserMenu user={user} activated={activated} />;
  const load = () =>
    loadUserMenu().then((m) => {
      userMenuModule = m;
      return m;
    });
  // A failed prefetch says nothing: the press that follows shows the notice.
  const prefetch = () => void load().catch(() => {});
  return (
    <>
      <AccountButton
        ref={button}
        user={user}
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(e) => {
          const focus = document.activeElement === e.currentTarget;
          void load().then(
            (m) => {
              setActivated({ focus });
              setMenu(m);
            },
            () => setFailed(true),
          );
        }}
      />
      {failed && (
        <LoadFailedNotice
          text={overlayErrorTexts.accountMenuText}
          onDismiss={() => {
            setFailed(false);
            button.current?.focus();
          }}
          actions={
            <Button variant="default" onClick={() => void signOut()}>
              Logout
            </Button>
          }
        />
      )}
    </>
  );
}

/**
 * A menu entry that opens its sub-items: a real button, so Tab reaches it and Enter or Space
 * toggles it.
 */
function NavGroup(props: { label: string; defaultOpened: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(props.defaultOpened);
  return (
    <NavLink
      component="button"
      type="button"
      label={props.label}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={16}
    >
      {props.children}
    </NavLink>
  );
}

function SideMenu({ onNavigate }: { onNavigate: () => void }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (!user) return null;
  return (
    <nav aria-label="Main" className={classes.nav}>
      {navFor(user).map((section, i) => (
        <Box key={section.title ?? i} mb="md">
          {section.title && (
            <Text size="xs" fw={700} c="dimmed" px="sm" mb={4} style={{ letterSpacing: 1 }}>
              {section.title}
            </Text>
          )}
          {section.items.map((item) =>
            item.children ? (
              <NavGroup
                key={item.label}
                label={item.label}
                defaultOpened={item.children.some((c) => pathname.startsWith(c.to))}
              >
                {item.children.map((c) => (
                  <NavLink
                    key={c.to}
                    label={c.label}
                    component={RouterNavLink}
                    to={c.to}
                    end
                    onClick={onNavigate}
                  />
                ))}
              </NavGroup>
            ) : (
              <NavLink
                key={item.label}
                label={item.label}
                component={RouterNavLink}
                to={item.to!}
                onClick={onNavigate}
              />
            ),
          )}
        </Box>
      ))}
    </nav>
  );
}

/**
 * After moving to another screen, focus goes to the main region (as a page load would start
 * over), not to the body when the link or button that was used is gone.
 */
function useFocusMainOnNavigate() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  // In the commit that shows the new screen, so no key press lands in between.
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    document.getElementById('main')?.focus();
  }, [pathname]);
}

export default function Layout() {
  const [opened, { toggle, close }] = useDisclosure();
  const { pathname } = useLocation();
  useFocusMainOnNavigate();
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="lg"
    >
      <a
        href="#main"
        className={classes.skip}
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to main content
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="sm">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle menu"
            />
            <Link to={paths.dashboard} style={{ textDecoration: 'none', color: 'inherit' }}>
              <Group gap={8}>
                <IconPlaneDeparture size={26} color="var(--mantine-color-blue-6)" />
                <Text fw={700} size="lg">
                  {BRAND}
                </Text>
              </Group>
            </Link>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <SearchButton />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppShell.Section grow component={ScrollArea}>
          <SideMenu onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main
        id="main"
        tabIndex={-1}
        className={classes.main}
        bg="var(--mantine-color-gray-0)"
        style={{ display: 'flex', flexDirection: 'column' }}
      >
        <Box style={{ flex: 1 }}>
          {/* A page that fails to load or render shows why, under a menu that still works. */}
          <ErrorBoundary scope="page" resetKey={pathname}>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </Box>
        <Box component="footer" pt="xl" pb={4}>
          <Text size="xs" c="dimmed" ta="center">
            © {new Date().getFullYear()} {BRAND} · Travel agency back office
          </Text>
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
