/** The high-contrast on/off switch (a labelled checkbox, 48px tall), for reading in bright light. */
import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { highContrast, setHighContrast } from '../common/display';

/** The switch and, when the choice could not be remembered, why. */
export function ContrastSwitch(): JSX.Element {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div class="stack">
      <label class="hp-switch">
        <input type="checkbox" checked={highContrast.value}
          onChange={(e) => { void setHighContrast(e.currentTarget.checked).then(setProblem); }} />
        <span class="hp-switch-track" aria-hidden="true"><span class="hp-switch-thumb" /></span>
        <span>High contrast <span class="muted small">(black and white, for bright light)</span></span>
      </label>
      {problem ? <p class="alert alert-warn" role="status">{problem}</p> : null}
    </div>
  );
}
