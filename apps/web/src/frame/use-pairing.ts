import { useEffect, useState } from 'react';
import { pairingRequest } from './device.ts';
import { checkPairing, startPairing } from './device-api.ts';
import { reconnectDelay } from './event-stream.ts';

export type PairingState =
  | { phase: 'asking' }
  | { phase: 'showing'; code: string; deadline: number }
  /** The server cannot be reached (or refuses more codes for now): retried with backoff. */
  | { phase: 'unreachable' };

/**
 * Asks for a pairing code, shows it until it runs out (then asks for a new one), and polls every
 * `pollSeconds` until someone claims it. The device token comes back once: `onPaired` gets it.
 */
export function usePairing(onPaired: (token: string) => void): PairingState {
  const [state, setState] = useState<PairingState>({ phase: 'asking' });

  useEffect(() => {
    let isDone = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = (ms: number) =>
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms);
      });

    /** Whether the code was claimed (and the token handed on) before it ran out. */
    async function pollUntilClaimed(pairingId: string, pollSeconds: number, deadline: number): Promise<boolean> {
      while (!isDone && Date.now() < deadline) {
        await wait(Math.min(pollSeconds * 1000, Math.max(0, deadline - Date.now())));
        if (isDone) return false;
        try {
          const status = await checkPairing(pairingId);
          if (isDone) return false;
          if (status.status === 'claimed') {
            onPaired(status.deviceToken);
            return true;
          }
          if (status.status === 'expired') return false;
        } catch {
          // A dropped poll: the code still stands until its deadline; the next poll asks again.
        }
      }
      return false;
    }

    async function run() {
      let failures = 0;
      while (!isDone) {
        try {
          const pairing = await startPairing(pairingRequest());
          if (isDone) return;
          failures = 0;
          // A floor, so that a server clock far ahead cannot make the frame ask for codes in a tight loop.
          const deadline = Date.now() + Math.max(pairing.expiresInMs, 30_000);
          setState({ phase: 'showing', code: pairing.code, deadline });
          if (await pollUntilClaimed(pairing.pairingId, pairing.pollSeconds, deadline)) return;
        } catch {
          if (isDone) return;
          setState({ phase: 'unreachable' });
          await wait(reconnectDelay(failures));
          failures += 1;
        }
      }
    }

    void run();
    return () => {
      isDone = true;
      clearTimeout(timer);
    };
  }, [onPaired]);

  return state;
}
