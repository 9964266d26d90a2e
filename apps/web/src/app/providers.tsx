import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Overlays } from '../lib/overlays.tsx';
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
        <Overlays />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
