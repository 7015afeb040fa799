// Session of the admin: the token of the `login` mutation kept in localStorage under
// 'token'. The guard checks only that a token exists; the server's 401 codes
// (missing, expired or revoked token) end the session. The signed-in user (`me`: name,
// role and the policy's permissions) gives react-admin its identity, its permissions and
// its access control (canAccess: what the permissions allow, permissions.ts), read once
// per token (asked again while the server could not answer); a `me` of null for a stored
// token (the server no longer knows it: expired or revoked, as when the back office is
// opened again days later) ends the session too.
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../gql';
import type { AdminMeQuery } from '../gql/graphql';
import { HttpError, type AuthProvider } from 'react-admin';
import { TOKEN_STORAGE_KEY } from '../config';
import { SESSION_ERROR_CODES, type ServerErrorBody } from './errors';
import { allows } from './permissions';

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
      permissions
    }
  }
`);

type Me = NonNullable<AdminMeQuery['me']>;

/** What the server said of the stored token: ended when it knows no user for it. */
type CurrentUser = { user: Me } | { ended: true } | { unknown: true };

/** The error of a session the server has ended, as a request of the back office gets it. */
function sessionEnded(): HttpError {
  return new HttpError(SESSION_EXPIRED_MESSAGE, 401, {
    code: 'INVALID_TOKEN',
    message: SESSION_EXPIRED_MESSAGE,
  });
}

interface Credentials {
  username: string;
  password: string;
}

function isSessionError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, body } = error as { status?: number; body?: ServerErrorBody };
  return status === 401 || (body?.code !== undefined && SESSION_ERROR_CODES.includes(body.code));
}

/**
 * policyResourceOf: the policy's name of one of react-admin's resources (five-per-thousand
 * is fivePerThousand); by default the same name.
 */
export function createAuthProvider(
  client: ApolloClient<unknown>,
  policyResourceOf: (resource: string) => string = (resource) => resource,
): AuthProvider {
  /**
   * The user of the stored token, asked once per token. A failed request (the server out
   * of reach) leaves the session as it is: only the server's answer can end it.
   */
  let known: { token: string; me: Promise<CurrentUser> } | null = null;
  const currentUser = (): Promise<CurrentUser> => {
    const token = localStorage.getItem(TOKEN_STORAGE_KEY);
    if (!token) return Promise.resolve({ unknown: true });
    if (known?.token !== token) {
      const me = client
        .query({ query: ME, fetchPolicy: 'network-only' })
        .then(({ data }): CurrentUser => (data?.me ? { user: data.me } : { ended: true }))
        .catch((): CurrentUser => ({ unknown: true }));
      known = { token, me };
      // A question the server did not answer is asked again next time.
      void me.then((current) => {
        if ('unknown' in current && known?.me === me) known = null;
      });
    }
    return known.me;
  };
  /** The signed-in user, or undefined when unknown; throws the session error once it has ended. */
  const signedInUser = async (): Promise<Me | undefined> => {
    const current = await currentUser();
    if ('ended' in current) throw sessionEnded();
    return 'user' in current ? current.user : undefined;
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

    // react-admin hands these errors to checkError: an ended session goes to /login with
    // 'Sessione scaduta...', as a request that meets it would.
    async getPermissions() {
      return (await signedInUser())?.permissions;
    },

    async canAccess({ resource, action }) {
      const permissions = (await signedInUser())?.permissions;
      return allows(permissions, policyResourceOf(resource), action);
    },

    async getIdentity() {
      const me = await signedInUser();
      if (!me) throw new Error('Nessun utente collegato');
      return { id: me.id, fullName: me.name || me.username, role: me.role };
    },
  };
}
