import WebSocket from 'ws';

const WATCHING = `subscription ($c: Int!) {
  dashboardScreensChanged(companyId: $c) { dashboardId count lastConnectedAt screens { id connectedAt network agent } }
}`;

/**
 * A manager's page listening for who watches the company's links (dashboardScreensChanged), on a
 * socket of its own: counts the pushes of one dashboard and keeps the last count they said.
 */
export async function watchingManager(apiUrl: string, token: string, companyId: number, dashboardId: number) {
  const socket = new WebSocket(apiUrl.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws');
  let pushes = 0;
  let count = 0;
  let waiter: { count: number; resolve(): void } | null = null;
  let refusal: string | null = null;
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authToken: token } })));
    socket.on('error', reject);
    socket.on('close', (code) => reject(new Error(`the manager's socket closed (${code})`)));
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(String(data)) as {
        type: string;
        payload?: { data?: { dashboardScreensChanged?: { dashboardId: number; count: number } } };
      };
      if (message.type === 'connection_ack') {
        socket.send(
          JSON.stringify({ id: '1', type: 'subscribe', payload: { query: WATCHING, variables: { c: companyId } } }),
        );
        return resolve();
      }
      if (message.type === 'error') refusal = String(data);
      const watching = message.payload?.data?.dashboardScreensChanged;
      if (message.type !== 'next' || watching?.dashboardId !== dashboardId) return;
      pushes++;
      count = watching.count;
      if (waiter && count === waiter.count) waiter.resolve();
    });
  });
  return {
    pushes: () => pushes,
    count: () => count,
    /** The error frame that ended the subscription, if one did. */
    refusal: () => refusal,
    /** Resolves true once a push says `target` screens watch, false after `timeoutMs`. */
    until(target: number, timeoutMs: number): Promise<boolean> {
      if (count === target) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiter = null;
          resolve(false);
        }, timeoutMs);
        waiter = {
          count: target,
          resolve: () => {
            clearTimeout(timer);
            waiter = null;
            resolve(true);
          },
        };
      });
    },
    close() {
      socket.close(1000);
    },
  };
}
