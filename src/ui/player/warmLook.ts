/**
 * The Round tab's look, drawn once out of sight while the list waits for a tap. The first time
 * a page styles and lays out the Round tab it also builds what it keeps for the next time: the
 * stylesheets' rules matched for the first time, the fonts at the tab's sizes and weights set up
 * and their words shaped, the inner parts of its selects, number fields and folds made. Opening
 * a character paid for all that in its tap: its style and layout took twice as long the first
 * time as the next (105 against 54 ms at 4x CPU, traced). See docs/performance.md for the taps
 * measured with and without it.
 *
 * The sample mirrors the Round tab's markup (the screen header, the tabs, the health strip, the
 * declaration's select, choice buttons and number field, the needs, the folds and the roll bar)
 * with the same classes, but no ids, names or handlers: it is out of sight (`.pl-warm`), hidden
 * from assistive technology and inert, and taken out in the same task.
 */

/** Wraps a part of the sample in the Round tab's own containers, for the rules that match by them. */
const inRound = (html: string) => `<div class="pl-screen"><div class="pl-panel"><div class="pl-round stack">${html}</div></div></div>`;

/**
 * The sample's markup, in three parts drawn in idle periods of their own (the whole at once was
 * a task of 61 to 101 ms at 4x CPU): the Round tab's elements and classes, in words of the same kind.
 */
export const ROUND_LOOK: readonly string[] = [
  `<div class="pl-screen">
    <header class="pl-screen-head"><a class="btn pl-back">←</a><div><h1>Character</h1><p class="muted small">Rule system (SC vs DEF)</p></div></header>
    <div class="pl-tabs"><button type="button" class="pl-tab" aria-selected="true">Round</button><button type="button" class="pl-tab">Sheet</button><button type="button" class="pl-tab">History</button></div>
    <div class="pl-panel"><div class="pl-round stack"><div class="pl-state stack"><section class="pl-strip"><h2 class="visually-hidden">Health</h2>
      <button type="button" class="pl-strip-toggle"><span class="num">HP 48 / 48</span><span class="pl-chip">Unhurt</span></button>
      <button type="button" class="btn pl-take-hit">Take a hit</button></section></div></div></div>
  </div>`,
  inRound(`<section class="card pl-now"><div class="rf-form rf-compact"><div class="rf-group">
    <div class="rf-field rf-kind-select"><label class="rf-label">Action</label>
      <div class="rf-select"><span class="rf-select-shown">Attack with a weapon</span><select><option>Attack with a weapon</option><option>Something else</option></select></div></div>
    <div class="rf-field rf-kind-select"><span class="rf-label">Weapon</span>
      <div class="rf-segmented"><label class="rf-seg"><input type="radio" checked><span>Longsword</span></label><label class="rf-seg"><input type="radio"><span>Longbow</span></label></div></div>
    <div class="rf-field rf-kind-optional-number"><label class="rf-label">Target DEF</label>
      <div class="rf-number"><button type="button" class="rf-step">−</button><input type="number" inputmode="numeric" value="40"><button type="button" class="rf-step">+</button></div></div>
  </div></div></section>`),
  inRound(`<section class="pl-needs"><ul class="pl-need-list"><li>Longsword, attack 1: need 72 on d100, 72%</li><li class="pl-need-def">DEF this round: 30</li></ul></section>
    <details class="pl-fold"><summary>All odds: bands, damage, defence</summary></details>
    <details class="pl-fold"><summary>More of this round<span class="rf-section-count"> · 1 set</span></summary></details>
    <details class="card lk-card"><summary>Link to the GM</summary></details>
    <div class="pl-rollbar"><button type="button" class="btn btn-primary pl-roll">Roll</button></div>`),
];

/**
 * Puts `part` (one of {@link ROUND_LOOK}) in `doc` out of sight, has it styled and laid out, and
 * takes it out again, all in one task: the page looks and reads as before. Needs the character
 * screen's stylesheets in the page (its code loaded), or it warms only the shell's look.
 */
export function warmRoundLook(part: string, doc: Document = document): void {
  const sample = doc.createElement('div');
  sample.className = 'pl-warm';
  sample.setAttribute('aria-hidden', 'true');
  sample.inert = true;
  sample.innerHTML = part;
  doc.body.append(sample);
  try {
    // Reading a box makes the browser style and lay out the sample now.
    sample.getBoundingClientRect();
  } finally {
    sample.remove();
  }
}
