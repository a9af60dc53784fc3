import { Button } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { IconBrandGoogleFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { GoogleAuthUrlDocument } from '@/gql/graphql';
import { errorMessage } from '@/shared/errors/error-message';
import { AUTH } from '../auth.messages';

/** Asks the server for Google's address and goes there; on failure reports and re-enables. */
export function GoogleButton({ onError, disabled }: { onError: (message: string | null) => void; disabled?: boolean }) {
  const client = useApolloClient();
  const [working, setWorking] = useState(false);

  const start = async () => {
    setWorking(true);
    onError(null);
    try {
      const { data } = await client.query({ query: GoogleAuthUrlDocument, fetchPolicy: 'network-only' });
      if (!data?.googleAuthUrl) throw new Error(AUTH.googleNotConfigured);
      window.location.assign(data.googleAuthUrl);
    } catch (error) {
      onError(errorMessage(error, AUTH.googleNotConfigured));
      setWorking(false);
    }
  };

  return (
    <Button
      variant="default"
      fullWidth
      leftSection={<IconBrandGoogleFilled size={16} />}
      disabled={disabled || working}
      onClick={start}
    >
      {working ? AUTH.googleWorking : AUTH.google}
    </Button>
  );
}
