import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { contrastVariables, theme } from './theme.ts';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // A failed list load keeps the previous data (spec section 8).
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
    },
  });
}

export function Providers({ children, client }: { children: ReactNode; client: QueryClient }) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={contrastVariables}
    >
      <QueryClientProvider client={client}>
        <ModalsProvider>
          <Notifications position="top-right" autoClose={3000} />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
