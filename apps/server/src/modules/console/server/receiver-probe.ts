import net from 'node:net';

const PROBE_TIMEOUT_MS = 1000;

/**
 * Whether something answers on the SMTP receiver's port now: a TCP connection, closed at once. The
 * receiver may run in another process (`--services=smtp`), so asking the port is the one way every
 * process tells the same. A receiver on every interface is asked on this machine's.
 */
export function isReceiverAnswering(host: string, port: number): Promise<boolean> {
  const target = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return new Promise((resolve) => {
    const socket = net.connect({ host: target, port });
    const finish = (isAnswering: boolean) => {
      socket.destroy();
      resolve(isAnswering);
    };
    socket.setTimeout(PROBE_TIMEOUT_MS, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}
