// Session of the admin: the token of the `login` mutation kept in localStorage under
// 'token'. The guard checks only that a token exists; the server's 401 codes
// (missing, expired or revoked token) end the session. The signed-in user (`me`: name
// and role) gives react-admin its identity and its permissions (the role), read once
// per token.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../gql';
import type { AdminMeQuery } from '../gql/graphql';
import type { AuthProvider } from 'react-admin';
import { TOKEN_STORAGE_KEY } from '../config';
import { SESSION_ERROR_CODES, type ServerErrorBody } from './errors';

export const SESSION_EXPIRED_MESSAGE = 'Sessione scaduta. Effettua nuovamente il login.';
export const LOGIN_FAILED_MESSAGE = 'Invalid credentials';

const LOGIN = graphql(`
  mutation AdminLogin($username: String!, $password: String!) {
    login(username: $username, password: $password) {
      token
    }
  }
`);

const LOGOUT = graphql(`
  mutation AdminLogout {
    logout
  }
`);

const ME = graphql(`
  query AdminMe {
    me {
      id
      name
      username
      role
    }
  }
`);

type Me = NonNullable<AdminMeQuery['me']>;

interface Credentials {
  username: string;
  password: string;
}

function isSessionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, body } = error as { status?: number; body?: ServerErrorBody };
  return status === 401 || (body?.code !== undefined && SESSION_ERROR_CODES.includes(body.code));
}

export function createAuthProvider(client: ApolloClient<unknown>): AuthProvider {
  /** The user of the stored token, asked once per token. */
  let known: { token: string; me: Promise<Me | null> } | null = null;
  const currentUser = (): Promise<Me | null> => {
    const token = localStorage.getItem(TOKEN_STORAGE_KEY);
    if (!token) return Promise.resolve(null);
    if (known?.token !== token) {
      const me = client
        .query({ query: ME, fetchPolicy: 'network-only' })
        .then(({ data }) => data?.me ?? null)
        .catch(() => null);
      known = { token, me };
    }
    return known.me;
  };

  return {
    async login({ username, password }: Credentials) {
      try {
        const { data } = await client.mutate({
          mutation: LOGIN,
          variables: { username, password },
        });
        if (!data?.login.token) throw new Error(LOGIN_FAILED_MESSAGE);
        localStorage.setItem(TOKEN_STORAGE_KEY, data.login.token);
      } catch {
        // Any failure (wrong password, rate limit, network) reads the same on the login screen.
        throw new Error(LOGIN_FAILED_MESSAGE);
      }
    },

    async logout() {
      if (localStorage.getItem(TOKEN_STORAGE_KEY)) {
        try {
          await client.mutate({ mutation: LOGOUT });
        } catch {
          // An expired or already revoked token cannot be revoked again: nothing to undo.
        }
      }
      localStorage.removeItem(TOKEN_STORAGE_KEY);
      known = null;
      await client.clearStore();
    },

    async checkAuth() {
      if (!localStorage.getItem(TOKEN_STORAGE_KEY)) {
        // Straight to the login screen, without a notification.
        throw { redirectTo: '/login', message: false };
      }
    },

    async checkError(error: unknown) {
      if (isSessionError(error)) {
        throw { redirectTo: '/login', message: SESSION_EXPIRED_MESSAGE };
      }
    },

    async getPermissions() {
      return (await currentUser())?.role;
    },

    async getIdentity() {
      const me = await currentUser();
      if (!me) throw new Error('Nessun utente collegato');
      return { id: me.id, fullName: me.name || me.username, role: me.role };
    },
  };
}
