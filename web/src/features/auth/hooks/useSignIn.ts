import { useApolloClient, useMutation } from '@apollo/client/react';
import { LoginDocument, MeDocument } from '@/gql/graphql';

/** Password sign-in: the server sets the session cookie; the cache starts afresh for the new user. */
export function useSignIn() {
  const client = useApolloClient();
  const [login, state] = useMutation(LoginDocument);
  const signIn = async (email: string, password: string) => {
    const { data } = await login({ variables: { email: email.trim(), password } });
    if (!data) throw new Error('empty response');
    await client.clearStore();
    client.writeQuery({ query: MeDocument, data: { me: data.login.user } });
    return data.login.user;
  };
  return { signIn, loading: state.loading };
}
