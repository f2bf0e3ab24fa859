/**
 * The verified table page (route #/verified): what verified mode does, starting an
 * evening (a new hash chain; its join code as a QR code, text and Share button for the GM's
 * phone), how much of the chain is used, and ending the evening. Loaded on first use; the
 * verify code (Web Crypto hashing) only when an evening starts or its join code is shown.
 */
import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { characterName, storageErrorText } from '../../storage';
import type { Evening } from '../../verify/evening';
import { ensureSeeded, getRepo } from '../data/session';
import { clockTime } from '../common/clock';
import { getEveningStore } from './store';
import '../player/player.css';
import './verified.css';

/** True where the browser offers Web Crypto's `subtle` (https, localhost, the installed app). */
const hasWebCrypto = (): boolean => Boolean(globalThis.crypto?.subtle);

const NO_CRYPTO = 'Verified mode cannot run on this page: the browser gives the Web Crypto it needs only to secure pages, and this one was opened over plain http (a network address). Open Rollcall over https, or from the installed app.';

type Join = { text: string; src: string } | { error: string };

/**
 * Digests of the sheets and table options of this phone's characters (not archived, the first
 * 16 of the list, as many as a join code carries), as they are now: the join code commits to them, and the GM's phone shows
 * any later round rolled from another sheet. A character whose rules or sheet cannot be read is
 * left out (its first round then reads as a sheet not committed to).
 */
async function committedSheets(): Promise<string[]> {
  try {
    await ensureSeeded();
    const repo = getRepo();
    const { characters } = await repo.listCharacters();
    const [{ loadRuleset }, { sheetDigest }, { MAX_SHEETS }] = await Promise.all([import('../../rulesets/catalog'), import('../../verify/sheet'), import('../../verify/join')]);
    const out: string[] = [];
    for (const c of characters.filter((x) => !x.archived).slice(0, MAX_SHEETS)) {
      try {
        const rs = await loadRuleset(c.rulesetId);
        const prefs = await repo.loadPrefs(c.id, rs, c.sheet);
        out.push(await sheetDigest(rs, c.sheet, prefs.options));
      } catch { /* left out, as said above */ }
    }
    return out;
  } catch {
    return [];
  }
}

