/**
 * This phone's certificate for the evening: the DTLS certificate of every link it makes, kept
 * in IndexedDB (`meta` under {@link CERTIFICATE_KEY}; an RTCCertificate is structured-cloneable)
 * so its fingerprint stays the same across reloads and re-links. The GM's phone tells a phone
 * that links again by it; a player's phone sees the GM's in every join code. A new one is made
 * after {@link EVENING_MS} or when the stored one is unreadable or about to expire.
 */
import { openRollcallDb } from '../storage/db';
import { newCertificate } from './peer';

/** Key of the stored certificate in the `meta` store. */
export const CERTIFICATE_KEY = 'link-certificate';
/** How long a certificate is kept: an evening at the table. */
export const EVENING_MS = 16 * 3600 * 1000;

let current: Promise<RTCCertificate> | undefined;

async function load(now: number): Promise<RTCCertificate> {
  try {
    const db = await openRollcallDb();
    const stored: unknown = await db.get('meta', CERTIFICATE_KEY);
    if (stored && typeof stored === 'object' && 'cert' in stored && 'made' in stored) {
      const { cert, made } = stored as { cert: unknown; made: unknown };
      if (cert instanceof RTCCertificate && typeof made === 'number' && now - made < EVENING_MS && cert.expires > now + 3600 * 1000) return cert;
    }
    const cert = await newCertificate();
    await db.put('meta', { v: 1, cert, made: now }, CERTIFICATE_KEY);
    return cert;
  } catch {
    // No storage (private mode): a certificate for this page only; links still work.
    return newCertificate();
  }
}

/** The evening's certificate, read or made once per page. */
export function eveningCertificate(now = Date.now()): Promise<RTCCertificate> {
  current ??= load(now);
  current.catch(() => { current = undefined; });
  return current;
}
