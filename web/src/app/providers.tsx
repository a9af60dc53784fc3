import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { ConnectionNotice } from '@/shared/error-monitor';
import { TOAST_MS } from '@/shared/ui/notify';
import { theme } from './theme';

export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <ModalsProvider labels={{ confirm: 'Подтвердить', cancel: 'Отмена' }}>
          {/* One toast at a time, for 5 seconds. */}
          <Notifications limit={1} autoClose={TOAST_MS} position="bottom-right" />
          {/* Outside the router: signed-in and public pages alike. */}
          <ConnectionNotice />
          {children}
        </ModalsProvider>
      </MantineProvider>
    </ApolloProvider>
  );
}