/** The join code's text and QR image for an evening. */
async function joinOf(e: Evening): Promise<Join> {
  const [{ joinCodeOf }, { qrCode }] = await Promise.all([import('../../verify/evening'), import('../../share/qr/qr')]);
  const text = joinCodeOf(e);
  return { text, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCode(text).svg)}` };
}

/**
 * The join code card: QR, text, Share, and "Commit to my sheets as they are now" for a
 * character added (or a sheet changed) since the evening started: the join code then carries
 * the sheets as they are, to show the GM's phone again (it adds them to those it holds).
 */
function JoinCard(p: { evening: Evening; recommit: () => Promise<string> }): JSX.Element {
  const [join, setJoin] = useState<Join | null>(null);
  const [feedback, setFeedback] = useState('');
  useEffect(() => {
    let live = true;
    joinOf(p.evening).then((j) => { if (live) setJoin(j); }, (err: unknown) => { if (live) setJoin({ error: `The join code could not be made: ${err instanceof Error ? err.message : String(err)}` }); });
    return () => { live = false; };
  }, [p.evening.id, p.evening.commitment, p.evening.label, p.evening.sheets?.join()]);
  const share = async () => {
    if (!join || !('text' in join)) return;
    const { sendResult } = await import('../../share/send');
    const outcome = await sendResult(join.text, `${p.evening.label}: Rollcall join code`);
    setFeedback({ shared: 'Shared.', copied: 'Copied: paste it into the GM\'s Rollcall.', cancelled: 'Sharing cancelled.', failed: 'Could not share or copy. Show the QR code instead.' }[outcome]);
  };
  return (
    <section class="card stack" aria-labelledby="vf-join-h">
      <h2 id="vf-join-h" tabIndex={-1}>Your join code</h2>
      <p>Show it to the GM's phone once, when you join the table. It names {p.evening.label} and commits to your chain without revealing it{p.evening.sheets?.length ? <>, and to the {p.evening.sheets.length === 1 ? 'sheet' : `${p.evening.sheets.length} sheets`} you roll from as {p.evening.sheets.length === 1 ? 'it is' : 'they are'} now: the GM's phone shows any change to {p.evening.sheets.length === 1 ? 'it' : 'them'}</> : null}.</p>
      {join === null ? <p class="muted" aria-busy="true">Making the join code…</p> : 'error' in join ? <p class="alert alert-bad" role="alert">{join.error}</p> : (
        <div class="pl-qr">
          <figure>
            <img class="pl-qr-img" src={join.src} alt="Join code QR for the GM" data-join={join.text} width={280} height={280} />
            <figcaption class="vf-join-text">{join.text}</figcaption>
          </figure>
        </div>
      )}
      <div class="pl-share-row">
        <button type="button" class="btn" disabled={!join || !('text' in join)} onClick={() => void share()}>Share</button>
        <span class="pl-feedback" role="status">{feedback}</span>
      </div>
      <button type="button" class="btn" onClick={() => { p.recommit().then(setFeedback, (err: unknown) => setFeedback(err instanceof Error ? err.message : String(err))); }}>Commit to my sheets as they are now</button>
    </section>
  );
}

/** The page. */
export function VerifiedPage(): JSX.Element {
  const store = getEveningStore();
  const evening = store.evening.value;
  const [label, setLabel] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  /** Where focus goes once Start or End it has replaced the button that had it: the new section's heading. */
  const [land, setLand] = useState<string | null>(null);
  const secure = hasWebCrypto();
  useEffect(() => {
    store.load().catch((err: unknown) => setError(storageErrorText(err)));
    // The join code names a player: the first character's name unless the player types another.
    ensureSeeded().then(() => getRepo().listCharacters()).then((r) => {
      const first = r.characters.find((c) => !c.archived);
      if (first) setLabel((now) => now || characterName(first.sheet));
    }, () => undefined);
  }, []);
  useEffect(() => { if (confirming) keep.current?.focus(); }, [confirming]);
  useEffect(() => {
    if (!land) return;
    document.getElementById(land)?.focus();
    setLand(null);
  }, [land, evening]);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const { startEvening } = await import('../../verify/evening');
      await store.save(await startEvening(label.trim() || 'Player', Date.now(), { sheets: await committedSheets() }));
      setLand('vf-join-h');
    } catch (err) {
      setError(err instanceof Error && err.name === 'NoWebCryptoError' ? NO_CRYPTO : err instanceof Error ? err.message : String(err));
    } finally { setBusy(false); }
  };
  /** The join code committed again to the sheets as they are now; the evening read again first, as another tab may have rolled. */
  const recommit = async (): Promise<string> => {
    const now = await store.load();
    if (!now) return 'Verified mode was ended in another tab.';
    const sheets = await committedSheets();
    if (sheets.join() === (now.sheets ?? []).join()) return 'The join code already commits to your sheets as they are.';
    const { sheets: _before, ...rest } = now;
    await store.save({ ...rest, ...(sheets.length ? { sheets } : {}) });
    return 'The join code now commits to your sheets as they are: show it to the GM\'s phone again.';
  };
  const end = async () => {
    setBusy(true);
    setError(null);
    const was = evening?.label;
    try {
      await store.clear();
      setConfirming(false);
      // Starting again is usually the same player: the name they showed stays in the field.
      if (was) setLabel(was);
      setLand('vf-start-h');
    } catch (err) { setError(err instanceof Error ? err.message : String(err)); } finally { setBusy(false); }
  };

  const about = (
    <>
      <p>With verified mode on, the GM can check that the dice your phone shows were not picked by hand, with no server and no network.</p>
      <p>Your phone makes a secret chain for the evening and shows the GM a join code that commits to it. Each round the GM's screen shows a short round code; you type or scan it before you roll, and your dice follow from that code and the next link of your chain. The QR code of your result lets the GM's phone work the dice out again and mark the roll verified.</p>
      <p class="muted small">The same code always gives the same dice: rolling again until they are good does not work.</p>
    </>
  );
  return (
    <div class="stack">
      <h1>Verified table</h1>
      {evening ? null : about}
      {store.notice.value ? <p class="alert alert-warn" role="status">{store.notice.value}</p> : null}
      {error ? <p class="alert alert-bad" role="alert">{error}</p> : null}
      {evening === undefined ? <p class="muted" aria-busy="true">Loading…</p> : evening === null ? (
        <section class="card stack" aria-labelledby="vf-start-h">
          <h2 id="vf-start-h" tabIndex={-1}>Start verified mode</h2>
          {secure ? null : <p class="alert alert-bad">{NO_CRYPTO}</p>}
          <div class="field">
            <label for="vf-label">Name on the join code</label>
            <input id="vf-label" value={label} maxLength={24} autocomplete="off" onInput={(e) => setLabel(e.currentTarget.value)} />
          </div>
          <button type="button" class="btn btn-primary btn-block" disabled={busy || !secure} aria-busy={busy} onClick={() => void start()}>Start verified mode</button>
        </section>
      ) : (
        <>
          <JoinCard evening={evening} recommit={recommit} />
          <section class="card stack" aria-labelledby="vf-evening-h">
            <h2 id="vf-evening-h">This evening</h2>
            <p class="vf-used"><b class="num">{evening.link}</b> of <b class="num">{evening.length}</b> rounds of this evening's chain used.</p>
            <p class="muted small">Started at {clockTime(evening.startedAt)} as {evening.label}.</p>
            {confirming ? (
              <div class="vf-confirm stack" role="group" aria-labelledby="vf-confirm-q">
                <p id="vf-confirm-q">End verified mode? This phone forgets its chain; to play verified again, you show the GM a new join code.</p>
                <div class="vf-row">
                  <button type="button" class="btn btn-danger" disabled={busy} onClick={() => void end()}>End it</button>
                  <button type="button" class="btn" ref={keep} onClick={() => setConfirming(false)}>Keep it on</button>
                </div>
              </div>
            ) : <button type="button" class="btn btn-danger btn-block" onClick={() => setConfirming(true)}>End verified mode</button>}
          </section>
          <section class="stack" aria-labelledby="vf-about-h">
            <h2 id="vf-about-h">How it works</h2>
            {about}
          </section>
        </>
      )}
      <a class="btn btn-block" href="#/">Back to the characters</a>
    </div>
  );
}
