/**
 * The linked table, for `npm run bench`: two fresh chromium profiles on this machine (the GM's
 * phone and a player's, 360x780) link by their codes (pasted: the bench times the link, the
 * browser tests read the QR codes), then the time from a tap on Roll on the player's phone to
 * the round in the GM's order (the GM's page watches every frame), the median of five rounds;
 * and the QR versions of the join and answer codes at ECC M. A benchmark, not a test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { getRuleset } from '../../src/rulesets';
import { qrMatrix } from '../../src/share/qr/qr';
import type { BenchRow } from './lighthouse';
import { serve } from './lighthouse';

/** Roll to the GM's order on a link, on loopback, in ms. */
export const LINK_ROLL_BUDGET_MS = 200;
/** Highest QR version of a join or answer code at ECC M. */
export const LINK_QR_MAX_VERSION = 10;

const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/**
 * In the GM's page: resolves with Date.now() at the first frame whose order shows `who`.
 * Strings, not functions: tsx would add helpers to a function that the page does not have.
 */
const ARRIVED = `(who) => new Promise((done) => {
  const look = () => ([...document.querySelectorAll('.gm-order .gm-item-who strong')].some((s) => s.textContent === who) ? done(Date.now()) : requestAnimationFrame(look));
  look();
})`;
/** In the player's page: taps Roll and returns Date.now() at the tap. */
const TAP_ROLL = `(() => { const t = Date.now(); [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Roll').click(); return t; })()`;
/** How long a rolled round may take to show in the GM's order before the row reports an error instead of waiting on. */
const ARRIVAL_LIMIT_MS = 20_000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The bench rows; never throws. */
export async function linkRows(root: string, dist: string, executablePath: string): Promise<BenchRow[]> {
  const dirs: string[] = [];
  const contexts: BrowserContext[] = [];
  let stop: (() => void) | undefined;
  const open = async (): Promise<Page> => {
    const dir = mkdtempSync(join(tmpdir(), 'rollcall-bench-link-'));
    dirs.push(dir);
    const context = await chromium.launchPersistentContext(dir, { executablePath, headless: true, args: FLAGS, viewport: { width: 360, height: 780 }, deviceScaleFactor: 2 });
    contexts.push(context);
    return context.pages()[0] ?? context.newPage();
  };
  try {
    const server = await serve(root, dist);
    stop = server.stop;
    const name = getRuleset('spelljammer').demos[0]!.name;
    const [gm, player] = [await open(), await open()];
    await gm.goto(`${server.url}#/gm`);
    await gm.getByLabel('System played').selectOption('spelljammer');
    await gm.locator('summary', { hasText: /^Link phones/ }).click();
    const joinImg = gm.getByRole('img', { name: 'Join code QR for a player\'s phone' });
    await joinImg.waitFor();
    const joinCode = (await joinImg.getAttribute('data-payload'))!;
    await player.goto(server.url);
    await player.getByRole('link', { name: new RegExp(name) }).first().click();
    await player.locator('summary', { hasText: 'Link to the GM' }).click();
    await player.locator('summary', { hasText: 'Paste the join code instead' }).click();
    await player.getByLabel('The GM\'s join code').fill(joinCode);
    await player.getByRole('button', { name: 'Read the join code' }).click();
    const answerImg = player.getByRole('img', { name: 'Answer code QR for the GM' });
    await answerImg.waitFor();
    const answer = (await answerImg.getAttribute('data-payload'))!;
    await gm.getByRole('textbox', { name: 'Paste shared text' }).fill(answer);
    await gm.getByRole('button', { name: 'Add', exact: true }).click();
    await player.getByRole('status').filter({ hasText: 'Linked to the GM' }).waitFor();
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      if (i > 0) {
        await gm.getByRole('button', { name: 'Next round', exact: true }).click();
        await player.getByRole('button', { name: 'Next round', exact: true }).click();
      }
      // Roll takes no tap until it has settled after Next round (ui/common/settle.ts): a tap
      // before that is ignored, as a double tap's second tap would be.
      await player.locator('button:not([aria-disabled="true"])', { hasText: /^Roll$/ }).waitFor();
      // The GM's page notes the frame the round shows in; the clock is the machine's, the same in both.
      const arrived = gm.evaluate(`(${ARRIVED})(${JSON.stringify(name)})`) as Promise<number>;
      arrived.catch(() => undefined);
      const tapped = (await player.evaluate(TAP_ROLL)) as number;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<never>((_, fail) => { timer = setTimeout(() => fail(new Error(`round ${i + 1} did not reach the GM's order within ${ARRIVAL_LIMIT_MS / 1000} s of the tap`)), ARRIVAL_LIMIT_MS); });
      try { times.push((await Promise.race([arrived, late])) - tapped); } finally { clearTimeout(timer); }
      await player.getByRole('status').filter({ hasText: 'Sent to the GM.' }).waitFor();
    }
    const versions = { join: qrMatrix(joinCode).version, answer: qrMatrix(answer).version };
    const ms = median(times);
    return [
      { figure: 'Link: QR version of the GM\'s join code at ECC M', value: versions.join, unit: '', budget: `<= ${LINK_QR_MAX_VERSION}`, ok: versions.join <= LINK_QR_MAX_VERSION },
      { figure: 'Link: QR version of a player\'s answer code at ECC M', value: versions.answer, unit: '', budget: `<= ${LINK_QR_MAX_VERSION}`, ok: versions.answer <= LINK_QR_MAX_VERSION },
      { figure: `Link: Roll to the GM's order, loopback (median of 5: ${times.join(', ')})`, value: ms, unit: 'ms', budget: `< ${LINK_ROLL_BUDGET_MS} ms`, ok: ms < LINK_ROLL_BUDGET_MS },
    ];
  } catch (e) {
    return [{ figure: 'Link: Roll to the GM\'s order', value: `error: ${(e as Error).message.split('\n')[0]}`, unit: '', budget: `< ${LINK_ROLL_BUDGET_MS} ms`, ok: false }];
  } finally {
    for (const c of contexts) await c.close().catch(() => undefined);
    stop?.();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}
