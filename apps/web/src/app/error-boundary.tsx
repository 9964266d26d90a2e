import type { ReactNode } from 'react';
import { Component } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import { ErrorState, PageLoader } from '../components/states.tsx';
import { autoReload, isChunkLoadError, mayAutoReload, serverAnswers } from '../lib/load-errors.ts';

/** `page`: the routed content inside the layout (the menu stays); `app`: the whole screen. */
export type ErrorScope = 'page' | 'app';

const CHANGED =
  'The connection may have dropped, or TravelDesk was updated while this tab was open.';

/** The words shown: the spec has none for this, so they are ours (decision 007). */
export const errorTexts = {
  page: {
    load: {
      title: 'This page could not be loaded',
      text: `${CHANGED} Reload to try again, or choose another page from the menu.`,
    },
    crash: {
      title: 'Something went wrong',
      text: 'This page stopped working because of an error. Reload to try again, or choose another page from the menu.',
    },
  },
  app: {
    load: { title: 'TravelDesk could not be loaded', text: `${CHANGED} Reload to try again.` },
    crash: {
      title: 'Something went wrong',
      text: 'TravelDesk stopped working because of an error. Reload to try again.',
    },
  },
  reloading: 'Reloading...',
} as const;

interface Props {
  scope: ErrorScope;
  /** The current route's path: a change (the user went elsewhere) clears the error. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Inside a router, every navigation clears the error, not only a change of path: from
 * `/day-plans?date=…` that crashed, a click on Day Plans in the menu (same path, another query, or
 * the very same address: a new history entry each time) shows the page again (a crashed page must
 * not need a reload). Outside a router (the app's outermost boundary in tests) the path is the key.
 */
export function ErrorBoundary(props: Props) {
  return useInRouterContext() ? <RoutedBoundary {...props} /> : <Boundary {...props} />;
}

function RoutedBoundary(props: Props) {
  const { key } = useLocation();
  return <Boundary {...props} resetKey={`${props.resetKey}#${key}`} />;
}

interface State {
  failed: boolean;
  error: unknown;
  /** The resetKey the error happened at. */
  failedAt: string | null;
  /** A chunk failed to load and the page is about to reload (once, see load-errors.ts). */
  reloading: boolean;
}

const clear: State = { failed: false, error: null, failedAt: null, reloading: false };

/**
 * Catches what the routed content throws while rendering, above all a page chunk that failed
 * to load (React.lazy), which would otherwise leave a blank page. A failed chunk reloads the
 * page once (a deploy replaced the file names); otherwise, or if the server does not answer,
 * it shows what happened and a Reload button.
 */
class Boundary extends Component<Props, State> {
  override state: State = clear;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (!state.failed) return null;
    if (state.failedAt === null) {
      const reload = isChunkLoadError(state.error) && mayAutoReload();
      return { failedAt: props.resetKey, reloading: reload };
    }
    return state.failedAt === props.resetKey ? null : clear;
  }

  override componentDidCatch(error: unknown) {
    if (!this.state.reloading || this.state.error !== error) return;
    void serverAnswers().then((answers) => {
      if (this.state.error !== error) return; // The user went elsewhere meanwhile.
      if (!answers || !autoReload()) this.setState({ reloading: false });
    });
  }

  override render() {
    const { failed, error, reloading } = this.state;
    if (!failed) return this.props.children;
    if (reloading) return <PageLoader label={errorTexts.reloading} />;
    const texts = errorTexts[this.props.scope][isChunkLoadError(error) ? 'load' : 'crash'];
    const state = (
      <ErrorState
        title={texts.title}
        text={texts.text}
        headingOrder={this.props.scope === 'app' ? 1 : 2}
      />
    );
    return this.props.scope === 'app' ? <main>{state}</main> : state;
  }
}
